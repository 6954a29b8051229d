// Foundation: the part of Apple's Foundation that delegate signatures, ReactiveRuntime and
// generated proxies use, declared for typechecking only. Value types bridge to their Objective-C
// classes (`_ObjectiveCBridgeable`), as on Apple platforms, so that `@objc` accepts them.

@_exported import CoreGraphics
@_exported import Dispatch
@_exported import ObjectiveC
@_exported import _FoundationCTypes

public typealias TimeInterval = Double

/// A Swift struct on Apple platforms; `Double` here, which Objective-C represents the same way.
public typealias CGFloat = Double

@objc open class NSString: NSObject {}
@objc open class NSArray: NSObject {}
@objc open class NSDictionary: NSObject {}
@objc open class NSSet: NSObject {}
@objc open class NSNumber: NSObject {}
@objc open class NSURL: NSObject {}
@objc open class NSData: NSObject {}
@objc open class NSDate: NSObject {}
@objc open class NSIndexPath: NSObject {}
@objc open class NSCoder: NSObject {}
@objc open class NSAttributedString: NSObject {
    public init(string str: String) { fatalError() }
    open var string: String { fatalError() }
    open var length: Int { fatalError() }
}
@objc open class NSMutableAttributedString: NSAttributedString {}
@objc open class NSUUID: NSObject {}
@objc open class NSURLRequest: NSObject {}
@objc open class NSNotification: NSObject {
    public struct Name: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(_ rawValue: String) { fatalError() }
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }
}
@objc open class NSUserActivity: NSObject {}
@objc open class NSSortDescriptor: NSObject {}
@objc open class UndoManager: NSObject {}
@objc open class Progress: NSObject {}
@objc open class URLAuthenticationChallenge: NSObject {}
@objc open class URLCredential: NSObject {}

/// An error as Objective-C sees it: Swift errors bridge to it.
@objc open class NSError: NSObject, Error, @unchecked Sendable {}

@objc open class URLSessionConfiguration: NSObject, @unchecked Sendable {
    open class var `default`: URLSessionConfiguration { fatalError() }
}

@objc open class URLSessionTask: NSObject, @unchecked Sendable {
    open func resume() { fatalError() }
    open func cancel() { fatalError() }
}

@objc open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}

@objc open class URLResponse: NSObject, @unchecked Sendable {
    open var url: URL? { fatalError() }
}

@objc open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    open var statusCode: Int { fatalError() }
}

public struct URLError: Error, Hashable, Sendable {
    public struct Code: RawRepresentable, Hashable, Sendable {
        public init(rawValue: Int) { fatalError() }
        public var rawValue: Int { fatalError() }
        public static var badServerResponse: URLError.Code { fatalError() }
        public static var cancelled: URLError.Code { fatalError() }
    }
    public init(_ code: Code) { fatalError() }
    public var code: Code { fatalError() }
}

