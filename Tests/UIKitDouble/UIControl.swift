// UIControl: target–action for control events, as UIKit's: targets held weakly, actions sent for
// the user's interactions only (a programmatic change of a value sends none).

/// A control: it sends each registered target its action when one of the target's events
/// happens.
@MainActor
open class UIControl: UIView {
    /// Control events, as UIKit's `UIControl.Event`.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
    }

    open var isEnabled = true

    private var registrations: [(targetAction: TargetAction, events: Event)] = []

    /// Registers `target` to receive `action` for `events`. The target is held weakly.
    public func addTarget(_ target: AnyObject?, action: Selector, for events: Event) {
        registrations.append((TargetAction(target: target, action: action), events))
    }

    /// Stops sending `action` to `target` for `events`.
    public func removeTarget(_ target: AnyObject?, action: Selector?, for events: Event) {
        registrations.removeAll { registration in
            registration.targetAction.target === target
                && (action == nil || registration.targetAction.action == action)
                && !registration.events.intersection(events).isEmpty
        }
    }

    /// The targets registered and still alive.
    public var allTargets: [AnyObject] {
        registrations.compactMap(\.targetAction.target)
    }

    /// Sends the actions registered for `events`, as UIKit does when the user interacts.
    open func sendActions(for events: Event) {
        for registration in registrations where !registration.events.intersection(events).isEmpty {
            registration.targetAction.send(from: self)
        }
    }
}

/// A button: a tap sends `.touchUpInside` (`.primaryActionTriggered` as well).
@MainActor
open class UIButton: UIControl {
    /// The user taps the button: nothing happens while it is disabled.
    public func tap() {
        guard isEnabled else { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }
}

/// A switch.
@MainActor
open class UISwitch: UIControl {
    open var isOn = false

    /// The user flips the switch.
    public func flip() {
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

/// A slider.
@MainActor
open class UISlider: UIControl {
    open var value: Float = 0

    /// The user drags the thumb to `value`.
    public func drag(to value: Float) {
        self.value = value
        sendActions(for: .valueChanged)
    }
}
