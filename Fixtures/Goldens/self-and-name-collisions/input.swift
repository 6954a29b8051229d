open class Base {}

/// Requires conformers to inherit from a class.
protocol Constrained: AnyObject where Self: Base {
    func update()
}

/// Uses `Self`, which a proxy cannot forward.
protocol Copying: AnyObject {
    func copy() -> Self
}

/// Collides with the proxy's own members.
protocol Eventful: AnyObject {
    var events: Int { get }
    func forwardee() -> String?
}
