// TableViewItemsDataSource: the data source an items binding sets on a table view — it answers
// from the models the table shows (SectionedItemsModel), applies each new value as a batch
// update, and passes what it does not answer to the data source the app had.

#if canImport(UIKit)
    import Foundation
    import ReactiveRuntime
    import UIKit

    /// The animation of each kind of change an items binding applies to a table view.
    public struct TableViewAnimations: Sendable {
        public var insertedRows: UITableView.RowAnimation
        public var deletedRows: UITableView.RowAnimation
        public var reloadedRows: UITableView.RowAnimation
        public var insertedSections: UITableView.RowAnimation
        public var deletedSections: UITableView.RowAnimation

        /// The animations, each `.automatic` unless given.
        public init(
            insertedRows: UITableView.RowAnimation = .automatic, deletedRows: UITableView.RowAnimation = .automatic,
            reloadedRows: UITableView.RowAnimation = .automatic,
            insertedSections: UITableView.RowAnimation = .automatic,
            deletedSections: UITableView.RowAnimation = .automatic
        ) {
            self.insertedRows = insertedRows
            self.deletedRows = deletedRows
            self.reloadedRows = reloadedRows
            self.insertedSections = insertedSections
            self.deletedSections = deletedSections
        }

        /// UIKit's choice for every kind.
        public static let automatic = TableViewAnimations()
    }

    /// A table view as the items model updates it: a reload, or one batch update.
    @MainActor
    final class TableViewBatchUpdates: BatchUpdatingView {
        private weak var table: UITableView?
        private let animations: TableViewAnimations

        init(_ table: UITableView, animations: TableViewAnimations) {
            self.table = table
            self.animations = animations
        }

        func reloadData() { table?.reloadData() }

        func applyBatch(
            _ changes: SectionedChangeset, updatingModel updateModel: () -> Void,
            completion: @escaping @MainActor () -> Void
        ) {
            guard let table else {
                updateModel()
                return completion()
            }
            let animations = animations
            let paths = { (paths: [ItemPath]) in paths.map { IndexPath(row: $0.item, section: $0.section) } }
            withoutActuallyEscaping(updateModel) { updateModel in
                table.performBatchUpdates(
                    {
                        updateModel()
                        table.deleteSections(IndexSet(changes.deletedSections), with: animations.deletedSections)
                        table.insertSections(IndexSet(changes.insertedSections), with: animations.insertedSections)
                        table.deleteRows(at: paths(changes.deletedItems), with: animations.deletedRows)
                        table.insertRows(at: paths(changes.insertedItems), with: animations.insertedRows)
                        for move in changes.movedItems {
                            table.moveRow(
                                at: IndexPath(row: move.from.item, section: move.from.section),
                                to: IndexPath(row: move.to.item, section: move.to.section))
                        }
                        table.reloadRows(at: paths(changes.reloadedItems), with: animations.reloadedRows)
                    },
                    completion: { _ in completion() })
            }
        }
    }

    /// Answers a table view from the models it shows; a data source the app had answers the rest.
    @MainActor
    final class TableViewItemsDataSource<SectionID: Hashable, Item>: NSObject, UITableViewDataSource {
        let model: SectionedItemsModel<SectionID, Item>
        private let updates: TableViewBatchUpdates
        private let cell: (UITableView, IndexPath, Item) -> UITableViewCell
        /// The data source the table had: it answers what this one does not (section index titles,
        /// editing …). Held weakly, as the table held it. Set on the main thread and read by
        /// `responds(to:)` and `forwardingTarget(for:)`, which UIKit calls on it: `NSObject`
        /// declares them nonisolated.
        nonisolated(unsafe) weak var original: (any UITableViewDataSource)?

        init(
            table: UITableView, identity: ((Item) -> AnyHashable)?, isUpdated: @escaping (Item, Item) -> Bool,
            animations: TableViewAnimations, cell: @escaping (UITableView, IndexPath, Item) -> UITableViewCell
        ) {
            updates = TableViewBatchUpdates(table, animations: animations)
            model = SectionedItemsModel(view: updates, identity: identity, isUpdated: isUpdated)
            self.cell = cell
        }

        /// The model at `indexPath` of what the table shows.
        func item(at indexPath: IndexPath) -> Item? {
            model.model(at: ItemPath(item: indexPath.row, section: indexPath.section))
        }

        func numberOfSections(in tableView: UITableView) -> Int { model.sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            model.sections.indices.contains(section) ? model.sections[section].items.count : 0
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            // UIKit asks only for rows the data source counted: the model is there.
            guard let item = item(at: indexPath) else { return UITableViewCell() }
            return cell(tableView, indexPath, item)
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            model.sections.indices.contains(section) ? model.sections[section].headerTitle : nil
        }

        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            model.sections.indices.contains(section) ? model.sections[section].footerTitle : nil
        }

        override func responds(to selector: Selector!) -> Bool {
            super.responds(to: selector) || (original?.responds(to: selector) ?? false)
        }

        override func forwardingTarget(for selector: Selector!) -> Any? {
            if let original, original.responds(to: selector) { return original }
            return super.forwardingTarget(for: selector)
        }
    }
#endif
