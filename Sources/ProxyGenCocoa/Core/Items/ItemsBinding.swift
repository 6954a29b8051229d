// ItemsBinding: an items binding of any list (UIKit's tables and collections, the tests' double):
// its models, the data source it puts in the list's slot, and the model events of the list.

import ReactiveRuntime

/// What items bindings keep for one list: the models the list shows (from the binding holding
/// it) and the edits the user makes to them.
@MainActor
final class ItemsState {
    /// The model at a position of what the list shows; nil while no binding holds the list.
    var model: ((ItemPath) -> Any?)?
    /// The components of a picker's bindings (a `PickerComponents`), while one runs.
    var picker: AnyObject?
    let deleted = Signal<(path: ItemPath, model: Any), Never>.pipe()
    let moved = Signal<(from: ItemPath, to: ItemPath, model: Any), Never>.pipe()
}

/// Where items bindings report a value they could not animate (``DuplicateIdentity``): printed,
/// unless a test collects them.
@MainActor
enum ItemsReporting {
    static var report: (DuplicateIdentity) -> Void = { print($0) }
}

extension Attachments {
    /// The items state of the object, made on first use.
    var itemsState: ItemsState {
        if let items { return items }
        let made = ItemsState()
        items = made
        return made
    }
}

/// How a binding target of sectioned values reaches a list: the slot its data source goes in,
/// the adapter that answers there, and the view that applies batch updates.
@MainActor
struct ItemsList<Adapter: ItemsSlotAdapter> where Adapter.View: AttachmentOwner {
    let view: Adapter.View
    let slot: ReferenceWritableKeyPath<Adapter.View, Adapter.Slot?>
    /// Makes the view that applies one binding's batch updates (with its animations).
    let batchView: (Adapter.View) -> any BatchUpdatingView

    /// The target of values turned into sections by `sections`, rows matched by `identity`,
    /// each cell made by `cell`.
    func target<Value, SectionID: Hashable, Item>(
        sections: @escaping (Value) -> [SectionModel<SectionID, Item>], identity: ItemIdentity<Item>,
        editing: ItemsEditing, cell: @escaping @MainActor (Adapter.View, ItemPath, Item) -> Adapter.Cell
    ) -> ItemsBindingTarget<Value> {
        let (slot, batchView) = (slot, batchView)
        return ItemsBindingTarget(lifetime: view.attachments.lifetime) { [weak view] in
            guard let view else { return ItemsConnection(show: { _ in }, end: {}) }
            let batch = batchView(view)
            let model = SectionedItemsModel<SectionID, Item>(view: batch, identity: identity)
            model.report = { ItemsReporting.report($0) }
            return Self.connect(view, slot, batch, model, editing: editing, cell: cell, sections: sections)
        }
    }

    /// Puts the adapter in `view`'s slot with the answers of `model` and shows its (empty)
    /// models; the connection shows values while the adapter holds these answers and gives the
    /// slot back when it ends.
    private static func connect<Value, SectionID: Hashable, Item>(
        _ view: Adapter.View, _ slot: ReferenceWritableKeyPath<Adapter.View, Adapter.Slot?>,
        _ batch: any BatchUpdatingView, _ model: SectionedItemsModel<SectionID, Item>,
        editing: ItemsEditing, cell: @escaping @MainActor (Adapter.View, ItemPath, Item) -> Adapter.Cell,
        sections: @escaping (Value) -> [SectionModel<SectionID, Item>]
    ) -> ItemsConnection<Value> {
        let state = view.attachments.itemsState
        let answers = Self.answers(model, batch, state, editing: editing, cell: cell)
        let adapter = ProxyRegistry.shared.proxy(
            for: view, delegate: slot, retainingOriginal: false, make: { Adapter(forwardingTo: $0) },
            asDelegate: { $0.asSlot }, setForwardee: { $0.forwardee = $1 }, forwardee: { $0.forwardee })
        adapter.answers = answers
        state.model = { model.model(at: $0) }
        batch.reloadData()
        return ItemsConnection(
            show: { value in
                guard adapter.answers === answers else { return }
                model.update(sections(value))
            },
            end: { [weak view] in
                guard let view, adapter.answers === answers else { return }
                adapter.answers = nil
                state.model = nil
                ProxyRegistry.shared.uninstall(from: view, delegate: slot) { (adapter: Adapter) in adapter.forwardee }
                batch.reloadData()
            })
    }

    /// The answers of a binding over `model`, whose edits are reported to `state`.
    private static func answers<SectionID: Hashable, Item>(
        _ model: SectionedItemsModel<SectionID, Item>, _ batch: any BatchUpdatingView, _ state: ItemsState,
        editing: ItemsEditing, cell: @escaping @MainActor (Adapter.View, ItemPath, Item) -> Adapter.Cell
    ) -> ItemsAnswers<Adapter.View, Adapter.Cell> {
        ItemsAnswers(
            numberOfSections: { model.sections.count },
            numberOfItems: { model.sections.indices.contains($0) ? model.sections[$0].items.count : 0 },
            cell: { view, path in cell(view, path, model.sections[path.section].items[path.item]) },
            title: { section, isFooter in
                guard model.sections.indices.contains(section) else { return nil }
                return isFooter ? model.sections[section].footerTitle : model.sections[section].headerTitle
            },
            editing: editing, batchView: batch,
            delete: { path in
                // The view removes the row by the update (UIKit requires it before `commit` returns).
                var sections = model.sections
                let removed = sections[path.section].items.remove(at: path.item)
                model.update(sections)
                state.deleted.input.send((path, removed))
            },
            move: { from, to in
                var sections = model.sections
                let moved = sections[from.section].items.remove(at: from.item)
                sections[to.section].items.insert(moved, at: to.item)
                model.replaceSilently(sections)
                state.moved.input.send((from, to, moved))
            })
    }
}
