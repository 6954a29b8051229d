// PressedBinding: what `reactive.pressed` keeps on a button or bar item — the action, its taps'
// observation and its `isEnabled` binding.

#if canImport(UIKit)
    import ObjectiveC
    import ReactiveRuntime
    import UIKit

    /// The action bound to one object's presses, as an associated object of it: releasing it (a
    /// new action, `nil`, or the object going away) ends the observation of the taps and the
    /// `isEnabled` binding.
    @MainActor
    final class PressedBinding {
        let action: AnyObject
        private let bindings: ScopedDisposable

        private init(action: AnyObject, bindings: ScopedDisposable) {
            self.action = action
            self.bindings = bindings
        }

        /// The action bound to `object`'s presses.
        static func action<Sender>(of object: NSObject) -> CocoaAction<Sender>? {
            (objc_getAssociatedObject(object, pressedBindingKey) as? PressedBinding)?.action as? CocoaAction<Sender>
        }

        /// Binds `action` to `object`: each value of `taps` runs it with `object` as the sender,
        /// and `setEnabled` follows its `isEnabled` on the main thread. Replaces (and ends) the
        /// previous binding; `nil` only ends it.
        static func bind<Sender: NSObject>(
            _ action: CocoaAction<Sender>?,
            to object: Sender,
            taps: Signal<Void, Never>,
            setEnabled: @escaping @MainActor (Sender, Bool) -> Void
        ) {
            guard let action else {
                objc_setAssociatedObject(object, pressedBindingKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
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
            let binding = PressedBinding(action: action, bindings: bindings)
            objc_setAssociatedObject(object, pressedBindingKey, binding, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }

    /// The key of the associated ``PressedBinding``.
    nonisolated(unsafe) private let pressedBindingKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
#endif
