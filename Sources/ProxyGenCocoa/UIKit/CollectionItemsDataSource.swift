// CollectionItemsDataSource: UIKit's side of a collection view's items binding — the data source
// it puts in the collection view's slot, and the collection view applying its batch updates.

#if canImport(UIKit)
    import ObjectiveC
    import ReactiveRuntime
    import UIKit

    /// A collection view applying one binding's batch updates.
    @MainActor
    final class CollectionBatchUpdates: BatchUpdatingView {
        private weak var collectionView: UICollectionView?

        init(_ collectionView: UICollectionView) {
            self.collectionView = collectionView
        }

        func reloadData() { collectionView?.reloadData() }

        func applyBatch(
            _ changes: SectionedChangeset, updatingModel updateModel: () -> Void,
            completion: @escaping @MainActor () -> Void
        ) {
            guard let collectionView else { return completion() }
            // `performBatchUpdates` takes an optional, so escaping, closure that it calls before it returns.
            withoutActuallyEscaping(updateModel) { updateModel in
                collectionView.performBatchUpdates(
                    {
                        updateModel()
                        collectionView.deleteSections(IndexSet(changes.deletedSections))
                        collectionView.insertSections(IndexSet(changes.insertedSections))
                        collectionView.deleteItems(at: changes.deletedItems.map(\.collectionIndexPath))
                        collectionView.insertItems(at: changes.insertedItems.map(\.collectionIndexPath))
                        collectionView.reloadItems(at: changes.reloadedItems.map(\.collectionIndexPath))
                        for move in changes.movedItems {
                            collectionView.moveItem(at: move.from.collectionIndexPath, to: move.to.collectionIndexPath)
                        }
                    },
                    completion: { _ in completion() })
            }
        }
    }

    extension ItemPath {
        /// UIKit's index path of the collection view's item.
        var collectionIndexPath: IndexPath { IndexPath(item: item, section: section) }
    }

    /// The data source a collection view's items binding puts in the collection view's
    /// `dataSource` slot: it answers from the binding, and every message it does not answer
    /// (supplementary views, index titles, anything of another protocol) goes to the data source
    /// the collection view had (its forwardee).
    @MainActor
    final class CollectionItemsDataSource: NSObject, UICollectionViewDataSource, ItemsSlotAdapter {
        weak var forwardee: (any UICollectionViewDataSource)?
        var answers: ItemsAnswers<UICollectionView, UICollectionViewCell>?

        init(forwardingTo forwardee: (any UICollectionViewDataSource)?) {
            self.forwardee = forwardee
            super.init()
        }

        var asSlot: any UICollectionViewDataSource { self }

        static func dequeueCell(
            in view: UICollectionView, identifier: String, at path: ItemPath
        ) -> UICollectionViewCell {
            view.dequeueReusableCell(withReuseIdentifier: identifier, for: path.collectionIndexPath)
        }

        func numberOfSections(in collectionView: UICollectionView) -> Int {
            guard let answers else { return forwardee?.numberOfSections?(in: collectionView) ?? 1 }
            return answers.numberOfSections()
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            guard let answers else {
                return forwardee?.collectionView(collectionView, numberOfItemsInSection: section) ?? 0
            }
            return answers.numberOfItems(section)
        }

        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            guard let answers else {
                return forwardee?.collectionView(collectionView, cellForItemAt: indexPath) ?? UICollectionViewCell()
            }
            return answers.cell(collectionView, ItemPath(item: indexPath.item, section: indexPath.section))
        }

        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            if answers?.editing.contains(.move) == true { return true }
            return forwardee?.collectionView?(collectionView, canMoveItemAt: indexPath) ?? false
        }

        func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            guard let answers, answers.editing.contains(.move) else {
                forwardee?.collectionView?(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
                return
            }
            answers.move(
                ItemPath(item: sourceIndexPath.item, section: sourceIndexPath.section),
                ItemPath(item: destinationIndexPath.item, section: destinationIndexPath.section))
        }

        /// Messages this class does not implement are answered where the forwardee implements them.
        nonisolated override func responds(to selector: Selector!) -> Bool {
            MainActor.assumeIsolated {
                let forwardee = forwardee
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
