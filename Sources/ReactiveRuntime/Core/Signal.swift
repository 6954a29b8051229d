// Signal: a hot stream of typed events, observed by any number of observers.

/// A hot stream of events: values sent through its ``Input`` reach every observer present at
/// the time, in order, on the sending thread.
///
/// A `Signal` is created together with its input by ``pipe()``, or from a generator closure by
/// ``init(_:)``. It ends with its first terminal event; anything sent after it is dropped, and an
/// observer added afterwards receives ``Event/interrupted`` at once (as in ReactiveSwift: it was
/// not there to see how the signal ended, so it is not told `completed` or `failed`).
///
/// ```swift
/// let (signal, input) = Signal<Int, Never>.pipe()
/// let disposable = signal.observeValues { print($0) }
/// input.send(1)        // prints 1
/// input.sendCompleted()
/// ```
///
/// Thread safety: observers are kept in an immutable list that is replaced under a lock and read
/// without one; sending calls the observers of the list current when it starts, so observers may
/// send, observe or dispose re-entrantly. Events are delivered on the thread that sends them:
/// send from one thread at a time (or serialize the senders) to get a defined order. Once
/// `dispose()` has returned, the observer receives nothing sent afterwards; a delivery already
/// under way on another thread may still finish (disposal does not wait for it), and one under way
/// on the disposing thread stops before the observer.
///
/// Lifetime: when every copy of its ``Input`` is released, nothing can send to the signal any
/// more; it is interrupted (its observers receive ``Event/interrupted``) and the resources its
/// generator returned are disposed. Likewise when this handle is gone and its last observer is
/// disposed, since nobody can observe it any more.
public final class Signal<Value, Failure: Error>: @unchecked Sendable {
    /// The type of closure an observer is.
    ///
    /// ```swift
    /// let log: Signal<Int, Never>.Observer = { print($0) }
    /// signal.observe(log)
    /// ```
    public typealias Observer = (Event<Value, Failure>) -> Void

    @usableFromInline
    let core: SignalCore<Value, Failure>

    @usableFromInline
    init(core: SignalCore<Value, Failure>) {
        self.core = core
    }

    deinit {
        core.handleDidEnd()
    }

    /// Creates a signal and the input that sends into it.
    ///
    /// ```swift
    /// let (clicks, clicksInput) = Signal<Void, Never>.pipe()
    /// clicksInput.send(())
    /// ```
    @inlinable
    public static func pipe() -> (output: Signal, input: Input) {
        let core = SignalCore<Value, Failure>.make()
        return (Signal(core: core), Input(core))
    }

    /// Creates a signal and its input, and ties `disposable` to the signal: it is disposed when
    /// the signal ends, however it ends (including when every copy of the input is released).
    ///
    /// ```swift
    /// let (ticks, input) = Signal<Int, Never>.pipe(disposable: ActionDisposable { timer.stop() })
    /// ```
    public static func pipe(disposable: any Disposable) -> (output: Signal, input: Input) {
        let (output, input) = pipe()
        output.core.attach(disposable)
        return (output, input)
    }

    /// A signal that has already completed: an observer receives ``Event/interrupted`` at once,
    /// as every observer of an ended signal does.
    ///
    /// ```swift
    /// Signal<Int, Never>.empty.observeInterrupted { print("ended before observed") }
    /// ```
    public static var empty: Signal {
        let (output, input) = pipe()
        input.sendCompleted()
        return output
    }

    /// Creates a signal whose events come from `generator`, which runs once, now.
    ///
    /// The disposable the generator returns is disposed when the signal ends, or when this
    /// handle and every observer are gone.
    ///
    /// ```swift
    /// let ticks = Signal<Int, Never> { input in
    ///     let timer = startTimer { input.send($0) }
    ///     return ActionDisposable { timer.stop() }
    /// }
    /// ```
    @inlinable
    public convenience init(_ generator: (Input) -> (any Disposable)?) {
        let core = SignalCore<Value, Failure>.make()
        self.init(core: core)
        core.attach(generator(Input(core)))
    }

    /// Observes every event of this signal.
    ///
    /// ```swift
    /// signal.observe { event in
    ///     if case .value(let v) = event { print(v) }
    /// }
    /// ```
    ///
    /// - Returns: a disposable that stops the observation. If the signal has already ended, the
    ///   observer receives ``Event/interrupted`` at once and the returned disposable is already
    ///   disposed.
    @inlinable
    @discardableResult
    public func observe(_ observer: @escaping Observer) -> any Disposable {
        core.add(observer)
    }

    /// Whether this signal has sent its terminal event.
    ///
    /// ```swift
    /// input.sendCompleted()
    /// assert(signal.hasEnded)
    /// ```
    public var hasEnded: Bool {
        core.hasEnded
    }

    /// Whether anyone observes this signal now. Generated Objective-C proxies answer
    /// `responds(to:)` with it for optional methods without a result.
    ///
    /// ```swift
    /// let (signal, _) = Signal<Int, Never>.pipe()
    /// let disposable = signal.observeValues { _ in }
    /// assert(signal.hasObservers)
    /// disposable.dispose()
    /// assert(!signal.hasObservers)
    /// ```
    public var hasObservers: Bool {
        core.hasObservers
    }

