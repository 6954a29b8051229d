#if canImport(ObjectiveC)
import Foundation

/// Optional methods that throw, as `CSSearchableIndexDelegate`'s and `TKTokenDriverDelegate`'s
/// are imported (an `NSError **` out-parameter becomes `throws`): calling one with `?` makes it a
/// closure first, which the compiler crashes generating code for.
@objc public protocol IndexDelegate: NSObjectProtocol {
    @objc optional func index(_ index: AnyObject, dataFor identifier: String, type: String) throws -> Data
    @objc optional func index(_ index: AnyObject, fileURLFor identifier: String, inPlace: Bool) throws -> URL
    @objc optional func indexDidFinish(_ index: AnyObject) throws
    func indexDidChange(_ index: AnyObject)
}
#endif

#if canImport(ObjectiveC)
/// The same on a protocol that does not refine `NSObjectProtocol` (as `UISplitViewControllerDelegate`
/// does not): the forwardee is asked whether it implements a method as an object.
@objc public protocol TokenDelegate {
    @objc optional func token(_ token: AnyObject, keyFor identifier: String) throws -> Data
    @objc optional func tokenDidReset(_ token: AnyObject) throws
}
#endif

#if canImport(ObjectiveC)
/// A parent whose optional method that throws the child's proxy routes to a parent proxy
/// installed behind it.
@objc public protocol SourceDelegate: NSObjectProtocol {
    @objc optional func sourceWillLoad(_ source: Source) throws
}

@objc public protocol FeedDelegate: SourceDelegate {
    @objc optional func feed(_ feed: Feed, itemAt index: Int) throws -> String
}

open class Source: NSObject {
    @_disfavoredOverload open weak var delegate: (any SourceDelegate)?
}

public final class Feed: Source {
    @_nonoverride public weak var delegate: (any FeedDelegate)?
}
#endif

#if canImport(ObjectiveC)
/// Isolated to the main actor, an optional method that throws cannot be called at all: the
/// compiler crashes generating the call (Swift 6.3). The protocol is not proxied, with an error
/// at the method.
@MainActor
@objc public protocol PageDelegate: NSObjectProtocol {
    @objc optional func page(_ page: AnyObject, textAt index: Int) throws -> String
    @objc optional func pageDidTurn(_ page: AnyObject)
}
#endif
