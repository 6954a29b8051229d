// Reactive+UITextField: a text field's text as a control property.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UITextField {
        /// The text: each run sends the current text, then the text after each edit the user
        /// makes (editing events and `.valueChanged`), on the main thread; as a target, sets it.
        ///
        /// ```swift
        /// viewModel.email <~> emailField.reactive.text.orEmpty
        /// ```
        public var text: ControlProperty<String?> {
            base.textProperty
        }

        /// The attributed text, as `text`.
        ///
        /// ```swift
        /// noteField.reactive.attributedText <~ styledDraft
        /// ```
        public var attributedText: ControlProperty<NSAttributedString?> {
            base.attributedTextProperty
        }
    }
#endif
