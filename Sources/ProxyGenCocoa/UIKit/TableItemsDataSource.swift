// TableItemsDataSource: UIKit's side of a table's items binding — the data source it puts in the
// table's slot, and the table applying its batch updates with the binding's row animations.

#if canImport(UIKit)
    import ObjectiveC
    import ReactiveRuntime
    import UIKit

    /// The row animations of a table's items binding, one per kind of change.
    ///
    /// ```swift
    /// tableView.reactive.items(…, animation: TableItemsAnimation(insert: .top, delete: .left, reload: .none))
    /// ```
    public struct TableItemsAnimation: Sendable {
        /// How inserted rows and sections appear.
        public var insert: UITableView.RowAnimation
        /// How deleted rows and sections disappear.
        public var delete: UITableView.RowAnimation
        /// How rows whose content changed are redrawn.
        public var reload: UITableView.RowAnimation

        /// Animations for inserts, deletes and reloads (moves always slide).
        public init(
            insert: UITableView.RowAnimation, delete: UITableView.RowAnimation, reload: UITableView.RowAnimation
        ) {
            self.insert = insert
            self.delete = delete
            self.reload = reload
        }

        /// The table's own choice for every kind.
        public static let automatic = TableItemsAnimation(insert: .automatic, delete: .automatic, reload: .automatic)
        /// Fade in and out.
        public static let fade = TableItemsAnimation(insert: .fade, delete: .fade, reload: .fade)
    }

    /// A table applying one binding's batch updates with its animations.
    @MainActor
    final class TableBatchUpdates: BatchUpdatingView {
        private weak var table: UITableView?
        private let animation: TableItemsAnimation

        init(_ table: UITableView, animation: TableItemsAnimation) {
            self.table = table
            self.animation = animation
        }

        func reloadData() { table?.reloadData() }

        func applyBatch(
            _ changes: SectionedChangeset, updatingModel updateModel: () -> Void,
            completion: @escaping @MainActor () -> Void
        ) {
            guard let table else { return completion() }
            let animation = animation
            // `performBatchUpdates` takes an optional, so escaping, closure that it calls before it returns.
            withoutActuallyEscaping(updateModel) { updateModel in
                table.performBatchUpdates(
                    {
                        updateModel()
                        table.deleteSections(IndexSet(changes.deletedSections), with: animation.delete)
                        table.insertSections(IndexSet(changes.insertedSections), with: animation.insert)
                        table.deleteRows(at: changes.deletedItems.map(\.indexPath), with: animation.delete)
                        table.insertRows(at: changes.insertedItems.map(\.indexPath), with: animation.insert)
                        table.reloadRows(at: changes.reloadedItems.map(\.indexPath), with: animation.reload)
                        for move in changes.movedItems {
                            table.moveRow(at: move.from.indexPath, to: move.to.indexPath)
                        }
                    },
                    completion: { _ in completion() })
            }
        }
    }

    extension ItemPath {
        /// UIKit's index path of the row.
        var indexPath: IndexPath { IndexPath(row: item, section: section) }

        /// The row at UIKit's `indexPath`.
        init(_ indexPath: IndexPath) {
            self.init(item: indexPath.row, section: indexPath.section)
        }
    }

    /// The data source a table's items binding puts in the table's `dataSource` slot: it answers
    /// from the binding, and every message it does not answer goes to the data source the table
    /// had (its forwardee): section index titles, anything of another protocol.
    @MainActor
    final class TableItemsDataSource: NSObject, UITableViewDataSource, ItemsSlotAdapter {
        weak var forwardee: (any UITableViewDataSource)?
        var answers: ItemsAnswers<UITableView, UITableViewCell>?

        init(forwardingTo forwardee: (any UITableViewDataSource)?) {
            self.forwardee = forwardee
            super.init()
        }

        var asSlot: any UITableViewDataSource { self }

        static func dequeueCell(in view: UITableView, identifier: String, at path: ItemPath) -> UITableViewCell {
            view.dequeueReusableCell(withIdentifier: identifier, for: path.indexPath)
        }

        func numberOfSections(in tableView: UITableView) -> Int {
            guard let answers else { return forwardee?.numberOfSections?(in: tableView) ?? 1 }
            return answers.numberOfSections()
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            guard let answers else { return forwardee?.tableView(tableView, numberOfRowsInSection: section) ?? 0 }
            return answers.numberOfItems(section)
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            guard let answers else {
                return forwardee?.tableView(tableView, cellForRowAt: indexPath) ?? UITableViewCell()
            }
            return answers.cell(tableView, ItemPath(indexPath))
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            answers?.title(section, false) ?? forwardee?.tableView?(tableView, titleForHeaderInSection: section)
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            answers?.title(section, true) ?? forwardee?.tableView?(tableView, titleForFooterInSection: section)
        }

        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            if answers?.editing.contains(.delete) == true { return true }
            return forwardee?.tableView?(tableView, canEditRowAt: indexPath) ?? false
        }

        func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
            if answers?.editing.contains(.move) == true { return true }
            return forwardee?.tableView?(tableView, canMoveRowAt: indexPath) ?? false
        }

        func tableView(
            _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
            forRowAt indexPath: IndexPath
        ) {
            guard editingStyle == .delete, let answers, answers.editing.contains(.delete) else {
                forwardee?.tableView?(tableView, commit: editingStyle, forRowAt: indexPath)
                return
            }
            answers.delete(ItemPath(indexPath))
        }

        func tableView(
            _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
        ) {
            guard let answers, answers.editing.contains(.move) else {
                forwardee?.tableView?(tableView, moveRowAt: sourceIndexPath, to: destinationIndexPath)
                return
            }
            answers.move(ItemPath(sourceIndexPath), ItemPath(destinationIndexPath))
        }

        /// Editing messages are answered only where the binding allows the edit or the forwardee
        /// answers them (a table whose data source answers `commit` offers swipe to delete);
        /// messages this class does not implement are answered where the forwardee implements them.
        nonisolated override func responds(to selector: Selector!) -> Bool {
            MainActor.assumeIsolated {
                let forwardee = forwardee
                if selector == #selector(UITableViewDataSource.tableView(_:commit:forRowAt:)) {
                    return answers?.editing.contains(.delete) == true
                        || MessageForwarding.implements(selector, forwardee)
                }
                if selector == #selector(UITableViewDataSource.tableView(_:moveRowAt:to:)) {
                    return answers?.editing.contains(.move) == true || MessageForwarding.implements(selector, forwardee)
                }
                return MessageForwarding.responds(
                    proxyImplements: super.responds(to: selector),
                    forwardeeImplements: { MessageForwarding.implements(selector, forwardee) })
            }
        }

        nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
            MainActor.assumeIsolated {
                ForwardingTarget(
                    MessageForwarding.target(for: forwardee) { MessageForwarding.implements(selector, $0) })
            }.object
        }
    }
#endif
