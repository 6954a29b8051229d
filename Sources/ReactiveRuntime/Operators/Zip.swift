// Zip: pairs the values of two streams by position.

extension Signal {
    /// Pairs the n-th value of this signal with the n-th value of `other`. Completes once either
    /// has completed and none of its values is still waiting for a partner.
    ///
    /// ```swift
    /// let requestsAndResponses = requests.zip(with: responses)
    /// ```
    @inlinable
    public func zip<Other>(with other: Signal<Other, Failure>) -> Signal<(Value, Other), Failure> {
        Signal<(Value, Other), Failure> { input in
            let state = LockedState(ZipState<Value, Other>())
            func handle(_ event: Event<Void, Failure>, update: (inout ZipState<Value, Other>) -> Void) {
                switch event {
                case .value, .completed:
                    let (pair, isDone): ((Value, Other)?, Bool) = state.withLock { state in
                        update(&state)
                        var pair: (Value, Other)?
                        if !state.left.isEmpty && !state.right.isEmpty {
                            pair = (state.left.removeFirst(), state.right.removeFirst())
                        }
                        return (pair, state.isDone)
                    }
                    if let pair { input.send(pair) }
                    if isDone { input.sendCompleted() }
                default:
                    input.sendTerminal(event)
                }
            }
            let disposables = CompositeDisposable()
            disposables += self.observe { event in
                handle(event.map { _ in () }) { state in
                    if let value = event.value { state.left.append(value) } else { state.isLeftCompleted = true }
                }
            }
            disposables += other.observe { event in
                handle(event.map { _ in () }) { state in
                    if let value = event.value { state.right.append(value) } else { state.isRightCompleted = true }
                }
            }
            return disposables
        }
    }
}

extension SignalProducer {
    /// Runs this producer and `other` together (this one started first, as in ReactiveSwift) and
    /// pairs their values by position.
    ///
    /// ```swift
    /// SignalProducer(values: [1, 2]).zip(with: SignalProducer(values: ["a", "b", "c"]))   // (1,"a"), (2,"b")
    /// ```
    @inlinable
    public func zip<Other>(with other: SignalProducer<Other, Failure>) -> SignalProducer<(Value, Other), Failure> {
        // `other.lift(self)` starts this run first, as ReactiveSwift does.
        other.lift(self) { otherSignal, signal in signal.zip(with: otherSignal) }
    }
}

/// The values of each side of a ``Signal/zip(with:)`` still waiting for a partner.
@usableFromInline
struct ZipState<Left, Right> {
    @usableFromInline var left: [Left] = []
    @usableFromInline var right: [Right] = []
    @usableFromInline var isLeftCompleted = false
    @usableFromInline var isRightCompleted = false

    @inlinable
    init() {}

    @inlinable
    var isDone: Bool {
        (isLeftCompleted && left.isEmpty) || (isRightCompleted && right.isEmpty)
    }
}
