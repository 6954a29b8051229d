// PressedBinding: what `reactive.pressed` keeps on a button or bar item — the action, its taps'
// observation and its `isEnabled` binding.

import ReactiveRuntime

/// The action bound to one object's presses, kept in its ``Attachments``: releasing it (a new
/// action, `nil`, or the object going away) ends the observation of the taps and the `isEnabled`
/// binding.
@MainActor
final class PressedBinding {
    let action: AnyObject
    private let bindings: ScopedDisposable

    private init(action: AnyObject, bindings: ScopedDisposable) {
        self.action = action
        self.bindings = bindings
    }

    /// The action bound to `object`'s presses.
    static func action<Sender>(of object: some AttachmentOwner) -> CocoaAction<Sender>? {
        object.attachments.pressed?.action as? CocoaAction<Sender>
    }

    /// Binds `action` to `object`: each value of `taps` runs it with `object` as the sender,
    /// and `setEnabled` follows its `isEnabled` on the main thread. Replaces (and ends) the
    /// previous binding; `nil` only ends it.
    static func bind<Sender: AttachmentOwner>(
        _ action: CocoaAction<Sender>?,
        to object: Sender,
        taps: Signal<Void, Never>,
        setEnabled: @escaping @MainActor (Sender, Bool) -> Void
    ) {
        guard let action else {
            object.attachments.pressed = nil
            return
        }
        let bindings = ScopedDisposable()
        let reference = MainThreadTransfer(wrapped: (WeakReference(object), action))
        bindings += taps.observeValues {
            MainActor.assumeIsolated {
                guard let sender = reference.wrapped.0.object else { return }
                reference.wrapped.1.execute(sender)
            }
        }
        bindings += mainThreadTarget(object, setEnabled) <~ action.isEnabled
        object.attachments.pressed = PressedBinding(action: action, bindings: bindings)
    }
}
