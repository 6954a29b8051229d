// Reactive+UIStepper: a stepper's value as a control property.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIStepper {
        /// The value: each run sends the current value, then the value after each change the user
        /// makes (`.valueChanged`), on the main thread; as a target, sets it.
        ///
        /// ```swift
        /// order.quantity <~> quantityStepper.reactive.value
        /// ```
        public var value: ControlProperty<Double> {
            controlProperty(editingEvents: .valueChanged, get: { $0.value }) { control, value in control.value = value }
        }
    }
#endif
