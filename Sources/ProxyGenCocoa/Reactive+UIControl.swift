// Reactive+UIControl: a control's target–action events as typed signals, and its values as
// control properties.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIControl {
        /// The control each time it sends one of `controlEvents`, on the main thread
        /// (ReactiveCocoa's `controlEvents(_:)`). The target is kept alive by the control (an
        /// associated object) and removed when the signal ends; the signal completes when the
        /// control goes away.
        ///
        /// ```swift
        /// slider.reactive.controlEvents(.valueChanged).observeValues { print($0.value) }
        /// ```
        public func controlEvents(_ controlEvents: UIControl.Event) -> Signal<Base, Never> {
            let control = base
            return Signal { input in
                let target = CocoaTarget { sender in
                    if let sender = sender as? Base { input.send(sender) }
                }
                target.retain(by: control)
                control.addTarget(target, action: CocoaTarget.action, for: controlEvents)
                let ended = Lifetime.of(control).observeEnded { input.sendCompleted() }
                let reference = WeakReference(control)
                return ActionDisposable {
                    ended.dispose()
                    onMainThread((reference, target)) { captured in
                        guard let control = captured.0.object else { return }
                        control.removeTarget(captured.1, action: CocoaTarget.action, for: controlEvents)
                        captured.1.release(from: control)
                    }
                }
            }
        }

        /// A value of the control that the user changes with `editingEvents`: each run of its
        /// ``ControlProperty/values`` sends `get(control)` now, then after each of those events;
        /// its target calls `set` on the main thread. What the accessors below are made of; use it
        /// for a control of your own.
        ///
        /// ```swift
        /// extension Reactive where Base: RatingControl {
        ///     var rating: ControlProperty<Int> {
        ///         controlProperty(editingEvents: .valueChanged, get: \.rating) { $0.rating = $1 }
        ///     }
        /// }
        /// ```
        public func controlProperty<Value>(
            editingEvents: UIControl.Event,
            get: @escaping @MainActor (Base) -> Value,
            set: @escaping @MainActor (Base, Value) -> Void
        ) -> ControlProperty<Value> {
            let reference = MainThreadTransfer(wrapped: WeakReference(base))
            let read = MainThreadTransfer(wrapped: get)
            let values = SignalProducer<Value, Never> { input in
                MainActor.assumeIsolated {
                    guard let control = reference.wrapped.object else {
                        input.sendCompleted()
                        return nil
                    }
                    input.send(read.wrapped(control))
                    return Reactive(control).controlEvents(editingEvents).observe { event in
                        if case .value(let control) = event {
                            input.send(read.wrapped(control))
                        } else {
                            input.sendCompleted()
                        }
                    }
                }
            }
            return ControlProperty(
                values: values.start(on: MainScheduler.shared),
                lifetime: Lifetime.of(base),
                set: mainThreadSetter(base, set))
        }
    }

    /// Calls `set` on the main thread with the object (while it lives) and each value.
    @MainActor
    func mainThreadSetter<Object: NSObject, Value>(
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
#endif