@objc open class URLSession: NSObject, @unchecked Sendable {
    open class var shared: URLSession { fatalError() }
    public init(configuration: URLSessionConfiguration) { fatalError() }
    open func dataTask(
        with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask { fatalError() }
    open func dataTask(
        with request: URLRequest,
        completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask { fatalError() }
    @objc public enum AuthChallengeDisposition: Int, @unchecked Sendable {
        case useCredential = 0
        case performDefaultHandling = 1
        case cancelAuthenticationChallenge = 2
        case rejectProtectionSpace = 3
    }
}

/// A notification as the Foundation overlay gives it to Swift.
public struct Notification: Hashable, @unchecked Sendable {
    public typealias Name = NSNotification.Name
    public var name: Notification.Name
    public var object: Any? { fatalError() }
    public var userInfo: [AnyHashable: Any]? { fatalError() }
    public static func == (lhs: Notification, rhs: Notification) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@objc open class OperationQueue: NSObject, @unchecked Sendable {
    open class var main: OperationQueue { fatalError() }
}

@objc open class NotificationCenter: NSObject, @unchecked Sendable {
    open class var `default`: NotificationCenter { fatalError() }
    open func addObserver(
        forName name: NSNotification.Name?, object obj: Any?, queue: OperationQueue?,
        using block: @escaping @Sendable (Notification) -> Void
    ) -> any NSObjectProtocol { fatalError() }
    open func removeObserver(_ observer: Any) { fatalError() }
    open func post(name aName: NSNotification.Name, object anObject: Any?) { fatalError() }
}

@objc open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { fatalError() }
}

@objc open class Thread: NSObject {
    open class var isMainThread: Bool { fatalError() }
}

public struct IndexPath: Hashable, Sendable {
    public init(index: Int) { fatalError() }
    public init(indexes: [Int]) { fatalError() }
}

public struct IndexSet: Hashable, Sendable {
    public init() { fatalError() }
    public init<ElementSequence: Sequence>(_ sequence: ElementSequence) where ElementSequence.Element == Int {
        fatalError()
    }
}

public struct URL: Hashable, Sendable {
    public init?(string: String) { fatalError() }
}

public struct UUID: Hashable, Sendable {
    public init() { fatalError() }
    public var uuidString: String { fatalError() }
}

public struct URLRequest: Hashable, Sendable {
    public init(url: URL) { fatalError() }
    public var url: URL? { fatalError() }
}

public struct Data: Hashable, Sendable {
    public init() { fatalError() }
    public var count: Int { fatalError() }
}

public struct Date: Hashable, Sendable {
    public init() { fatalError() }
    public init(timeIntervalSinceNow: TimeInterval) { fatalError() }
    public var timeIntervalSinceNow: TimeInterval { fatalError() }
}

extension IndexPath: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSIndexPath { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath { fatalError() }
}

extension URL: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSURL { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURL, result: inout URL?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURL?) -> URL { fatalError() }
}

extension Data: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSData { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSData, result: inout Data?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSData, result: inout Data?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSData?) -> Data { fatalError() }
}

extension Date: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDate { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date { fatalError() }
}

extension UUID: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSUUID { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSUUID, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSUUID, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSUUID?) -> UUID { fatalError() }
}

extension URLRequest: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSURLRequest { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSURLRequest, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSURLRequest, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSURLRequest?) -> URLRequest { fatalError() }
}

extension Notification: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSNotification { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSNotification, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSNotification, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSNotification?) -> Notification { fatalError() }
}

extension NSNotification.Name: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { fatalError() }
}

extension String: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout String?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String { fatalError() }
}

extension AnyHashable: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSObject { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSObject, result: inout AnyHashable?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSObject, result: inout AnyHashable?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSObject?) -> AnyHashable { fatalError() }
}

extension Array: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSArray { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout Array<Element>?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSArray, result: inout Array<Element>?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> Array<Element> { fatalError() }
}

extension Dictionary: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSDictionary { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary<Key, Value>?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSDictionary, result: inout Dictionary<Key, Value>?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> Dictionary<Key, Value> { fatalError() }
}

extension Set: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSSet { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSSet, result: inout Set<Element>?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSSet?) -> Set<Element> { fatalError() }
}

// MARK: - Key-value observing, as the Foundation overlay declares it

public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

public struct NSKeyValueObservedChange<Value> {
    public let newValue: Value?
    public let oldValue: Value?
}

@objc open class NSKeyValueObservation: NSObject {
    @objc public func invalidate() { fatalError() }
}

extension _KeyValueCodingAndObserving {
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>,
        options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation { fatalError() }
}

/// What SIL generation calls to hand a Swift error to Objective-C (`@objc` methods that take or
/// return an error), as the real Foundation does: the stub is compiled to SIL, not only typechecked.
public func _convertErrorToNSError(_ error: any Error) -> NSError { NSError() }

/// The way back: an `NSError` an Objective-C caller hands to Swift.
public func _convertNSErrorToError(_ error: NSError?) -> any Error { error ?? NSError() }
