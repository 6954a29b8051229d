// TakeLast: sends the last values once the stream completes.

extension Signal {
    /// Keeps the last `count` values and sends them when this signal completes; a failure or an
    /// interruption drops them.
    ///
    /// ```swift
    /// let lastThree = log.take(last: 3)   // 1, 2, 3, 4, 5, completed → 3, 4, 5, completed
    /// ```
    public func take(last count: Int) -> Signal<Value, Failure> {
        precondition(count >= 0, "take(last:) needs a count of zero or more, not \(count)")
        return derive { input in
            let kept = LockedState<[Value]>([])
            return { event in
                switch event {
                case .value(let value):
                    guard count > 0 else { return }
                    kept.withLock { kept in
                        if kept.count == count { kept.removeFirst() }
                        kept.append(value)
                    }
                case .completed:
                    for value in kept.withLock({ $0 }) { input.send(value) }
                    input.sendCompleted()
                default:
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends the last `count` values of a run when it completes.
    ///
    /// ```swift
    /// SignalProducer(values: 1...5).take(last: 2)   // 4, 5
    /// ```
    public func take(last count: Int) -> SignalProducer<Value, Failure> {
        lift { $0.take(last: count) }
    }
}
