// CocoaTarget: an Objective-C target–action receiver that forwards to a closure, kept alive by
// the object that sends to it.

#if canImport(UIKit)
    import ObjectiveC
    import ReactiveRuntime
    import UIKit

    /// Receives a target–action message (`invoke(_:)`) and calls a closure with the sender.
    /// UIKit holds targets weakly, so each one is retained by its sender through ``retain(by:)``
    /// (an associated object) and released with it or by ``release(from:)``.
    @MainActor
    final class CocoaTarget: NSObject {
        /// The selector to register: `#selector(CocoaTarget.invoke(_:))`. Computed, not stored:
        /// `Selector` is `Sendable` only in SDKs since Xcode 16, and a stored static needs that.
        nonisolated static var action: Selector { #selector(CocoaTarget.invoke(_:)) }

        private let handler: @MainActor (Any?) -> Void

        init(_ handler: @escaping @MainActor (Any?) -> Void) {
            self.handler = handler
        }

        /// The target–action entry point.
        @objc func invoke(_ sender: Any?) {
            handler(sender)
        }

        /// Keeps this target alive for as long as `owner` lives (or until released).
        func retain(by owner: NSObject) {
            CocoaTargets.of(owner).targets.append(self)
        }

        /// Stops `owner` keeping this target alive.
        func release(from owner: NSObject) {
            CocoaTargets.of(owner).targets.removeAll { $0 === self }
        }
    }
#endif
