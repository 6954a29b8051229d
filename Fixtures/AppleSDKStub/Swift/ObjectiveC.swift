// ObjectiveC: the part of Apple's ObjectiveC module that ProxyGen's runtime and generated proxies
// use, declared for typechecking only (bodies are never compiled). With this module present and
// `-enable-objc-interop`, `canImport(ObjectiveC)` is true, `@objc`, `@objc optional` and
// `#selector` are checked, and a selector that names no method is an error.

/// An Objective-C boolean, as Apple's module declares it.
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
    @usableFromInline var value: Bool

    public init(_ value: Bool) { self.value = value }

    public init(booleanLiteral value: Bool) { self.value = value }

    /// The value as a Swift `Bool`.
    public var boolValue: Bool { value }
}

/// Used by the compiler to bridge `Bool` to Objective-C.
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { ObjCBool(x) }

/// Used by the compiler to bridge Objective-C booleans to `Bool`.
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { x.boolValue }

/// An Objective-C method name.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, Sendable {
    @usableFromInline var name: String

    public init(_ name: String) { self.name = name }

    public init(stringLiteral value: String) { self.name = value }
}

/// An Objective-C memory zone.
@frozen
public struct NSZone {}

/// The Objective-C `NSObject` protocol (its members that matter here; `description` and
/// `conforms(to:)` need Foundation's bridging, which this module does not have).
@objc public protocol NSObjectProtocol {
    func isEqual(_ object: Any?) -> Bool
    var hash: Int { get }
    func isKind(of aClass: AnyClass) -> Bool
    func responds(to aSelector: Selector!) -> Bool
    func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>!
}

/// The root class of Objective-C class hierarchies.
@objc open class NSObject: NSObjectProtocol, Hashable {
    public init() {}

    open func isEqual(_ object: Any?) -> Bool { fatalError() }
    open var hash: Int { fatalError() }
    open func isKind(of aClass: AnyClass) -> Bool { fatalError() }
    open func responds(to aSelector: Selector!) -> Bool { fatalError() }
    open func forwardingTarget(for aSelector: Selector!) -> Any? { fatalError() }
    open func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! { fatalError() }
    /// The method whose selector, `zone`, no property of a subclass can have (ModelIO's stub).
    open func zone() -> UnsafeMutablePointer<NSZone>! { fatalError() }

    /// Key-value observing by key path string (Foundation's `NSKeyValueObserving.h`; declared here,
    /// in the class, so that subclasses can override `observeValue`).
    open func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) { fatalError() }
    open func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) { fatalError() }
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) { fatalError() }

    /// Whether instances of the class respond to `aSelector`.
    open class func instancesRespond(to aSelector: Selector!) -> Bool { fatalError() }

    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// The retention of an associated object.
public enum objc_AssociationPolicy: UInt, @unchecked Sendable {
    case OBJC_ASSOCIATION_ASSIGN = 0
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    case OBJC_ASSOCIATION_RETAIN = 769
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key`.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) { fatalError() }

/// The value associated with `object` under `key`.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? { fatalError() }

/// Removes every association of `object`.
public func objc_removeAssociatedObjects(_ object: Any) { fatalError() }

// Foundation's key-value observing types, here for NSObject's methods above.

public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 1)
    public static let old = NSKeyValueObservingOptions(rawValue: 2)
    public static let initial = NSKeyValueObservingOptions(rawValue: 4)
    public static let prior = NSKeyValueObservingOptions(rawValue: 8)
}

public struct NSKeyValueChangeKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
}
