// SkipRepeats: drops values equal to the one sent just before.

extension Signal {
    /// Drops each value that `isEquivalent` says repeats the previous value sent.
    ///
    /// ```swift
    /// let sameDay = dates.skipRepeats { calendar.isDate($0, inSameDayAs: $1) }
    /// ```
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value, Failure> {
        derive { input in
            let previous = LockedState<Value?>(nil)
            return { event in
                if case .value(let value) = event {
                    let isRepeat = previous.withLock { previous -> Bool in
                        defer { previous = value }
                        guard let last = previous else { return false }
                        return isEquivalent(last, value)
                    }
                    if !isRepeat { input.send(value) }
                } else {
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension Signal where Value: Equatable {
    /// Drops each value equal to the previous value (`distinctUntilChanged`).
    ///
    /// ```swift
    /// states.skipRepeats()   // a, a, b, a → a, b, a
    /// ```
    public func skipRepeats() -> Signal<Value, Failure> {
        skipRepeats(==)
    }
}

extension SignalProducer {
    /// Drops each value that `isEquivalent` says repeats the previous value sent.
    ///
    /// ```swift
    /// producer.skipRepeats { $0.id == $1.id }
    /// ```
    public func skipRepeats(_ isEquivalent: @escaping (Value, Value) -> Bool) -> SignalProducer<Value, Failure> {
        lift { $0.skipRepeats(isEquivalent) }
    }
}

extension SignalProducer where Value: Equatable {
    /// Drops each value equal to the previous value.
    ///
    /// ```swift
    /// SignalProducer(values: [1, 1, 2, 1]).skipRepeats()   // 1, 2, 1
    /// ```
    public func skipRepeats() -> SignalProducer<Value, Failure> {
        lift { $0.skipRepeats() }
    }
}
