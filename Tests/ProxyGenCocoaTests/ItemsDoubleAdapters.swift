// ItemsDoubleAdapters: the double's table as a list items bindings hold, exactly as
// Sources/ProxyGenCocoa/UIKit/Reactive+UITableViewItems.swift makes UIKit's: the data source an
// items binding puts in the slot, and the accessors (without UIKit's row animations).

import Foundation
import ReactiveRuntime
import UIKitDouble

@testable import ProxyGenCocoa

/// The double's counterpart of UIKit's items data source: answers from the binding, forwards
/// the rest (here, spelled out: the double's protocol has no optional methods) to the forwardee.
final class DoubleTableItemsDataSource: UITableViewDataSource, ItemsSlotAdapter {
    weak var forwardee: (any UITableViewDataSource)?
    var answers: ItemsAnswers<UITableView, UITableViewCell>?

    init(forwardingTo forwardee: (any UITableViewDataSource)?) {
        self.forwardee = forwardee
    }

    var asSlot: any UITableViewDataSource { self }

    static func dequeueCell(in view: UITableView, identifier: String, at path: ItemPath) -> UITableViewCell {
        view.dequeueReusableCell(withIdentifier: identifier, for: path.indexPath)
    }

    func numberOfSections(in tableView: UITableView) -> Int {
        answers?.numberOfSections() ?? forwardee?.numberOfSections(in: tableView) ?? 1
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        answers?.numberOfItems(section) ?? forwardee?.tableView(tableView, numberOfRowsInSection: section) ?? 0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let answers else { return forwardee!.tableView(tableView, cellForRowAt: indexPath) }
        return answers.cell(tableView, ItemPath(item: indexPath[1], section: indexPath[0]))
    }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        answers?.title(section, false) ?? forwardee?.tableView(tableView, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        answers?.title(section, true) ?? forwardee?.tableView(tableView, titleForFooterInSection: section)
    }

    func sectionIndexTitles(for tableView: UITableView) -> [String]? {
        forwardee?.sectionIndexTitles(for: tableView)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        answers?.editing.contains(.delete) ?? false
    }

    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        answers?.editing.contains(.move) ?? false
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, let answers, answers.editing.contains(.delete) else { return }
        answers.delete(ItemPath(item: indexPath[1], section: indexPath[0]))
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let answers, answers.editing.contains(.move) else { return }
        answers.move(
            ItemPath(item: sourceIndexPath[1], section: sourceIndexPath[0]),
            ItemPath(item: destinationIndexPath[1], section: destinationIndexPath[0]))
    }
}

/// The double's table as the view that applies batch updates, one per binding (as UIKit's with
/// the binding's row animations).
final class DoubleTableBatchUpdates: BatchUpdatingView {
    weak var table: UITableView?

    init(_ table: UITableView) {
        self.table = table
    }

    func reloadData() { table?.reloadData() }

    func applyBatch(
        _ changes: SectionedChangeset, updatingModel updateModel: () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let table else { return completion() }
        table.applyBatch(changes, updatingModel: updateModel, completion: completion)
    }
}

extension DoubleObject: ReactiveExtensionsProvider {}

@MainActor
extension Reactive where Base: UITableView {
    private var list: ItemsList<DoubleTableItemsDataSource> {
        ItemsList(view: base, slot: \.dataSource) { DoubleTableBatchUpdates($0) }
    }

    func items<Models: RandomAccessCollection, Cell: UITableViewCell>(
        cellIdentifier: String, cellType: Cell.Type, identity: ItemIdentity<Models.Element> = .automatic,
        editing: ItemsEditing = [], configure: @escaping @MainActor (Int, Models.Element, Cell) -> Void
    ) -> ItemsBindingTarget<Models> {
        list.items(
            identity: identity, editing: editing,
            cell: ItemsList<DoubleTableItemsDataSource>.cells(identifier: cellIdentifier, type: cellType) {
                configure($0.item, $1, $2)
            })
    }

    func items<Models: RandomAccessCollection>(
        identity: ItemIdentity<Models.Element> = .automatic, editing: ItemsEditing = [],
        cell: @escaping @MainActor (UITableView, IndexPath, Models.Element) -> UITableViewCell
    ) -> ItemsBindingTarget<Models> {
        list.items(identity: identity, editing: editing) { cell($0, $1.indexPath, $2) }
    }

    func sections<Sections: RandomAccessCollection, SectionID: Hashable, Item>(
        identity: ItemIdentity<Item> = .automatic, editing: ItemsEditing = [],
        cell: @escaping @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
    ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
        list.sections(identity: identity, editing: editing) { cell($0, $1.indexPath, $2) }
    }

    private var events: ItemsModelEvents { ItemsModelEvents(attachments: base.attachments) }

    func model<Model>(at indexPath: IndexPath, as type: Model.Type = Model.self) -> Model? {
        events.model(at: ItemPath(item: indexPath[1], section: indexPath[0]), as: type)
    }

    func modelSelected<Model>(
        _ type: Model.Type, from selections: Signal<(tableView: UITableView, indexPath: IndexPath), Never>
    ) -> Signal<Model, Never> {
        events.models(type, at: selections.map { ItemPath(item: $0.indexPath[1], section: $0.indexPath[0]) })
    }

    func modelDeleted<Model>(_ type: Model.Type) -> Signal<Model, Never> { events.deleted(type) }

    func itemMoved<Model>(_ type: Model.Type) -> Signal<(model: Model, from: IndexPath, to: IndexPath), Never> {
        events.moved(type).map { (model: $0.model, from: $0.from.indexPath, to: $0.to.indexPath) }
    }
}
