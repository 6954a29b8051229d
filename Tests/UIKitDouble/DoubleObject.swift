// DoubleObject: the root of the double's objects, with what NSObject gives UIKit's: associated
// objects, released when the object goes away.

/// The root class of the double, standing in for `NSObject`: it keeps associated objects
/// (`objc_setAssociatedObject`) and releases them when it deinitializes.
@MainActor
open class DoubleObject {
    private var associated: [ObjectIdentifier: AnyObject] = [:]

    public init() {}

    /// The object associated with this one under `key` (any object used as a key).
    public func associatedObject(for key: AnyObject) -> AnyObject? {
        associated[ObjectIdentifier(key)]
    }

    /// Associates `value` with this object under `key`, retained until replaced or until this
    /// object deinitializes.
    public func setAssociatedObject(_ value: AnyObject?, for key: AnyObject) {
        associated[ObjectIdentifier(key)] = value
    }
}

/// A message a target receives: the double's `Selector`.
public struct Selector: Hashable, Sendable {
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// An object that can be sent a target–action message (what `objc_msgSend` does for UIKit).
@MainActor
public protocol MessageReceiver: AnyObject {
    /// Receives `message`, sent by `sender`.
    func receive(_ message: Selector, from sender: Any?)
}

/// A target and its action, the target held weakly as UIKit holds it.
@MainActor
struct TargetAction {
    weak var target: AnyObject?
    let action: Selector

    func send(from sender: Any?) {
        (target as? any MessageReceiver)?.receive(action, from: sender)
    }
}

/// The double's views: nothing is drawn.
@MainActor
open class UIView: DoubleObject {
    open var isHidden = false
    open var alpha = 1.0
}

/// A label.
@MainActor
open class UILabel: UIView {
    /// The text; each write is counted.
    open var text: String? {
        didSet { textWrites += 1 }
    }

    /// How many times `text` was set.
    public private(set) var textWrites = 0
}
