// TakeFirst: sends the first values, then completes.

extension Signal {
    /// Sends the first `count` values, then completes. With a `count` of zero or less it takes
    /// nothing and is interrupted at once, as in ReactiveSwift: it never observed the source, so
    /// it cannot say that the source completed.
    ///
    /// ```swift
    /// let firstTap = taps.take(first: 1)
    /// ```
    public func take(first count: Int) -> Signal<Value, Failure> {
        guard count > 0 else {
            return Signal { input in
                input.sendInterrupted()
                return nil
            }
        }
        return derive { input in
            let taken = LockedState(0)
            return { event in
                if case .value(let value) = event {
                    let position = taken.withLock { taken -> Int in
                        taken += 1
                        return taken
                    }
                    guard position <= count else { return }
                    input.send(value)
                    if position == count { input.sendCompleted() }
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends the first `count` values of each run, then completes it (with a `count` of zero or
    /// less, interrupts it at once without starting this producer).
    ///
    /// ```swift
    /// SignalProducer(values: 1...).take(first: 3)   // 1, 2, 3
    /// ```
    public func take(first count: Int) -> SignalProducer<Value, Failure> {
        lift { $0.take(first: count) }
    }
}
