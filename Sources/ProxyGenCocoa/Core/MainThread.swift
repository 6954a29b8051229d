// MainThread: runs UIKit work on the main thread, at once when already there, and binding
// targets that write on it.

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

/// Calls `set` on the main thread with the object (while it lives) and each value.
@MainActor
func mainThreadSetter<Object: AnyObject, Value>(
    _ object: Object,
    _ set: @escaping @MainActor (Object, Value) -> Void
) -> (Value) -> Void {
    let captured = MainThreadTransfer(wrapped: (WeakReference(object), set))
    // `@Sendable`, so not isolated to the main actor: it is called from any thread.
    return { @Sendable value in
        onMainThread((captured, value)) { arguments in
            let (reference, set) = arguments.0.wrapped
            guard let object = reference.object else { return }
            set(object, arguments.1)
        }
    }
}

/// A target that writes `object[keyPath: keyPath]` on the main thread for the object's lifetime.
@MainActor
func mainThreadTarget<Object: AttachmentOwner, Value>(
    _ object: Object,
    _ keyPath: ReferenceWritableKeyPath<Object, Value>
) -> BindingTarget<Value> {
    mainThreadTarget(object) { object, value in object[keyPath: keyPath] = value }
}

/// A target that calls `write` on the main thread with the object and each value, for the
/// object's lifetime; holds the object weakly. Values may come from any thread.
@MainActor
func mainThreadTarget<Object: AttachmentOwner, Value>(
    _ object: Object,
    _ write: @escaping @MainActor (Object, Value) -> Void
) -> BindingTarget<Value> {
    BindingTarget(lifetime: object.attachments.lifetime, action: mainThreadSetter(object, write))
}
