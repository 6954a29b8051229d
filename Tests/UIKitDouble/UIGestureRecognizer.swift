// UIGestureRecognizer and UIBarButtonItem: the double's other target–action senders.

/// A gesture recognizer: each state change sends every target its action.
@MainActor
open class UIGestureRecognizer: DoubleObject {
    public enum State: Sendable {
        case possible, began, changed, ended, cancelled, failed
    }

    public private(set) var state = State.possible
    open var isEnabled = true

    private var targetActions: [TargetAction] = []

    /// Registers `target` to receive `action` at each state change; held weakly.
    public func addTarget(_ target: AnyObject, action: Selector) {
        targetActions.append(TargetAction(target: target, action: action))
    }

    /// Stops sending `action` to `target`.
    public func removeTarget(_ target: AnyObject?, action: Selector?) {
        targetActions.removeAll { $0.target === target && (action == nil || $0.action == action) }
    }

    /// The number of targets registered.
    public var targetCount: Int { targetActions.count }

    /// The user's gesture moves the recognizer to `state`.
    public func recognize(_ state: State) {
        self.state = state
        for targetAction in targetActions { targetAction.send(from: self) }
    }
}

/// A tap recognizer.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {}

/// A bar button item: one target–action slot.
@MainActor
open class UIBarButtonItem: DoubleObject {
    open weak var target: AnyObject?
    open var action: Selector?
    open var isEnabled = true
    open var title: String?

    /// The user taps the item: its action is sent to its target, unless it is disabled.
    public func press() {
        guard isEnabled, let action else { return }
        TargetAction(target: target, action: action).send(from: self)
    }
}
