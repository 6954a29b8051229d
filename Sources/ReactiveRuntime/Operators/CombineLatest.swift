// CombineLatest: pairs the latest values of two streams whenever either changes.

extension Signal {
    /// Once both signals have sent a value, sends the pair of their latest values whenever
    /// either sends. Completes when both have completed; fails or is interrupted with either.
    ///
    /// ```swift
    /// let canSubmit = name.combineLatest(with: password).map { !$0.isEmpty && $1.count >= 8 }
    /// ```
    @inlinable
    public func combineLatest<Other>(with other: Signal<Other, Failure>) -> Signal<(Value, Other), Failure> {
        Signal<(Value, Other), Failure> { input in
            let state = LockedState(CombineLatestState<Value, Other>())
            func handle(_ event: Event<Void, Failure>, update: (inout CombineLatestState<Value, Other>) -> Void) {
                switch event {
                case .value:
                    let pair: (Value, Other)? = state.withLock { state in
                        update(&state)
                        guard let left = state.left, let right = state.right else { return nil }
                        return (left, right)
                    }
                    if let pair { input.send(pair) }
                case .completed:
                    let isDone = state.withLock { state -> Bool in
                        state.completed += 1
                        return state.completed == 2
                    }
                    if isDone { input.sendCompleted() }
                default:
                    input.sendTerminal(event)
                }
            }
            let disposables = CompositeDisposable()
            disposables += self.observe { event in
                handle(event.map { _ in () }) { state in state.left = event.value }
            }
            disposables += other.observe { event in
                handle(event.map { _ in () }) { state in state.right = event.value }
            }
            return disposables
        }
    }

    /// The latest values of `a` and `b`, paired whenever either sends.
    ///
    /// ```swift
    /// Signal.combineLatest(width, height).map { $0 * $1 }
    /// ```
    @inlinable
    public static func combineLatest<A, B>(
        _ a: Signal<A, Failure>, _ b: Signal<B, Failure>
    ) -> Signal<(A, B), Failure> where Value == (A, B) {
        a.combineLatest(with: b)
    }
}

extension SignalProducer {
    /// Runs this producer and `other` together (this one started first, as in ReactiveSwift) and
    /// pairs their latest values whenever either sends.
    ///
    /// ```swift
    /// SignalProducer(value: 1).combineLatest(with: SignalProducer(value: "a"))   // (1, "a")
    /// ```
    @inlinable
    public func combineLatest<Other>(
        with other: SignalProducer<Other, Failure>
    ) -> SignalProducer<(Value, Other), Failure> {
        // `other.lift(self)` starts this run first, as ReactiveSwift does.
        other.lift(self) { otherSignal, signal in signal.combineLatest(with: otherSignal) }
    }
}

/// The latest value of each side of a ``Signal/combineLatest(with:)``.
@usableFromInline
struct CombineLatestState<Left, Right> {
    @usableFromInline var left: Left?
    @usableFromInline var right: Right?
    @usableFromInline var completed = 0

    @inlinable
    init() {}
}
