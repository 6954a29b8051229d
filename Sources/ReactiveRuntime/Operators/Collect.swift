// Collect: gathers values into arrays.

extension Signal {
    /// Sends all values as one array when this signal completes (an empty array if none).
    ///
    /// ```swift
    /// lines.collect().observeValues { print("\($0.count) lines") }
    /// ```
    public func collect() -> Signal<[Value], Failure> {
        derive { input in
            let buffer = LockedState<[Value]>([])
            return { event in
                switch event {
                case .value(let value):
                    buffer.withLock { $0.append(value) }
                case .completed:
                    input.send(buffer.withLock { $0 })
                    input.sendCompleted()
                default:
                    input.sendTerminal(event)
                }
            }
        }
    }

    /// Sends the values in arrays of `count`; the last array, sent on completion, may be shorter.
    ///
    /// ```swift
    /// samples.collect(count: 100).observeValues { upload($0) }
    /// ```
    public func collect(count: Int) -> Signal<[Value], Failure> {
        precondition(count > 0, "collect(count:) needs a positive count, not \(count)")
        return derive { input in
            let buffer = LockedState<[Value]>([])
            return { event in
                switch event {
                case .value(let value):
                    let full: [Value]? = buffer.withLock { buffer in
                        buffer.append(value)
                        guard buffer.count == count else { return nil }
                        defer { buffer = [] }
                        return buffer
                    }
                    if let full { input.send(full) }
                case .completed:
                    let rest = buffer.withLock { $0 }
                    if !rest.isEmpty { input.send(rest) }
                    input.sendCompleted()
                default:
                    input.sendTerminal(event)
                }
            }
        }
    }
}

extension SignalProducer {
    /// Sends all values of a run as one array when it completes.
    ///
    /// ```swift
    /// SignalProducer(values: 1...3).collect()   // [1, 2, 3]
    /// ```
    public func collect() -> SignalProducer<[Value], Failure> {
        lift { $0.collect() }
    }

    /// Sends the values of a run in arrays of `count`.
    ///
    /// ```swift
    /// SignalProducer(values: 1...5).collect(count: 2)   // [1, 2], [3, 4], [5]
    /// ```
    public func collect(count: Int) -> SignalProducer<[Value], Failure> {
        lift { $0.collect(count: count) }
    }
}
