// Reactive+UISearchBar: a search bar's text as a control property.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UISearchBar {
        /// The text: each run sends the current text, then the text after each edit the user
        /// makes, on the main thread; as a target, sets it. Read from the bar's
        /// `searchTextField`, a `UITextField` (iOS 13), so the bar's delegate slot stays free for
        /// the app or for `searchBar.reactive.delegate`.
        ///
        /// ```swift
        /// searchBar.reactive.text.orEmpty.values
        ///     .debounce(.milliseconds(300), on: MainScheduler.shared)
        ///     .startWithValues { search($0) }
        /// ```
        public var text: ControlProperty<String?> {
            let field = base.searchTextField
            return ControlProperty(
                values: field.textProperty.values, lifetime: base.attachments.lifetime,
                object: ControlObject(
                    base, get: { $0.text }, set: { $0.text = $1 }, isComposing: { $0.searchTextField.isComposingText }))
        }
    }
#endif
