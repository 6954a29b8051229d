// Reactive+UITextView: a text view's text as a control property.

#if canImport(UIKit)
    import Foundation
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UITextView {
        /// The text: each run sends the current text, then the text after each edit the user
        /// makes (`UITextView.textDidChangeNotification`, so the view's delegate slot stays
        /// free), on the main thread; completes when the view goes away. As a target, sets it.
        ///
        /// ```swift
        /// viewModel.notes <~> notesView.reactive.text.orEmpty
        /// ```
        public var text: ControlProperty<String?> {
            textViewProperty(get: { $0.text }) { view, text in view.text = text }
        }

        /// The attributed text, as `text`.
        ///
        /// ```swift
        /// preview.reactive.attributedText <~ rendered
        /// ```
        public var attributedText: ControlProperty<NSAttributedString?> {
            textViewProperty(get: { $0.attributedText }) { view, text in view.attributedText = text }
        }

        private func textViewProperty<Value>(
            get: @escaping @MainActor (Base) -> Value,
            set: @escaping @MainActor (Base, Value) -> Void
        ) -> ControlProperty<Value> {
            let reference = MainThreadTransfer(wrapped: (WeakReference(base), get))
            let values = SignalProducer<Value, Never> { input in
                MainActor.assumeIsolated {
                    guard let view = reference.wrapped.0.object else {
                        input.sendCompleted()
                        return nil
                    }
                    input.send(reference.wrapped.1(view))
                    let observer = NotificationCenter.default.addObserver(
                        forName: UITextView.textDidChangeNotification, object: view, queue: .main
                    ) { _ in
                        MainActor.assumeIsolated {
                            guard let view = reference.wrapped.0.object else { return }
                            input.send(reference.wrapped.1(view))
                        }
                    }
                    let token = MainThreadTransfer(wrapped: observer)
                    let ended = view.attachments.lifetime.observeEnded { input.sendCompleted() }
                    return ActionDisposable {
                        ended.dispose()
                        NotificationCenter.default.removeObserver(token.wrapped)
                    }
                }
            }
            return ControlProperty(
                values: values.start(on: MainScheduler.shared),
                lifetime: base.attachments.lifetime,
                object: ControlObject(base, get: get, set: set, isComposing: { $0.markedTextRange != nil }))
        }
    }
#endif
