#if canImport(ObjectiveC)
import Foundation

/// An Objective-C protocol with an optional property whose getter's selector is NSObject's
/// `zone()`: the proxy, an NSObject, cannot declare it, so the requirement is left out (the
/// method NSObject gives the proxy answers it) and the rest of the protocol gets its proxy.
@objc public protocol BufferDelegate: NSObjectProtocol {
    @objc optional var zone: AnyObject? { get }
    @objc optional func bufferDidFill(_ buffer: AnyObject)
    func bufferLength(_ buffer: AnyObject) -> Int
}

/// The same property required, as ModelIO's `MDLMeshBuffer` requires it: no proxy can implement
/// it, and the protocol is skipped with that reason.
@objc public protocol Buffer: NSObjectProtocol {
    var length: Int { get }
    var zone: AnyObject { get }
}
#endif
