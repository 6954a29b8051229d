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

/// Uses `Self` made optional, and inside another type.
protocol Merging: AnyObject {
    func merge(with other: Self?)
}

protocol Listing: AnyObject {
    func siblings() -> [Self]
}

/// Collides with the proxy's own state, in backticks.
protocol Stateful: AnyObject {
    var `proxyState`: Int { get }
}
