// SignalProducer: a cold stream — a recipe that runs its work once per subscriber.

/// A cold stream: each ``start(_:)`` runs the producer's closure anew, with its own
/// ``Signal/Input``, and the closure returns the cleanup for that run (ReactiveCocoa's
/// `createSignal:`).
///
/// Disposing the disposable ``start(_:)`` returns interrupts the run: the observer receives
/// ``Event/interrupted`` (synchronously, before `dispose()` returns) and the cleanup is disposed.
/// The cleanup is also disposed when the run ends by itself. A run stays alive as long as
/// something can still send to it — its closure keeping the input (a timer, a callback) or the
/// caller keeping the returned disposable; when neither does, it is interrupted.
///
/// ```swift
/// let numbers = SignalProducer<Int, Never> { input in
///     input.send(1)
///     input.send(2)
///     input.sendCompleted()
///     return nil   // nothing to clean up
/// }
/// numbers.startWithValues { print($0) }   // prints 1, 2
/// numbers.startWithValues { print($0) }   // prints 1, 2 again
/// ```
public struct SignalProducer<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline
    let didSubscribe: (Signal<Value, Failure>.Input) -> (any Disposable)?

    /// Creates a producer that runs `didSubscribe` for every subscriber; it returns the cleanup
    /// of that run, or `nil`.
    ///
    /// ```swift
    /// let lines = SignalProducer<String, any Error> { input in
    ///     let reader = LineReader(path) { input.send($0) } onEnd: { input.sendCompleted() }
    ///     return ActionDisposable { reader.cancel() }
    /// }
    /// ```
    @inlinable
    public init(_ didSubscribe: @escaping (Signal<Value, Failure>.Input) -> (any Disposable)?) {
        self.didSubscribe = didSubscribe
    }

    /// Starts a run, hands its signal and interrupting disposable to `setup` before any event is
    /// sent, and returns that disposable (which reads as disposed once the run has ended). Operators use it to attach observers first.
    ///
    /// ```swift
    /// producer.startWithSignal { signal, interrupter in
    ///     signal.observeValues { print($0) }
    /// }
    /// ```
    @inlinable
    @discardableResult
    public func startWithSignal(_ setup: (Signal<Value, Failure>, any Disposable) -> Void) -> any Disposable {
        let (signal, input) = Signal<Value, Failure>.pipe()
        let interrupter = RunDisposable(input)
        setup(signal, interrupter)
        if signal.hasEnded { return interrupter }
        signal.core.attach(didSubscribe(input))
        return interrupter
    }

    /// Starts a run delivering every event to `observer`.
    ///
    /// ```swift
    /// let run = producer.start { event in print(event) }
    /// run.dispose()   // interrupts the run
    /// ```
    @inlinable
    @discardableResult
    public func start(_ observer: @escaping Signal<Value, Failure>.Observer = { _ in }) -> any Disposable {
        startWithSignal { signal, _ in signal.observe(observer) }
    }

    /// Starts a run delivering its values to `action`.
    ///
    /// ```swift
    /// producer.startWithValues { print($0) }
    /// ```
    @inlinable
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> any Disposable {
        startWithSignal { signal, _ in signal.observeValues(action) }
    }

    /// Starts a run and calls `action` when it completes successfully.
    ///
    /// ```swift
    /// upload.startWithCompleted { print("uploaded") }
    /// ```
    @inlinable
    @discardableResult
    public func startWithCompleted(_ action: @escaping () -> Void) -> any Disposable {
        startWithSignal { signal, _ in signal.observeCompleted(action) }
    }

    /// Starts a run and calls `action` if it fails.
    ///
    /// ```swift
    /// upload.startWithFailed { print("failed: \($0)") }
    /// ```
    @inlinable
    @discardableResult
    public func startWithFailed(_ action: @escaping (Failure) -> Void) -> any Disposable {
        startWithSignal { signal, _ in signal.observeFailed(action) }
    }

    /// A producer whose runs apply `transform` to the runs of this one: how a ``Signal``
    /// operator becomes a producer operator.
    ///
    /// Disposing a run interrupts the run of this producer and stops observing the transformed
    /// signal, which, abandoned, interrupts itself and disposes the work its operator holds
    /// (inner runs of `flatMap`, timers of `debounce`), even after this producer's run has ended.
    ///
    /// ```swift
    /// let doubled = producer.lift { $0.map { $0 * 2 } }
    /// ```
    @inlinable
    public func lift<U, G>(_ transform: @escaping (Signal<Value, Failure>) -> Signal<U, G>) -> SignalProducer<U, G> {
        SignalProducer<U, G> { input in
            self.startWithSignal { signal, interrupter in
                input.attach(interrupter)
                input.attach(transform(signal).observeReplayingEnd(input.send(event:)))
            }
            return nil
        }
    }

    /// A producer whose runs combine a run of this producer and a run of `other` with `transform`.
    /// Both signals are observed before either run starts; `other`'s run starts first.
    ///
    /// ```swift
    /// let both = a.lift(b) { $0.merge(with: $1) }
    /// ```
    @inlinable
    public func lift<Other, G, U, H>(
        _ other: SignalProducer<Other, G>,
        _ transform: @escaping (Signal<Value, Failure>, Signal<Other, G>) -> Signal<U, H>
    ) -> SignalProducer<U, H> {
        SignalProducer<U, H> { input in
            let disposables = CompositeDisposable()
            input.attach(disposables)
            self.startWithSignal { signal, interrupter in
                disposables += interrupter
                other.startWithSignal { otherSignal, otherInterrupter in
                    disposables += otherInterrupter
                    disposables += transform(signal, otherSignal).observeReplayingEnd(input.send(event:))
                }
            }
            return nil
        }
    }
}

