// ObservableValues: a property of an `@Observable` object as a stream of its value and changes.

#if canImport(Observation)
    import Observation

    @available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    extension SignalProducer where Failure == Never {
        /// A producer whose runs send `object[keyPath: keyPath]` at once, then its value after each
        /// change, and complete when `object` goes away (what `RACObserve` gave for key-value
        /// observing, for the Observation framework; it works on every platform).
        ///
        /// Observation tells of a change *before* it is made, so the new value is read by an action
        /// scheduled on `scheduler`: several changes before that action runs are sent as one, the
        /// latest (the last value is never missed). `scheduler` must run actions later, not at once:
        /// `ImmediateScheduler` and `MainScheduler` (which runs at once on the main thread) are
        /// refused; use `QueueScheduler(queue: .main)` for the main thread.
        ///
        /// The object is held weakly. The run completes when it deinitializes (its observation
        /// registrar releases the run's tracking, which the run notices), scheduled on `scheduler`.
        /// Disposing the run stops it; the pending tracking is then ignored.
        ///
        /// ```swift
        /// @Observable final class Player { var volume = 5 }
        /// let player = Player()
        /// SignalProducer.observing(player, \.volume, on: QueueScheduler(queue: .main))
        ///     .startWithValues { slider.value = $0 }   // 5, then every new volume
        /// ```
        public static func observing<Object: AnyObject & Observable>(
            _ object: Object,
            _ keyPath: KeyPath<Object, Value>,
            on scheduler: any Scheduler
        ) -> SignalProducer<Value, Never> {
            precondition(
                !(scheduler is ImmediateScheduler) && !(scheduler is MainScheduler),
                "observing(_:_:on:) reads the new value after Observation's willSet, so it needs a scheduler that runs "
                    + "actions later; \(type(of: scheduler)) may run them at once. Use QueueScheduler(queue: .main).")
            let keyPath = UncheckedSendable(keyPath)
            return SignalProducer { input in
                let tracker = ObservationTracker<Value>(
                    object: object, input: input, scheduler: scheduler,
                    read: { ($0 as! Object)[keyPath: keyPath.wrapped] })
                tracker.track()
                return ActionDisposable { tracker.stop() }
            }
        }
    }

    /// One run of ``SignalProducer/observing(_:_:on:)``: reads the value under tracking, and again
    /// after each change until the object is gone or the run is stopped.
    @available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
    private final class ObservationTracker<Value>: @unchecked Sendable {
        private weak var object: AnyObject?
        private let input: Signal<Value, Never>.Input
        private let scheduler: any Scheduler
        /// Reads the property of the object (known to be of the observed type).
        private let read: (AnyObject) -> Value
        private let pending = SerialDisposable()
        private let isStopped = LockedState(false)

        init(
            object: AnyObject, input: Signal<Value, Never>.Input, scheduler: any Scheduler,
            read: @escaping (AnyObject) -> Value
        ) {
            self.object = object
            self.input = input
            self.scheduler = scheduler
            self.read = read
        }

        /// Reads and sends the current value, asking to be told of the next change; completes the
        /// run if the object is gone.
        func track() {
            guard !isStopped.withLock({ $0 }) else { return }
            guard let object else {
                input.sendCompleted()
                return
            }
            let release = ReleaseSentinel { [weak self] in self?.objectWentAway() }
            let value = withObservationTracking {
                read(object)
            } onChange: { [weak self] in
                release.hasFired = true
                self?.changed()
            }
            withExtendedLifetime(object) {}
            input.send(value)
        }

        /// A change is about to be made: read the value once it has been.
        private func changed() {
            pending.inner = scheduler.schedule { self.track() }
        }

        /// The tracking was released without a change: the object's registrar, so the object, is gone.
        private func objectWentAway() {
            pending.inner = scheduler.schedule { self.track() }
        }

        func stop() {
            isStopped.withLock { $0 = true }
            pending.dispose()
        }
    }

    /// Captured by the `onChange` closure of one tracking: when that closure is released without
    /// having run, the registrar that held it is gone, and `onRelease` runs.
    private final class ReleaseSentinel: @unchecked Sendable {
        var hasFired = false
        private let onRelease: () -> Void

        init(_ onRelease: @escaping () -> Void) {
            self.onRelease = onRelease
        }

        deinit {
            if !hasFired { onRelease() }
        }
    }
#endif
