// Every call of an observing subclass, wherever the class has its methods: in its body, in its
// extensions (`@objc` in source; a module's interface prints Objective-C categories so), from a
// superclass that is not selected, and each signature once (an override in the class replaces the
// superclass's method). `UIViewController`'s shapes, in small: `willMove(toParent:)` in a
// category, `touchesBegan(_:with:)` from `UIResponder`, `traitCollectionDidChange(_:)` for a
// protocol the class adopts. A settable property's setter is observed as a call with the new
// value (`title`); a read-only one, or one only the class sets, is not.
import Foundation

@objc public protocol Environment: NSObjectProtocol {
    func environmentDidChange(_ previous: Int)
}

/// Not selected: a subclass of its subclass overrides its methods all the same.
open class Responder: NSObject {
    open func touchesBegan(_ touches: Set<Int>, with event: NSObject?) {}
    @discardableResult
    open func becomeFirstResponder() -> Bool { true }
}

/// A screen. @proxyable
open class Controller: Responder, Environment {
    open var title: String?
    open var view: NSObject!
    open private(set) var isLoaded = false
    open var count: Int { 0 }
    open func viewDidLoad() {}
    open func environmentDidChange(_ previous: Int) {}
    @discardableResult
    open override func becomeFirstResponder() -> Bool { false }
}

extension Controller {
    @objc open var isEditing: Bool {
        get { false }
        set {}
    }
    @objc open func willMove(toParent parent: Controller?) {}
    @objc open func setEditing(_ editing: Bool, animated: Bool) {}
    // Not `@objc`: Swift overrides no other method declared in an extension.
    public func helper() {}
}

extension Responder {
    @objc open func motionEnded(_ motion: Int) {}
}
