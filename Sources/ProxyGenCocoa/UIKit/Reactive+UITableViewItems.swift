// Reactive+UITableViewItems: a table's rows bound to models (`items`, `sections`), and the models
// behind its rows (`model(at:)`, `modelSelected`, `modelDeselected`, `modelDeleted`, `itemMoved`).

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UITableView {
        private func list(_ animation: TableItemsAnimation) -> ItemsList<TableItemsDataSource> {
            ItemsList(view: base, slot: \.dataSource) { TableBatchUpdates($0, animation: animation) }
        }

        /// The table's rows as a binding target of collections of models, each row's cell dequeued
        /// for `cellIdentifier` (registered as `cellType`) and configured with its row and model.
        /// Models with an identity (`Identifiable`, or `identity: .keyPath(\.id)`) are animated into
        /// place; others reload the table. `editing` lets the user delete or move rows.
        ///
        /// ```swift
        /// tableView.reactive.items(cellIdentifier: "Result", cellType: ResultCell.self) { row, result, cell in
        ///     cell.titleLabel.text = result.title
        /// } <~ viewModel.results
        /// ```
        public func items<Models: RandomAccessCollection, Cell: UITableViewCell>(
            cellIdentifier: String, cellType: Cell.Type, identity: ItemIdentity<Models.Element> = .automatic,
            animation: TableItemsAnimation = .automatic, editing: ItemsEditing = [],
            configure: @escaping @MainActor (_ row: Int, _ model: Models.Element, _ cell: Cell) -> Void
        ) -> ItemsBindingTarget<Models> {
            list(animation).items(
                identity: identity, editing: editing,
                cell: ItemsList<TableItemsDataSource>.cells(identifier: cellIdentifier, type: cellType) {
                    configure($0.item, $1, $2)
                })
        }

        /// The table's rows as a binding target of collections of models, each row's cell made by
        /// `cell` with the table, the row's index path and its model.
        ///
        /// ```swift
        /// tableView.reactive.items { tableView, indexPath, contact in
        ///     let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        ///     cell.textLabel?.text = contact.name
        ///     return cell
        /// } <~ contacts
        /// ```
        public func items<Models: RandomAccessCollection>(
            identity: ItemIdentity<Models.Element> = .automatic, animation: TableItemsAnimation = .automatic,
            editing: ItemsEditing = [],
            cell: @escaping @MainActor (UITableView, IndexPath, Models.Element) -> UITableViewCell
        ) -> ItemsBindingTarget<Models> {
            list(animation).items(identity: identity, editing: editing) { cell($0, $1.indexPath, $2) }
        }

        /// The table's sections (``SectionModel``: rows, header and footer titles) as a binding
        /// target, each row's cell dequeued for `cellIdentifier` and configured with its index
        /// path and model. Sections are matched by their `id`, rows by `identity`.
        ///
        /// ```swift
        /// tableView.reactive.sections(cellIdentifier: "Book", cellType: BookCell.self) { indexPath, book, cell in
        ///     cell.textLabel?.text = book.title
        /// } <~ viewModel.booksByAuthor
        /// ```
        public func sections<Sections: RandomAccessCollection, SectionID: Hashable, Item, Cell: UITableViewCell>(
            cellIdentifier: String, cellType: Cell.Type, identity: ItemIdentity<Item> = .automatic,
            animation: TableItemsAnimation = .automatic, editing: ItemsEditing = [],
            configure: @escaping @MainActor (_ indexPath: IndexPath, _ model: Item, _ cell: Cell) -> Void
        ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
            list(animation).sections(
                identity: identity, editing: editing,
                cell: ItemsList<TableItemsDataSource>.cells(identifier: cellIdentifier, type: cellType) {
                    configure($0.indexPath, $1, $2)
                })
        }

        /// The table's sections as a binding target, each row's cell made by `cell`.
        ///
        /// ```swift
        /// tableView.reactive.sections { tableView, indexPath, book in … } <~ viewModel.booksByAuthor
        /// ```
        public func sections<Sections: RandomAccessCollection, SectionID: Hashable, Item>(
            identity: ItemIdentity<Item> = .automatic, animation: TableItemsAnimation = .automatic,
            editing: ItemsEditing = [], cell: @escaping @MainActor (UITableView, IndexPath, Item) -> UITableViewCell
        ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
            list(animation).sections(identity: identity, editing: editing) { cell($0, $1.indexPath, $2) }
        }

        private var events: ItemsModelEvents { ItemsModelEvents(attachments: base.attachments) }

        /// The model the row at `indexPath` shows, nil where there is none or it is not a `Model`.
        ///
        /// ```swift
        /// let book = tableView.reactive.model(at: indexPath, as: Book.self)
        /// ```
        public func model<Model>(at indexPath: IndexPath, as type: Model.Type = Model.self) -> Model? {
            events.model(at: ItemPath(indexPath), as: type)
        }

        /// The model of each row the user selects, read when it is selected.
        ///
        /// ```swift
        /// tableView.reactive.modelSelected(Book.self, from: tableView.reactive.delegate.tableViewDidSelectRowAt)
        ///     .observeValues { book in coordinator.show(book) }
        /// ```
        public func modelSelected<Model>(
            _ type: Model.Type, from selections: Signal<(tableView: UITableView, indexPath: IndexPath), Never>
        ) -> Signal<Model, Never> {
            events.models(type, at: selections.map { ItemPath($0.indexPath) })
        }

        /// The model of each row the user deselects, read when it is deselected.
        ///
        /// ```swift
        /// tableView.reactive.modelDeselected(Book.self, from: tableView.reactive.delegate.tableViewDidDeselectRowAt)
        /// ```
        public func modelDeselected<Model>(
            _ type: Model.Type, from deselections: Signal<(tableView: UITableView, indexPath: IndexPath), Never>
        ) -> Signal<Model, Never> {
            events.models(type, at: deselections.map { ItemPath($0.indexPath) })
        }

        /// The model of each row the user deletes (`editing: .delete`), once it left the table.
        ///
        /// ```swift
        /// tableView.reactive.modelDeleted(Todo.self).observeValues { todo in store.remove(todo) }
        /// ```
        public func modelDeleted<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            events.deleted(type)
        }

        /// Each row the user moves (`editing: .move`): its model and its index paths before and after.
        ///
        /// ```swift
        /// tableView.reactive.itemMoved(Todo.self).observeValues { store.move($0.model, to: $0.to.row) }
        /// ```
        public func itemMoved<Model>(
            _ type: Model.Type
        ) -> Signal<(model: Model, from: IndexPath, to: IndexPath), Never> {
            events.moved(type).map { (model: $0.model, from: $0.from.indexPath, to: $0.to.indexPath) }
        }
    }
#endif