    /// Calls `handler` whenever ``hasObservers`` changes: with `true` when the signal gains its
    /// first observer, `false` when it loses its last (or ends). One handler per signal; `nil`
    /// removes it. It runs on the thread that observed or disposed, outside the signal's lock.
    /// Generated Objective-C proxies use it to tell a host that caches `responds(to:)` answers
    /// (UIKit) to ask again.
    ///
    /// ```swift
    /// let (signal, _) = Signal<Int, Never>.pipe()
    /// signal.onObservationChange { isObserved in print(isObserved) }
    /// let disposable = signal.observeValues { _ in }   // prints true
    /// disposable.dispose()                             // prints false
    /// ```
    public func onObservationChange(_ handler: ((_ isObserved: Bool) -> Void)?) {
        core.setObservationHandler(handler)
    }
}

extension Signal {
    /// The sending side of a ``Signal``, returned by ``Signal/pipe()`` and handed to generators.
    ///
    /// Sending after a terminal event does nothing. Copies share one signal; when the last copy
    /// is released, the signal is interrupted (as ReactiveSwift's input observer does), unless it
    /// has already ended.
    ///
    /// ```swift
    /// let (signal, input) = Signal<String, Never>.pipe()
    /// input.send("a")
    /// input.sendCompleted()
    /// input.send("ignored")
    /// ```
    public struct Input: @unchecked Sendable {
        /// Shared by the copies of this input; interrupts the signal when the last is released.
        /// (One reference, so that an input captured by an operator's closure costs no more to
        /// copy or call than the core itself.)
        @usableFromInline
        let owner: InputOwner<Value, Failure>

        /// The signal's core, through the owner.
        @inlinable
        var core: SignalCore<Value, Failure> { owner.core }

        @inlinable
        init(_ core: SignalCore<Value, Failure>) {
            owner = InputOwner(core)
        }

        /// Sends a value to every current observer. With no observer this costs one atomic load.
        ///
        /// ```swift
        /// input.send(42)
        /// ```
        @inlinable
        public func send(_ value: Value) {
            core.sendValue(value)
        }

        /// Sends any event: a value, or a terminal event that ends the signal.
        ///
        /// ```swift
        /// other.observe(input.send(event:))   // forwards everything
        /// ```
        @inlinable
        // Not inlined into operators' thunks, whose calls are all noinline (C atomics as calls): -10 to -26 %.
        @inline(never)
        public func send(event: Event<Value, Failure>) {
            switch event {
            case .value(let value): core.sendValue(value)
            default: core.sendTerminal(event)
            }
        }

        /// Ends the signal successfully.
        ///
        /// ```swift
        /// input.sendCompleted()
        /// ```
        @inlinable
        public func sendCompleted() {
            core.sendTerminal(.completed)
        }

        /// Ends the signal with an error.
        ///
        /// ```swift
        /// input.sendFailed(URLError(.timedOut))
        /// ```
        @inlinable
        public func sendFailed(_ error: Failure) {
            core.sendTerminal(.failed(error))
        }

        /// Ends the signal because its source went away or its subscription was disposed.
        ///
        /// ```swift
        /// input.sendInterrupted()
        /// ```
        @inlinable
        public func sendInterrupted() {
            core.sendTerminal(.interrupted)
        }

        /// Whether the signal has ended, so that a long-running generator can stop early.
        ///
        /// ```swift
        /// for item in items where !input.hasEnded { input.send(item) }
        /// ```
        public var hasEnded: Bool {
            core.hasEnded
        }
    }
}

extension Signal {
    /// Observes only the values of this signal.
    ///
    /// ```swift
    /// proxy.events.downloadDidFinish.observeValues { download in print(download) }
    /// ```
    @inlinable
    @discardableResult
    public func observeValues(_ action: @escaping (Value) -> Void) -> any Disposable {
        observe { event in
            if case .value(let value) = event { action(value) }
        }
    }

    /// Observes the successful end of this signal (``Event/completed``).
    ///
    /// ```swift
    /// signal.observeCompleted { print("done") }
    /// ```
    @inlinable
    @discardableResult
    public func observeCompleted(_ action: @escaping () -> Void) -> any Disposable {
        observe { event in
            if case .completed = event { action() }
        }
    }

    /// Observes the failure of this signal (``Event/failed(_:)``).
    ///
    /// ```swift
    /// request.observeFailed { error in print("failed: \(error)") }
    /// ```
    @inlinable
    @discardableResult
    public func observeFailed(_ action: @escaping (Failure) -> Void) -> any Disposable {
        observe { event in
            if case .failed(let error) = event { action(error) }
        }
    }

    /// Observes the interruption of this signal (``Event/interrupted``).
    ///
    /// ```swift
    /// signal.observeInterrupted { print("interrupted") }
    /// ```
    @inlinable
    @discardableResult
    public func observeInterrupted(_ action: @escaping () -> Void) -> any Disposable {
        observe { event in
            if case .interrupted = event { action() }
        }
    }

    /// Observes the end of this signal, whichever terminal event ends it.
    ///
    /// ```swift
    /// signal.observeEnded { print("ended") }
    /// ```
    @inlinable
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> any Disposable {
        observe { event in
            if event.isTerminal { action() }
        }
    }
}
