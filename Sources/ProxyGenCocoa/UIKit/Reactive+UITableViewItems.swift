// Reactive+UITableViewItems: a table view's rows bound to models (RxCocoa's `items` and
// RxDataSources' animated sections): binding targets whose values become batch updates where the
// models have an identity, and the model a row shows.

#if canImport(UIKit)
    import Foundation
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UITableView {
        /// Rows from a collection of models, each in a dequeued cell of `cellType` that `configure`
        /// sets up (RxCocoa's `items(cellIdentifier:cellType:)`). Models that are `Identifiable`
        /// and `Equatable` change the table by an animated batch update (deletes, inserts, moves,
        /// and reloads of rows whose model changed); a value that arrives while one runs is applied
        /// after it, the latest winning.
        ///
        /// ```swift
        /// tableView.reactive.items(cellIdentifier: "Result", cellType: ResultCell.self) { row, result, cell in
        ///     cell.titleLabel.text = result.title
        /// } <~ viewModel.results
        /// ```
        public func items<Models: RandomAccessCollection, Cell: UITableViewCell>(
            cellIdentifier: String, cellType: Cell.Type,
            animations: TableViewAnimations = .automatic,
            configure: @escaping (_ row: Int, _ model: Models.Element, _ cell: Cell) -> Void
        ) -> BindingTarget<Models> where Models.Element: Identifiable & Equatable {
            items(animations: animations, cell: Self.dequeuing(cellIdentifier, as: cellType, configure))
        }

        /// Rows from a collection of models, as above; models without an identity reload the table
        /// on each value.
        public func items<Models: RandomAccessCollection, Cell: UITableViewCell>(
            cellIdentifier: String, cellType: Cell.Type,
            configure: @escaping (_ row: Int, _ model: Models.Element, _ cell: Cell) -> Void
        ) -> BindingTarget<Models> {
            items(cell: Self.dequeuing(cellIdentifier, as: cellType, configure))
        }

        /// Rows from a collection of models, each the cell `cell` makes (RxCocoa's closure form).
        public func items<Models: RandomAccessCollection>(
            animations: TableViewAnimations = .automatic,
            cell: @escaping (UITableView, IndexPath, Models.Element) -> UITableViewCell
        ) -> BindingTarget<Models> where Models.Element: Identifiable & Equatable {
            bind(identity: { AnyHashable($0.id) }, isUpdated: !=, animations: animations, cell: cell) {
                [SectionModel(id: 0, items: Array($0))]
            }
        }

        /// Rows from a collection of models without an identity: each value reloads the table.
        public func items<Models: RandomAccessCollection>(
            cell: @escaping (UITableView, IndexPath, Models.Element) -> UITableViewCell
        ) -> BindingTarget<Models> {
            bind(identity: nil, isUpdated: { _, _ in false }, animations: .automatic, cell: cell) {
                [SectionModel(id: 0, items: Array($0))]
            }
        }

        /// Sections of models with their header and footer titles (RxDataSources'
        /// `RxTableViewSectionedAnimatedDataSource`): sections and rows are inserted, deleted and
        /// moved by their identities in one animated batch update.
        ///
        /// ```swift
        /// tableView.reactive.sections(animations: TableViewAnimations(insertedRows: .fade)) { table, indexPath, contact in
        ///     ContactCell.dequeue(from: table, for: indexPath, showing: contact)
        /// } <~ viewModel.contactsByLetter   // [SectionModel<String, Contact>]
        /// ```
        public func sections<SectionID: Hashable, Item: Identifiable & Equatable>(
            animations: TableViewAnimations = .automatic,
            cell: @escaping (UITableView, IndexPath, Item) -> UITableViewCell
        ) -> BindingTarget<[SectionModel<SectionID, Item>]> {
            bind(identity: { AnyHashable($0.id) }, isUpdated: !=, animations: animations, cell: cell) { $0 }
        }

        /// The model the row at `indexPath` shows now, as `Model` (RxCocoa's `model(at:)`): nil
        /// outside the bound rows or for another type.
        public func model<Model>(at indexPath: IndexPath, as type: Model.Type = Model.self) -> Model? {
            base.attachments.itemAt?(indexPath) as? Model
        }

        /// Sets the items data source (the table's own stays its fallback) and returns the target
        /// that shows each value; it ends with the table.
        private func bind<Value, SectionID: Hashable, Item>(
            identity: ((Item) -> AnyHashable)?, isUpdated: @escaping (Item, Item) -> Bool,
            animations: TableViewAnimations, cell: @escaping (UITableView, IndexPath, Item) -> UITableViewCell,
            sections: @escaping (Value) -> [SectionModel<SectionID, Item>]
        ) -> BindingTarget<Value> {
            let table = base
            let dataSource = TableViewItemsDataSource<SectionID, Item>(
                table: table, identity: identity, isUpdated: isUpdated, animations: animations, cell: cell)
            if let current = table.dataSource, !(current is TableViewItemsDataSource<SectionID, Item>) {
                dataSource.original = current
            }
            // The table holds its data source weakly: its attachments keep this one.
            table.attachments.items = dataSource
            table.attachments.itemAt = { [weak dataSource] in dataSource?.item(at: $0) }
            table.dataSource = dataSource
            table.reloadData()
            return BindingTarget(lifetime: table.attachments.lifetime) { [weak dataSource] value in
                dataSource?.model.update(sections(value))
            }
        }

        private static func dequeuing<Item, Cell: UITableViewCell>(
            _ identifier: String, as type: Cell.Type, _ configure: @escaping (Int, Item, Cell) -> Void
        ) -> (UITableView, IndexPath, Item) -> UITableViewCell {
            { table, indexPath, item in
                let cell = table.dequeueReusableCell(withIdentifier: identifier, for: indexPath)
                // A cell of another class is a registration mistake of the app's: shown unconfigured.
                if let cell = cell as? Cell { configure(indexPath.row, item, cell) }
                return cell
            }
        }
    }
#endif
