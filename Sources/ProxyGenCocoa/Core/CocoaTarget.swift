// CocoaTarget: a target–action receiver that forwards to a closure, kept alive by the object that
// sends to it.

import ReactiveRuntime

#if canImport(ObjectiveC)
    import Foundation

    /// What a target–action receiver is: an Objective-C object, where there is a runtime to send it
    /// the message.
    typealias TargetBase = NSObject
#else
    /// What a target–action receiver is: any object (the tests' UIKit double calls it directly).
    class TargetBase {}
#endif

/// Receives a target–action message (`invoke(_:)`) and calls a closure with the sender.
/// UIKit holds targets weakly, so each one is kept alive by its sender's ``Attachments``
/// (``retain(by:)``) and released with it or by ``release(from:)``.
@MainActor
final class CocoaTarget: TargetBase {
    #if canImport(ObjectiveC)
        /// The selector to register: `#selector(CocoaTarget.invoke(_:))`. Computed, not stored:
        /// `Selector` is `Sendable` only in SDKs since Xcode 16, and a stored static needs that.
        nonisolated static var action: Selector { #selector(CocoaTarget.invoke(_:)) }
    #endif

    private let handler: @MainActor (Any?) -> Void

    init(_ handler: @escaping @MainActor (Any?) -> Void) {
        self.handler = handler
    }

    /// The target–action entry point.
    #if canImport(ObjectiveC)
        @objc func invoke(_ sender: Any?) {
            handler(sender)
        }
    #else
        func invoke(_ sender: Any?) {
            handler(sender)
        }
    #endif

    /// Keeps this target alive for as long as `owner` lives (or until released).
    func retain(by owner: some AttachmentOwner) {
        owner.attachments.targets.append(self)
    }

    /// Stops `owner` keeping this target alive.
    func release(from owner: some AttachmentOwner) {
        owner.attachments.targets.removeAll { $0 === self }
    }
}
