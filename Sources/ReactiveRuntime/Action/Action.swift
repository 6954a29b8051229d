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

    /// A value each time ``apply(_:)`` is refused because the action is disabled or executing.
    ///
    /// ```swift
    /// save.disabledErrors.observeValues { NSSound.beep() }
    /// ```
    public let disabledErrors: Signal<Void, Never>

    /// The lifetime of this action: it ends when the action deinitializes, and with it the
    /// bindings to the action (`action <~ taps`).
    ///
    /// ```swift
    /// action.lifetime.observeEnded { print("action gone") }
    /// ```
    public let lifetime: Lifetime

    /// Reads the state and, if it enables the action and nothing runs, marks a run begun and
    /// returns its work; `nil` when refused.
    private let begin: (Input) -> SignalProducer<Output, Failure>?
    /// Whether the state enables the action now.
    private let isStateEnabled: () -> Bool
    private let eventsInput: Signal<Event<Output, Failure>, Never>.Input
    private let disabledInput: Signal<Void, Never>.Input
    private let executing = MutableProperty(false)
    private let enabled: MutableProperty<Bool>
    private let stateObservation: ScopedDisposable
    private let lifetimeToken: Lifetime.Token
    /// Whether a run is executing, decided under this lock so two starts cannot both run.
    private let isRunning: LockedState<Bool>
    private let updating = RecursiveLock()

    /// Creates an action whose work is made from the latest value of `state` and the input, and
    /// that is enabled while `isEnabled` holds for that value (and nothing runs). The value
    /// `isEnabled` approved is the one `execute` receives.
    ///
    /// ```swift
    /// let send = Action(state: Property(draft), enabledIf: { !$0.isEmpty }) { (text: String, _: Void) in
    ///     api.post(text)
    /// }
    /// ```
    public convenience init<State>(
        state: Property<State>,
        enabledIf isEnabled: @escaping (State) -> Bool,
        execute: @escaping (State, Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(reading: { state.value }, changes: state.signal, enabledIf: isEnabled, execute: execute)
    }

    /// Creates an action whose work is made from the latest value of `state` and the input, and
    /// that is enabled while `isEnabled` holds for that value (and nothing runs). The action keeps
    /// `state` alive.
    ///
    /// ```swift
    /// let send = Action(state: draft, enabledIf: { !$0.isEmpty }) { (text: String, _: Void) in api.post(text) }
    /// ```
    public convenience init<State>(
        state: MutableProperty<State>,
        enabledIf isEnabled: @escaping (State) -> Bool,
        execute: @escaping (State, Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(reading: { state.value }, changes: state.signal, enabledIf: isEnabled, execute: execute)
    }

    /// The designated initializer: `read` gives the state's value, `changes` its changes.
    private init<State>(
        reading read: @escaping () -> State,
        changes: Signal<State, Never>,
        enabledIf isEnabled: @escaping (State) -> Bool,
        execute: @escaping (State, Input) -> SignalProducer<Output, Failure>
    ) {
        let isRunning = LockedState(false)
        self.isRunning = isRunning
        begin = { input in
            let approved: State? = isRunning.withLock { running in
                let value = read()
                guard !running, isEnabled(value) else { return nil }
                running = true
                return value
            }
            guard let approved else { return nil }
            return execute(approved, input)
        }
        isStateEnabled = { isEnabled(read()) }
        (events, eventsInput) = Signal.pipe()
        (disabledErrors, disabledInput) = Signal.pipe()
        (lifetime, lifetimeToken) = Lifetime.make()
        values = events.compactMap(\.value)
        errors = events.compactMap(\.error)
        completed = events.compactMap { event in
            if case .completed = event { return () }
            return nil
        }
        enabled = MutableProperty(isEnabled(read()))
        self.isEnabled = Property(enabled)
        isExecuting = Property(executing)
        stateObservation = ScopedDisposable()
        // The state only ever reaches this action weakly, so that it can deinitialize.
        stateObservation += changes.observeValues { [weak self] _ in self?.updateEnabled() }
        updateEnabled()
    }

    /// Creates an action whose work is made from the latest value of `state` and the input; it
    /// is enabled whenever nothing runs.
    ///
    /// ```swift
    /// let reload = Action(state: Property(page)) { (page: Int, _: Void) in api.load(page) }
    /// ```
    public convenience init<State>(
        state: Property<State>,
        execute: @escaping (State, Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// Creates an action that runs `execute` for each input while `condition` holds.
    ///
    /// ```swift
    /// let submit = Action(enabledIf: form.isValid) { (form: Form) in api.submit(form) }
    /// ```
    public convenience init(
        enabledIf condition: Property<Bool>,
        execute: @escaping (Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(state: condition, enabledIf: { $0 }, execute: { _, input in execute(input) })
    }

    /// Creates an action that is enabled while `state` holds a value, and makes its work from
    /// that value and the input.
    ///
    /// ```swift
    /// let open = Action(unwrapping: Property(selectedFile)) { (file: File, _: Void) in editor.open(file) }
    /// ```
    public convenience init<Wrapped>(
        unwrapping state: Property<Wrapped?>,
        execute: @escaping (Wrapped, Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(state: state, enabledIf: { $0 != nil }, execute: { value, input in execute(value!, input) })
    }

    /// Creates an action whose work is made from the latest value of `state` and the input; it
    /// is enabled whenever nothing runs. The action keeps `state` alive.
    ///
    /// ```swift
    /// let reload = Action(state: page) { (page: Int, _: Void) in api.load(page) }
    /// ```
    public convenience init<State>(
        state: MutableProperty<State>,
        execute: @escaping (State, Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(state: state, enabledIf: { _ in true }, execute: execute)
    }

    /// Creates an action that runs `execute` for each input while `condition` holds; the action
    /// keeps `condition` alive.
    ///
    /// ```swift
    /// let submit = Action(enabledIf: isValid) { (form: Form) in api.submit(form) }
    /// ```
    public convenience init(
        enabledIf condition: MutableProperty<Bool>,
        execute: @escaping (Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(state: condition, enabledIf: { $0 }, execute: { _, input in execute(input) })
    }

    /// Creates an action that is enabled while `state` holds a value, and makes its work from
    /// that value and the input; the action keeps `state` alive.
    ///
    /// ```swift
    /// let open = Action(unwrapping: selectedFile) { (file: File, _: Void) in editor.open(file) }
    /// ```
    public convenience init<Wrapped>(
        unwrapping state: MutableProperty<Wrapped?>,
        execute: @escaping (Wrapped, Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(state: state, enabledIf: { $0 != nil }, execute: { value, input in execute(value!, input) })
    }

    /// Creates an action that is enabled while `state` holds a valid value (`.success`), and
    /// makes its work from that value and the input. ReactiveSwift takes a `ValidatingProperty`;
    /// here the validation result is a `Result`, which any property can hold.
    ///
    /// ```swift
    /// let email = Property(initial: .failure(.empty), then: emailField.map(validateEmail))
    /// let subscribe = Action(validated: email) { (address: String, _: Void) in api.subscribe(address) }
    /// ```
    public convenience init<Valid, Invalid: Error>(
        validated state: Property<Result<Valid, Invalid>>,
        execute: @escaping (Valid, Input) -> SignalProducer<Output, Failure>
    ) {
        self.init(
            state: state,
            enabledIf: { if case .success = $0 { return true } else { return false } },
            execute: { result, input in
                guard case .success(let value) = result else { preconditionFailure("enabled only when valid") }
                return execute(value, input)
            })
    }

    /// Creates an action that is always enabled when not executing.
    ///
    /// ```swift
    /// let refresh = Action { (_: Void) in feed.reload() }
    /// ```
    public convenience init(execute: @escaping (Input) -> SignalProducer<Output, Failure>) {
        self.init(state: Property(value: ()), execute: { _, input in execute(input) })
    }

    deinit {
        eventsInput.sendCompleted()
        disabledInput.sendCompleted()
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
            guard let self, let work = self.tryBegin(input) else {
                self?.disabledInput.send(())
                runInput.sendFailed(.disabled)
                return nil
            }
            let ended = ActionDisposable { [weak self] in self?.end() }
            runInput.attach(ended)
            work.startWithSignal { signal, interrupter in
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

    /// Marks a run as started and returns its work, if none is running and the state enables
    /// the action.
    private func tryBegin(_ input: Input) -> SignalProducer<Output, Failure>? {
        let work = begin(input)
        if work != nil {
            executing.value = true
            updateEnabled()
        }
        return work
    }

    /// Marks the run as ended.
    private func end() {
        isRunning.withLock { $0 = false }
        executing.value = false
        updateEnabled()
    }

    /// Recomputes ``isEnabled`` from the state and whether a run is executing.
    /// Serialized, so that concurrent updates cannot leave a stale value behind; recursive, so
    /// that an observer of ``isEnabled`` may apply the action.
    private func updateEnabled() {
        updating.withLock {
            let isEnabled = isStateEnabled() && !isRunning.withLock { $0 }
            if enabled.value != isEnabled { enabled.value = isEnabled }
        }
    }
}

extension Action: BindingTargetProvider {
    /// A target that applies this action to each value bound to it (`action <~ taps`), for as
    /// long as the action lives; a value that arrives while the action is disabled or executing
    /// is refused (see ``disabledErrors``).
    ///
    /// ```swift
    /// refresh <~ pullToRefresh.events
    /// ```
    public var bindingTarget: BindingTarget<Input> {
        BindingTarget(lifetime: lifetime) { [weak self] input in self?.apply(input).start() }
    }
}

extension Action where Input == Void {
    /// ``apply(_:)`` for an action without input.
    ///
    /// ```swift
    /// refresh.apply().start()
    /// ```
    public func apply() -> SignalProducer<Output, ActionError<Failure>> {
        apply(())
    }
}
