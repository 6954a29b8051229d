// CocoaTargets: the target–action receivers an object keeps alive, as an associated object.

#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    /// The targets an object keeps alive, as one associated object of it.
    @MainActor
    final class CocoaTargets {
        var targets: [CocoaTarget] = []

        /// The targets of `owner`, made on first use.
        static func of(_ owner: NSObject) -> CocoaTargets {
            if let existing = objc_getAssociatedObject(owner, cocoaTargetsKey) as? CocoaTargets {
                return existing
            }
            let made = CocoaTargets()
            objc_setAssociatedObject(owner, cocoaTargetsKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return made
        }
    }

    /// The key of the associated ``CocoaTargets``: the address of a byte allocated once.
    nonisolated(unsafe) private let cocoaTargetsKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
#endif
