// ItemsList+Targets: the binding targets of a list's accessors (`items`, `sections`, with a cell
// identifier or a cell closure), the same for UIKit's lists and the tests' double.

extension ItemsList {
    /// A target of collections of models shown as one section, each cell made by `cell`.
    func items<Models: RandomAccessCollection>(
        identity: ItemIdentity<Models.Element>, editing: ItemsEditing,
        cell: @escaping @MainActor (Adapter.View, ItemPath, Models.Element) -> Adapter.Cell
    ) -> ItemsBindingTarget<Models> {
        target(
            sections: { [SectionModel(id: 0, items: Array($0))] }, identity: identity, editing: editing, cell: cell)
    }

    /// A target of collections of sections, each cell made by `cell`.
    func sections<Sections: RandomAccessCollection, SectionID: Hashable, Item>(
        identity: ItemIdentity<Item>, editing: ItemsEditing,
        cell: @escaping @MainActor (Adapter.View, ItemPath, Item) -> Adapter.Cell
    ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
        target(sections: { Array($0) }, identity: identity, editing: editing, cell: cell)
    }

    /// Cells dequeued for `identifier` as `type` and configured by `configure` with the row's
    /// position and its model. A cell registered as another class stops the app with
    /// a message naming both (UIKit would hand the configure closure a cell of the wrong type).
    static func cells<Item, Cell>(
        identifier: String, type: Cell.Type, configure: @escaping @MainActor (ItemPath, Item, Cell) -> Void
    ) -> @MainActor (Adapter.View, ItemPath, Item) -> Adapter.Cell {
        { view, path, item in
            let dequeued = Adapter.dequeueCell(in: view, identifier: identifier, at: path)
            guard let cell = dequeued as? Cell else {
                fatalError(
                    "ProxyGenCocoa items binding: the cell registered for \"\(identifier)\" is a "
                        + "\(Swift.type(of: dequeued)), not a \(Cell.self)")
            }
            configure(path, item, cell)
            return dequeued
        }
    }
}
