// ObserveOn: delivers events on a scheduler.

extension Signal {
    /// Delivers every event through `scheduler`, in order (the scheduler must run actions in the
    /// order they are scheduled, as every scheduler here does).
    ///
    /// ```swift
    /// results.observe(on: MainScheduler.shared).observeValues { label.text = $0 }
    /// ```
    public func observe(on scheduler: any Scheduler) -> Signal<Value, Failure> {
        derive { input in
            { event in
                let event = UncheckedSendable(event)
                scheduler.schedule { input.send(event: event.wrapped) }
            }
        }
    }
}

extension SignalProducer {
    /// Delivers every event of a run through `scheduler`.
    ///
    /// Disposing the run is the one exception, deliberately: its ``Event/interrupted`` reaches
    /// the observer synchronously, inside `dispose()`, not through the scheduler as in
    /// ReactiveSwift. Once `dispose()` returns the observer has been told, and nothing reaches it
    /// afterwards on any thread (events still queued on the scheduler are dropped); a scheduled
    /// interruption would arrive after the caller had moved on, and on another thread.
    ///
    /// ```swift
    /// loadImage.observe(on: MainScheduler.shared).startWithValues { view.image = $0 }
    /// ```
    public func observe(on scheduler: any Scheduler) -> SignalProducer<Value, Failure> {
        lift { $0.observe(on: scheduler) }
    }

    /// Starts each run through `scheduler` (the work of the producer runs there).
    ///
    /// ```swift
    /// readFile.start(on: QueueScheduler(label: "io")).startWithValues { print($0) }
    /// ```
    public func start(on scheduler: any Scheduler) -> SignalProducer<Value, Failure> {
        SignalProducer { input in
            let run = SerialDisposable()
            input.attach(run)
            let pending = scheduler.schedule {
                self.startWithSignal { signal, interrupter in
                    run.inner = interrupter
                    signal.observe(input.send(event:))
                }
            }
            input.attach(pending)
            return nil
        }
    }
}
