// ItemsModelSelection: `modelSelected(Model.self)` and `modelDeselected(Model.self)` of tables,
// collection views and pickers, spelled as RxCocoa spells them: the selections come from the
// delegate accessors generated into this module, the models from the items binding
// (ProxyGenCocoa's `modelSelected(_:from:)`), read when the user selects.

#if canImport(UIKit)
    import ProxyGenCocoa
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UITableView {
        /// The model of each row the user selects, read from the models the table shows at the
        /// tap (after an update, the new ones). The table's delegate stays the app's: the
        /// selections are observed through `reactive.delegate`, which forwards to it.
        ///
        /// ```swift
        /// tableView.reactive.modelSelected(Book.self).observeValues { book in open(book) }
        /// ```
        public func modelSelected<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            modelSelected(type, from: delegate.tableViewDidSelectRowAt)
        }

        /// The model of each row the user deselects, read when it is deselected.
        ///
        /// ```swift
        /// tableView.reactive.modelDeselected(Book.self).observeValues { book in close(book) }
        /// ```
        public func modelDeselected<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            modelDeselected(type, from: delegate.tableViewDidDeselectRowAt)
        }
    }

    @MainActor
    extension Reactive where Base: UICollectionView {
        /// The model of each item the user selects, read from the models the collection view
        /// shows at the tap (after an update, the new ones).
        ///
        /// ```swift
        /// photosView.reactive.modelSelected(Photo.self).observeValues { photo in show(photo) }
        /// ```
        public func modelSelected<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            modelSelected(type, from: delegate.collectionViewDidSelectItemAt)
        }

        /// The model of each item the user deselects, read when it is deselected.
        ///
        /// ```swift
        /// photosView.reactive.modelDeselected(Photo.self).observeValues { photo in hide(photo) }
        /// ```
        public func modelDeselected<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            modelDeselected(type, from: delegate.collectionViewDidDeselectItemAt)
        }
    }

    @MainActor
    extension Reactive where Base: UIPickerView {
        /// The model of each row the user selects, in the component it is selected in.
        ///
        /// ```swift
        /// picker.reactive.modelSelected(City.self).observeValues { city in weather.city = city }
        /// ```
        public func modelSelected<Model>(_ type: Model.Type) -> Signal<Model, Never> {
            modelSelected(type, from: delegate.pickerViewDidSelectRowInComponent)
        }
    }
#endif
