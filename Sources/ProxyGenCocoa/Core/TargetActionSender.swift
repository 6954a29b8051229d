// TargetActionSender: an object that sends target–action messages for events (a control, a
// gesture recognizer), its events as a signal, and its values as control properties.

import ReactiveRuntime

/// An object that sends a target–action message to each of its targets when one of its events
/// happens, and holds its targets weakly: `UIControl` (events: `UIControl.Event`),
/// `UIGestureRecognizer` (each state change: `Void`), and the tests' UIKit double.
///
/// Isolated member by member, not as a protocol, as ``AttachmentOwner`` says why.
protocol TargetActionSender: AttachmentOwner {
    associatedtype Events

    /// Registers `target` to receive a message for `events`.
    @MainActor func attach(_ target: CocoaTarget, for events: Events)

    /// Stops sending `events` to `target`.
    @MainActor func detach(_ target: CocoaTarget, for events: Events)
}

@MainActor
extension TargetActionSender {
    /// This object each time it sends one of `events`, on the main thread. The target is kept
    /// alive by this object and detached when the signal ends; the signal completes when this
    /// object goes away.
    func actions(for events: Events) -> Signal<Self, Never> {
        let sender = self
        return Signal { input in
            // The message's sender is this object, which the target does not keep alive.
            let reference = WeakReference(sender)
            let target = CocoaTarget { _ in
                if let sender = reference.object { input.send(sender) }
            }
            target.retain(by: sender)
            sender.attach(target, for: events)
            let ended = sender.attachments.lifetime.observeEnded { input.sendCompleted() }
            let detach = MainThreadTransfer(wrapped: { @MainActor in
                guard let sender = reference.object else { return }
                sender.detach(target, for: events)
                target.release(from: sender)
            })
            return ActionDisposable {
                ended.dispose()
                onMainThread(detach) { $0.wrapped() }
            }
        }
    }

    /// A value of this object that the user changes with `events`: each run of its
    /// ``ControlProperty/values`` sends `get(self)` now, then after each of those events, and
    /// completes when this object goes away; its target calls `set` on the main thread.
    /// `isComposing` tells a two-way binding that the user is composing text (marked text of an
    /// input method), which a write would cancel.
    func property<Value>(
        changedBy events: Events,
        get: @escaping @MainActor (Self) -> Value,
        set: @escaping @MainActor (Self, Value) -> Void,
        isComposing: @escaping @MainActor (Self) -> Bool = { _ in false }
    ) -> ControlProperty<Value> {
        let reference = MainThreadTransfer(wrapped: WeakReference(self))
        let read = MainThreadTransfer(wrapped: get)
        let values = SignalProducer<Value, Never> { input in
            MainActor.assumeIsolated {
                guard let sender = reference.wrapped.object else {
                    input.sendCompleted()
                    return nil
                }
                input.send(read.wrapped(sender))
                return sender.actions(for: events).observe { event in
                    if case .value(let sender) = event {
                        input.send(read.wrapped(sender))
                    } else {
                        input.sendCompleted()
                    }
                }
            }
        }
        return ControlProperty(
            values: values.start(on: MainScheduler.shared),
            lifetime: attachments.lifetime,
            object: ControlObject(self, get: get, set: set, isComposing: isComposing))
    }
}
