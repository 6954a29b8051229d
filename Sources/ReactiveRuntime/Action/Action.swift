// Action: a unit of work that runs one at a time and publishes its state (RACCommand).

/// A unit of work started with an input, one run at a time (ReactiveSwift's `Action`,
/// ReactiveCocoa's `RACCommand`): ``apply(_:)`` returns a producer that runs the work, or fails
/// with ``ActionError/disabled`` if the action is disabled or already executing.
///
/// Whatever starts it, every run publishes on the action's streams: ``values`` and ``errors``
/// for the UI, ``events`` for everything. ``isExecuting`` is `true` from the start of a run to
/// its end; ``isEnabled`` is `true` when the condition it was made with holds and nothing is
/// executing. The streams complete when the action deinitializes.
///
/// ```swift
/// let login = Action(enabledIf: form.isValid) { (credentials: Credentials) in
///     api.login(credentials)   // SignalProducer<Session, APIError>
/// }
/// login.values.observeValues { session in show(session) }
/// login.errors.observeValues { error in alert(error) }
/// BindingTarget(button, \.isEnabled) <~ login.isEnabled
/// login.apply(credentials).start()
/// ```
public final class Action<Input, Output, Failure: Error>: @unchecked Sendable {
    /// Whether ``apply(_:)`` would start a run now: the enabling condition holds and no run is
    /// executing.
    ///
    /// ```swift
    /// BindingTarget(button, \.isEnabled) <~ action.isEnabled
    /// ```
    public let isEnabled: Property<Bool>

    /// Whether a run is executing.
    ///
    /// ```swift
    /// BindingTarget(spinner, \.isAnimating) <~ action.isExecuting
    /// ```
    public let isExecuting: Property<Bool>

    /// Every event of every run, in order; never fails.
    ///
    /// ```swift
    /// action.events.observeValues { print($0) }
    /// ```
    public let events: Signal<Event<Output, Failure>, Never>

    /// The values of every run.
    ///
    /// ```swift
    /// search.values.observeValues { results in table.show(results) }
    /// ```
    public let values: Signal<Output, Never>

    /// The failures of every run (not the refusals: those fail only the refused producer).
    ///
    /// ```swift
    /// search.errors.observeValues { error in banner.show(error) }
    /// ```
    public let errors: Signal<Failure, Never>

    /// A value each time a run completes successfully.
    ///
    /// ```swift
    /// save.completed.observeValues { toast("Saved") }
    /// ```
    public let completed: Signal<Void, Never>

    private let execute: (Input) -> SignalProducer<Output, Failure>
    private let eventsInput: Signal<Event<Output, Failure>, Never>.Input
    private let executing = MutableProperty(false)
    private let enabled: MutableProperty<Bool>
    private let condition: Property<Bool>
    private let conditionObservation: ScopedDisposable
    /// Whether a run is executing, decided under this lock so two starts cannot both run.
    private let isRunning = LockedState(false)
    private let updating = RecursiveLock()

    /// Creates an action that runs `execute` for each input while `condition` holds.
    ///
    /// ```swift
    /// let submit = Action(enabledIf: form.isValid) { (form: Form) in api.submit(form) }
    /// ```
    public init(
        enabledIf condition: Property<Bool>,
        execute: @escaping (Input) -> SignalProducer<Output, Failure>
    ) {
        self.execute = execute
        self.condition = condition
        (events, eventsInput) = Signal.pipe()
        values = events.compactMap(\.value)
        errors = events.compactMap(\.error)
        completed = events.compactMap { event in
            if case .completed = event { return () }
            return nil
        }
        enabled = MutableProperty(condition.value)
        isEnabled = Property(enabled)
        isExecuting = Property(executing)
        conditionObservation = ScopedDisposable()
        // Both sources only ever reach this action weakly, so that it can deinitialize.
        conditionObservation += condition.signal.observeValues { [weak self] _ in self?.updateEnabled() }
        updateEnabled()
    }

    /// Creates an action that is always enabled when not executing.
    ///
    /// ```swift
    /// let refresh = Action { (_: Void) in feed.reload() }
    /// ```
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Failure>) {
        self.init(enabledIf: Property(value: true), execute: execute)
    }

    deinit {
        eventsInput.sendCompleted()
    }

    /// A producer that, each time it is started, runs the work for `input` if the action is
    /// enabled, or fails at once with ``ActionError/disabled``. Disposing the run interrupts the
    /// work; the action is then free to run again.
    ///
    /// ```swift
    /// let run = save.apply(document).start()
    /// run.dispose()   // cancels the save
    /// ```
    public func apply(_ input: Input) -> SignalProducer<Output, ActionError<Failure>> {
        SignalProducer { [weak self] runInput in
            guard let self, self.tryBegin() else {
                runInput.sendFailed(.disabled)
                return nil
            }
            let ended = ActionDisposable { [weak self] in self?.end() }
            runInput.attach(ended)
            self.execute(input).startWithSignal { signal, interrupter in
                runInput.attach(interrupter)
                signal.observe { [weak self] event in
                    // The action is free again before anyone hears of the end, so that an observer
                    // of the end may apply it at once.
                    if event.isTerminal { ended.dispose() }
                    self?.eventsInput.send(event)
                    runInput.send(event: event.mapError(ActionError.producerFailed))
                }
            }
            return nil
        }
    }

    /// Marks a run as started if none is and the condition holds.
    private func tryBegin() -> Bool {
        let began = isRunning.withLock { isRunning -> Bool in
            guard !isRunning, condition.value else { return false }
            isRunning = true
            return true
        }
        if began {
            executing.value = true
            updateEnabled()
        }
        return began
    }

    /// Marks the run as ended.
    private func end() {
        isRunning.withLock { $0 = false }
        executing.value = false
        updateEnabled()
    }

    /// Recomputes ``isEnabled`` from the condition and whether a run is executing.
    /// Serialized, so that concurrent updates cannot leave a stale value behind; recursive, so
    /// that an observer of ``isEnabled`` may apply the action.
    private func updateEnabled() {
        updating.withLock {
            let isEnabled = condition.value && !isRunning.withLock { $0 }
            if enabled.value != isEnabled { enabled.value = isEnabled }
        }
    }
}
