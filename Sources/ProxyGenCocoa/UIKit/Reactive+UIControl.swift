// Reactive+UIControl: a control's target–action events as typed signals, and its values as
// control properties.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIControl {
        /// The control each time it sends one of `controlEvents`, on the main thread
        /// (ReactiveCocoa's `controlEvents(_:)`). The target is kept alive by the control (an
        /// associated object) and removed when the signal ends; the signal completes when the
        /// control goes away.
        ///
        /// ```swift
        /// slider.reactive.controlEvents(.valueChanged).observeValues { print($0.value) }
        /// ```
        public func controlEvents(_ controlEvents: UIControl.Event) -> Signal<Base, Never> {
            base.actions(for: controlEvents)
        }

        /// A value of the control that the user changes with `editingEvents`: each run of its
        /// ``ControlProperty/values`` sends `get(control)` now, then after each of those events;
        /// its target calls `set` on the main thread. What the accessors below are made of; use it
        /// for a control of your own.
        ///
        /// ```swift
        /// extension Reactive where Base: RatingControl {
        ///     var rating: ControlProperty<Int> {
        ///         controlProperty(editingEvents: .valueChanged, get: \.rating) { $0.rating = $1 }
        ///     }
        /// }
        /// ```
        public func controlProperty<Value>(
            editingEvents: UIControl.Event,
            get: @escaping @MainActor (Base) -> Value,
            set: @escaping @MainActor (Base, Value) -> Void
        ) -> ControlProperty<Value> {
            base.property(changedBy: editingEvents, get: get, set: set)
        }
    }
#endif
