// MainThread: runs UIKit work on the main thread, at once when already there.

#if canImport(UIKit)
    import Foundation
    import ReactiveRuntime

    /// Carries values a main-thread action needs across threads. Sound because the action only
    /// touches them on the main thread, where the UIKit objects among them belong.
    struct MainThreadTransfer<Wrapped>: @unchecked Sendable {
        let wrapped: Wrapped
    }

    /// Runs `body` on the main thread: now if this is the main thread and nothing is queued
    /// there by ``MainScheduler``, otherwise queued in order.
    func onMainThread<Captured>(_ captured: Captured, _ body: @escaping @MainActor (Captured) -> Void) {
        let transfer = MainThreadTransfer(wrapped: (captured, body))
        MainScheduler.shared.schedule {
            MainActor.assumeIsolated {
                transfer.wrapped.1(transfer.wrapped.0)
            }
        }
    }
#endif
