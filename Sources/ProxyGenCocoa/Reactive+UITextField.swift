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
            controlProperty(editingEvents: [.allEditingEvents, .valueChanged], get: { $0.text }) { field, text in
                field.text = text
            }
        }

        /// The attributed text, as `text`.
        ///
        /// ```swift
        /// noteField.reactive.attributedText <~ styledDraft
        /// ```
        public var attributedText: ControlProperty<NSAttributedString?> {
            controlProperty(editingEvents: [.allEditingEvents, .valueChanged], get: { $0.attributedText }) {
                field, text in field.attributedText = text
            }
        }
    }
#endif