extension SignalProducer {
    /// A producer that sends `value`, then completes.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(value: 1).startWithValues { print($0) }
    /// ```
    @inlinable
    public init(value: Value) {
        self.init { input in
            input.send(value)
            input.sendCompleted()
            return nil
        }
    }

    /// A producer that sends each element of `values`, then completes; it stops early if the run
    /// is disposed or ended downstream (so an infinite sequence works with ``take(first:)``).
    ///
    /// ```swift
    /// SignalProducer<Int, Never>(values: 1...3).startWithValues { print($0) }
    /// ```
    @inlinable
    public init<S: Sequence>(values: S) where S.Element == Value {
        self.init { input in
            for value in values {
                if input.hasEnded { return nil }
                input.send(value)
            }
            input.sendCompleted()
            return nil
        }
    }

    /// A producer that fails with `error` at once.
    ///
    /// ```swift
    /// SignalProducer<Int, MyError>(error: .offline)
    /// ```
    public init(error: Failure) {
        self.init { input in
            input.sendFailed(error)
            return nil
        }
    }

    /// A producer that completes at once without a value.
    ///
    /// ```swift
    /// SignalProducer<Int, Never>.empty.startWithCompleted { print("done") }
    /// ```
    public static var empty: SignalProducer {
        SignalProducer { input in
            input.sendCompleted()
            return nil
        }
    }

    /// A producer that sends nothing; a run ends only when it is disposed (or, like any run
    /// nothing can send to any more, when its disposable is released).
    ///
    /// ```swift
    /// let idle = SignalProducer<Int, Never>.never
    /// ```
    public static var never: SignalProducer {
        SignalProducer { _ in nil }
    }
}

extension Signal {
    /// A producer whose runs observe this (hot) signal: each run sees the events sent while it
    /// is started.
    ///
    /// ```swift
    /// let producer = signal.producer
    /// ```
    @inlinable
    public var producer: SignalProducer<Value, Failure> {
        SignalProducer { input in self.observe(input.send(event:)) }
    }
}

/// The disposable of one run: disposing it interrupts the run; it reads as disposed once the
/// run has ended, however it ended.
@usableFromInline
final class RunDisposable<Value, Failure: Error>: Disposable {
    @usableFromInline
    let input: Signal<Value, Failure>.Input

    @inlinable
    init(_ input: Signal<Value, Failure>.Input) {
        self.input = input
    }

    @usableFromInline
    var isDisposed: Bool {
        input.hasEnded
    }

    @usableFromInline
    func dispose() {
        input.sendInterrupted()
    }
}

// The two initializers below are disfavored: they are chosen only where nothing names the failure
// type, never over the generic ones or over `SignalProducer { try await … }` (whose trailing
// closure would otherwise also match `value:`, making a producer of the closure).
extension SignalProducer where Failure == Never {
    /// A producer that sends `value`, then completes; it cannot fail, so that
    /// `SignalProducer(value: 1)` needs no failure type written.
    ///
    /// ```swift
    /// let one = SignalProducer(value: 1)   // SignalProducer<Int, Never>
    /// ```
    @inlinable
    @_disfavoredOverload
    public init(value: Value) {
        // The generic initializer above: this one, disfavored, is not chosen again.
        self.init(value: value)
    }

    /// A producer that sends each element of `values`, then completes; it cannot fail.
    ///
    /// ```swift
    /// let digits = SignalProducer(values: 0...9)   // SignalProducer<Int, Never>
    /// ```
    @inlinable
    @_disfavoredOverload
    public init<S: Sequence>(values: S) where S.Element == Value {
        // The generic initializer above: this one, disfavored, is not chosen again.
        self.init(values: values)
    }
}
