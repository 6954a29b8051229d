// AudioToolbox: `AUMessageChannel`, for typechecking generated proxies on Linux, with the iOS SDK's
// signatures. One of the frameworks checked alone (scripts/apple-typecheck.sh, "frameworks
// alone"), as scripts/real-sdk/sweep-frameworks.sh configures each framework of a real SDK. Bodies
// are never compiled.
//
// What the real SDK showed: an Objective-C protocol that does not refine `NSObjectProtocol`, with
// a settable optional property. The proxy sets it on its forwardee by selector where the forwardee
// implements the setter, and `any AUMessageChannel` has no `responds(to:)`: it is asked as an object.

@_exported import Foundation

public typealias CallHostBlock = @convention(block) ([AnyHashable: Any]) -> [AnyHashable: Any]

@objc public protocol AUMessageChannel {
    @objc optional func callAudioUnit(_ message: [AnyHashable: Any]) -> [AnyHashable: Any]
    @objc optional var callHostBlock: CallHostBlock? { get set }
}
