// Reactive+UIGestureRecognizer: a gesture recognizer's state changes as a typed signal.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIGestureRecognizer {
        /// The recognizer each time its state changes (each action message it sends: `.began`,
        /// `.changed`, `.ended`, … for continuous gestures, `.ended` for discrete ones), on the
        /// main thread (ReactiveCocoa's `stateChanged`). The target is kept alive by the recognizer
        /// and removed when the signal ends; the signal completes when the recognizer goes away.
        ///
        /// ```swift
        /// let tap = UITapGestureRecognizer()
        /// view.addGestureRecognizer(tap)
        /// tap.reactive.stateChanged.filter { $0.state == .ended }.observeValues { _ in close() }
        /// pan.reactive.stateChanged.observeValues { pan in move(by: pan.translation(in: view)) }
        /// ```
        public var stateChanged: Signal<Base, Never> {
            base.actions(for: ())
        }
    }
#endif
