// Reactive+UISwitch: a switch's state as a control property.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UISwitch {
        /// Whether the switch is on: each run sends the current state, then the state after each
        /// change the user makes (`.valueChanged`), on the main thread; as a target, sets it.
        ///
        /// ```swift
        /// settings.notificationsEnabled <~> notificationsSwitch.reactive.isOn
        /// ```
        public var isOn: ControlProperty<Bool> {
            controlProperty(editingEvents: .valueChanged, get: { $0.isOn }) { control, isOn in control.isOn = isOn }
        }
    }
#endif
