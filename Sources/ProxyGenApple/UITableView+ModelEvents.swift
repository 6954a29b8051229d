// UITableView+ModelEvents: the models of the rows a user selects and deselects in a table bound
// with `reactive.items` or `reactive.sections` (RxCocoa's `modelSelected`, `modelDeselected`),
// read from the table's delegate proxy and the models the table shows at that moment.

#if canImport(UIKit)
    import ProxyGenCocoa
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UITableView {
        /// The model of each row the user selects, as the table shows it then (after an update,
        /// the new one); a row of another type, or outside the bound rows, sends nothing.
        ///
        /// ```swift
        /// tableView.reactive.modelSelected(SearchResult.self).observeValues { open($0) }
        /// ```
        public func modelSelected<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            let table = base
            return delegate.tableViewDidSelectRowAt.compactMap { [weak table] selection in
                table?.reactive.model(at: selection.indexPath, as: Model.self)
            }
        }

        /// The model of each row the user deselects, as the table shows it then.
        public func modelDeselected<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            let table = base
            return delegate.tableViewDidDeselectRowAt.compactMap { [weak table] selection in
                table?.reactive.model(at: selection.indexPath, as: Model.self)
            }
        }
    }
#endif
