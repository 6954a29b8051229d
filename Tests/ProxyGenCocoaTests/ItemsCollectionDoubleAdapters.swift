// ItemsCollectionDoubleAdapters: the double's collection view as a list items bindings hold,
// exactly as Sources/ProxyGenCocoa/UIKit/Reactive+UICollectionViewItems.swift and
// CollectionItemsDataSource.swift make UIKit's: the data source an items binding puts in the slot,
// the collection view applying batch updates, and the accessors.

import Foundation
import ReactiveRuntime
import UIKitDouble

@testable import ProxyGenCocoa

/// The double's counterpart of UIKit's collection items data source: answers from the binding,
/// forwards the rest (here, spelled out: the double's protocol has no optional methods) to the
/// forwardee.
final class DoubleCollectionItemsDataSource: UICollectionViewDataSource, ItemsSlotAdapter {
    weak var forwardee: (any UICollectionViewDataSource)?
    var answers: ItemsAnswers<UICollectionView, UICollectionViewCell>?

    init(forwardingTo forwardee: (any UICollectionViewDataSource)?) {
        self.forwardee = forwardee
    }

    var asSlot: any UICollectionViewDataSource { self }

    static func dequeueCell(in view: UICollectionView, identifier: String, at path: ItemPath) -> UICollectionViewCell {
        view.dequeueReusableCell(withReuseIdentifier: identifier, for: path.indexPath)
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        answers?.numberOfSections() ?? forwardee?.numberOfSections(in: collectionView) ?? 1
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        answers?.numberOfItems(section) ?? forwardee?.collectionView(collectionView, numberOfItemsInSection: section)
            ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        guard let answers else { return forwardee!.collectionView(collectionView, cellForItemAt: indexPath) }
        return answers.cell(collectionView, ItemPath(item: indexPath[1], section: indexPath[0]))
    }

    func indexTitles(for collectionView: UICollectionView) -> [String]? {
        forwardee?.indexTitles(for: collectionView)
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        if answers?.editing.contains(.move) == true { return true }
        return forwardee?.collectionView(collectionView, canMoveItemAt: indexPath) ?? false
    }

    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        guard let answers, answers.editing.contains(.move) else {
            forwardee?.collectionView(collectionView, moveItemAt: sourceIndexPath, to: destinationIndexPath)
            return
        }
        answers.move(
            ItemPath(item: sourceIndexPath[1], section: sourceIndexPath[0]),
            ItemPath(item: destinationIndexPath[1], section: destinationIndexPath[0]))
    }
}

/// The double's collection view applying one binding's batch updates, as UIKit's
/// `CollectionBatchUpdates` does.
final class DoubleCollectionBatchUpdates: BatchUpdatingView {
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
        // UIKit's `performBatchUpdates` takes an optional, so escaping, closure that it calls
        // before it returns.
        withoutActuallyEscaping(updateModel) { updateModel in
            collectionView.performBatchUpdates(
                {
                    updateModel()
                    collectionView.deleteSections(IndexSet(changes.deletedSections))
                    collectionView.insertSections(IndexSet(changes.insertedSections))
                    collectionView.deleteItems(at: changes.deletedItems.map(\.indexPath))
                    collectionView.insertItems(at: changes.insertedItems.map(\.indexPath))
                    collectionView.reloadItems(at: changes.reloadedItems.map(\.indexPath))
                    for move in changes.movedItems {
                        collectionView.moveItem(at: move.from.indexPath, to: move.to.indexPath)
                    }
                },
                completion: { _ in completion() })
        }
    }
}

@MainActor
extension Reactive where Base: UICollectionView {
    private var list: ItemsList<DoubleCollectionItemsDataSource> {
        ItemsList(view: base, slot: \.dataSource) { DoubleCollectionBatchUpdates($0) }
    }

    func items<Models: RandomAccessCollection, Cell: UICollectionViewCell>(
        cellIdentifier: String, cellType: Cell.Type, identity: ItemIdentity<Models.Element> = .automatic,
        editing: ItemsEditing = [], configure: @escaping @MainActor (Int, Models.Element, Cell) -> Void
    ) -> ItemsBindingTarget<Models> {
        list.items(
            identity: identity, editing: editing,
            cell: ItemsList<DoubleCollectionItemsDataSource>.cells(identifier: cellIdentifier, type: cellType) {
                configure($0.item, $1, $2)
            })
    }

    func items<Models: RandomAccessCollection>(
        identity: ItemIdentity<Models.Element> = .automatic, editing: ItemsEditing = [],
        cell: @escaping @MainActor (UICollectionView, IndexPath, Models.Element) -> UICollectionViewCell
    ) -> ItemsBindingTarget<Models> {
        list.items(identity: identity, editing: editing) { cell($0, $1.indexPath, $2) }
    }

    func sections<Sections: RandomAccessCollection, SectionID: Hashable, Item, Cell: UICollectionViewCell>(
        cellIdentifier: String, cellType: Cell.Type, identity: ItemIdentity<Item> = .automatic,
        editing: ItemsEditing = [], configure: @escaping @MainActor (IndexPath, Item, Cell) -> Void
    ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
        list.sections(
            identity: identity, editing: editing,
            cell: ItemsList<DoubleCollectionItemsDataSource>.cells(identifier: cellIdentifier, type: cellType) {
                configure($0.indexPath, $1, $2)
            })
    }

    func sections<Sections: RandomAccessCollection, SectionID: Hashable, Item>(
        identity: ItemIdentity<Item> = .automatic, editing: ItemsEditing = [],
        cell: @escaping @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell
    ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
        list.sections(identity: identity, editing: editing) { cell($0, $1.indexPath, $2) }
    }

    private var events: ItemsModelEvents { ItemsModelEvents(attachments: base.attachments) }

    func model<Model>(at indexPath: IndexPath, as type: Model.Type = Model.self) -> Model? {
        events.model(at: ItemPath(item: indexPath[1], section: indexPath[0]), as: type)
    }

    func modelSelected<Model>(
        _ type: Model.Type, from selections: Signal<(collectionView: UICollectionView, indexPath: IndexPath), Never>
    ) -> Signal<Model, Never> {
        events.models(type, at: selections.map { ItemPath(item: $0.indexPath[1], section: $0.indexPath[0]) })
    }

    func modelDeselected<Model>(
        _ type: Model.Type, from deselections: Signal<(collectionView: UICollectionView, indexPath: IndexPath), Never>
    ) -> Signal<Model, Never> {
        events.models(type, at: deselections.map { ItemPath(item: $0.indexPath[1], section: $0.indexPath[0]) })
    }

    func itemMoved<Model>(_ type: Model.Type) -> Signal<(model: Model, from: IndexPath, to: IndexPath), Never> {
        events.moved(type).map { (model: $0.model, from: $0.from.indexPath, to: $0.to.indexPath) }
    }
}
