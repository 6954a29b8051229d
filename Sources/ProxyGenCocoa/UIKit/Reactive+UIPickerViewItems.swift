// Reactive+UIPickerViewItems: a picker's rows bound to models, one component per binding
// (`itemTitles`, `itemAttributedTitles`, `items`), and the models behind its selections.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIPickerView {
        /// The rows of `component` as a binding target of collections of models, each row titled
        /// by `title` with its index and model. A picker has as many components as the highest
        /// bound one plus one; each binding reloads its component.
        ///
        /// ```swift
        /// picker.reactive.itemTitles(component: 0) { row, city in city.name } <~ viewModel.cities
        /// ```
        public func itemTitles<Models: RandomAccessCollection>(
            component: Int = 0, _ title: @escaping @MainActor (_ row: Int, _ model: Models.Element) -> String?
        ) -> ItemsBindingTarget<Models> {
            target(component: component) { models in .title { title($0, models[$0]) } }
        }

        /// The rows of `component` as a binding target of collections of models, each row titled
        /// by the attributed string `title` makes of its index and model.
        ///
        /// ```swift
        /// picker.reactive.itemAttributedTitles { row, level in NSAttributedString(string: level.name) } <~ levels
        /// ```
        public func itemAttributedTitles<Models: RandomAccessCollection>(
            component: Int = 0,
            _ title: @escaping @MainActor (_ row: Int, _ model: Models.Element) -> NSAttributedString?
        ) -> ItemsBindingTarget<Models> {
            target(component: component) { models in .attributedTitle { title($0, models[$0]) } }
        }

        /// The rows of `component` as a binding target of collections of models, each row shown
        /// by the view `view` makes of its index, its model and the view UIKit offers for reuse.
        ///
        /// ```swift
        /// picker.reactive.items(component: 1) { row, color, reusing in
        ///     let swatch = reusing ?? UIView()
        ///     swatch.backgroundColor = color.uiColor
        ///     return swatch
        /// } <~ palette
        /// ```
        public func items<Models: RandomAccessCollection>(
            component: Int = 0,
            _ view: @escaping @MainActor (_ row: Int, _ model: Models.Element, _ reusing: UIView?) -> UIView
        ) -> ItemsBindingTarget<Models> {
            target(component: component) { models in .view { view($0, models[$0], $1) } }
        }

        /// The model of the row shown at `row` of `component`, nil where there is none or it is
        /// not a `Model`.
        ///
        /// ```swift
        /// let city = picker.reactive.model(atRow: picker.selectedRow(inComponent: 0), inComponent: 0, as: City.self)
        /// ```
        public func model<Model>(atRow row: Int, inComponent component: Int = 0, as type: Model.Type = Model.self)
            -> Model?
        {
            ItemsModelEvents(attachments: base.attachments).model(
                at: ItemPath(item: row, section: component), as: type)
        }

        /// The model of each row the user selects, in the component it is selected in.
        ///
        /// ```swift
        /// picker.reactive.modelSelected(City.self, from: picker.reactive.delegate.pickerViewDidSelectRowInComponent)
        /// ```
        public func modelSelected<Model>(
            _ type: Model.Type, from selections: Signal<(pickerView: UIPickerView, row: Int, component: Int), Never>
        ) -> Signal<Model, Never> {
            ItemsModelEvents(attachments: base.attachments).models(
                type, at: selections.map { ItemPath(item: $0.row, section: $0.component) })
        }

        private func target<Models: RandomAccessCollection>(
            component: Int, _ content: @escaping @MainActor ([Models.Element]) -> PickerRowContent
        ) -> ItemsBindingTarget<Models> {
            base.itemsTarget(component: component, empty: .none, model: { $0.model($1) }) { (value: Models) in
                let models = Array(value)
                return PickerRows(count: models.count, model: { models[$0] }, content: content(models))
            }
        }
    }

    extension UIPickerView: ItemsPickerView {
        typealias Rows = PickerRows

        func installItemsAdapters(answering components: PickerComponents<PickerRows>) {
            let dataSource = ProxyRegistry.shared.proxy(
                for: self, delegate: \.dataSource, retainingOriginal: false,
                make: { PickerItemsDataSource(forwardingTo: $0) }, asDelegate: { $0 },
                setForwardee: { $0.forwardee = $1 }, forwardee: { $0.forwardee })
            dataSource.components = components
            let delegate = ProxyRegistry.shared.proxy(
                for: self, delegate: \.delegate, retainingOriginal: false,
                make: { PickerItemsDelegate(forwardingTo: $0) }, asDelegate: { $0 },
                setForwardee: { $0.forwardee = $1 }, forwardee: { $0.forwardee })
            delegate.components = components
        }

        func uninstallItemsAdapters() {
            ProxyRegistry.shared.uninstall(from: self, delegate: \.dataSource) { (adapter: PickerItemsDataSource) in
                adapter.forwardee
            }
            ProxyRegistry.shared.uninstall(from: self, delegate: \.delegate) { (adapter: PickerItemsDelegate) in
                adapter.forwardee
            }
        }
    }
#endif
