// ModelIO: `MDLMeshBuffer` and `MDLMeshBufferAllocator`, for typechecking generated proxies on
// Linux, with the iOS SDK's signatures (a subset). One of the frameworks checked alone
// (scripts/apple-typecheck.sh, "frameworks alone"). Bodies are never compiled.
//
// What the real SDK showed: a required property `zone`, whose getter's selector is NSObject's
// `zone()`: no subclass of NSObject can implement it, so `MDLMeshBuffer` is skipped with that
// reason, and `MDLMeshBufferAllocator`, which does not have it, gets its proxy.

@_exported import Foundation

@objc public protocol MDLMeshBufferZone: NSObjectProtocol {
    var capacity: Int { get }
}

@objc public protocol MDLMeshBuffer: NSObjectProtocol {
    var length: Int { get }
    var zone: any MDLMeshBufferZone { get }
}

@objc public protocol MDLMeshBufferAllocator: NSObjectProtocol {
    func newZone(_ capacity: Int) -> any MDLMeshBufferZone
}
