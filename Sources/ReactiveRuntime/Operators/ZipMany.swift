// ZipMany: the values of any number of streams of one type, grouped by position.

extension Signal {
    /// Sends an array of the n-th values of every signal in `signals` (in their order) once each
    /// has sent its n-th value. Completes once one of them has completed and none of its values
    /// waits for partners (at once when there are none); fails or is interrupted with any of them.
    ///
    /// ```swift
    /// let rounds = Signal.zip(players.map(\.moves))   // one array per round
    /// ```
    @inlinable
    public static func zip<Element>(_ signals: [Signal<Element, Failure>]) -> Signal<[Element], Failure>
    where Value == [Element] {
        Signal { input in
            if signals.isEmpty {
                input.sendCompleted()
                return nil
            }
            let state = LockedState(ZipManyState<Element>(count: signals.count))
            let disposables = CompositeDisposable()
            for (index, signal) in signals.enumerated() {
                disposables += signal.observe { event in
                    switch event {
                    case .value, .completed:
                        let (group, isDone): ([Element]?, Bool) = state.withLock { state in
                            if let value = event.value {
                                state.queues[index].append(value)
                            } else {
                                state.isCompleted[index] = true
                            }
                            return (state.takeGroup(), state.isDone)
                        }
                        if let group { input.send(group) }
                        if isDone { input.sendCompleted() }
                    case .failed(let error):
                        input.sendFailed(error)
                    case .interrupted:
                        input.sendInterrupted()
                    }
                }
            }
            return disposables
        }
    }
}

extension SignalProducer {
    /// Starts a run of every producer in `producers` and sends an array of their n-th values
    /// once each run has sent its n-th value.
    ///
    /// ```swift
    /// SignalProducer.zip([SignalProducer(values: [1, 2]), SignalProducer(values: [3, 4])])   // [1, 3], [2, 4]
    /// ```
    @inlinable
    public static func zip<Element>(
        _ producers: [SignalProducer<Element, Failure>]
    ) -> SignalProducer<[Element], Failure> where Value == [Element] {
        SignalProducer.startingAll(producers) { Signal.zip($0) }
    }
}

/// The values of each stream of a ``Signal/zip(_:)-([Signal])`` still waiting for partners.
@usableFromInline
struct ZipManyState<Element> {
    @usableFromInline var queues: [[Element]]
    @usableFromInline var isCompleted: [Bool]

    @inlinable
    init(count: Int) {
        queues = Array(repeating: [], count: count)
        isCompleted = Array(repeating: false, count: count)
    }

    /// Removes and returns the oldest value of every stream once each has one.
    @inlinable
    mutating func takeGroup() -> [Element]? {
        guard queues.allSatisfy({ !$0.isEmpty }) else { return nil }
        return queues.indices.map { queues[$0].removeFirst() }
    }

    /// Whether a stream has completed with no value left waiting: no group can be made again.
    @inlinable
    var isDone: Bool {
        queues.indices.contains { isCompleted[$0] && queues[$0].isEmpty }
    }
}

@available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Signal {
    /// Sends the tuple of the n-th values of every signal once each has sent its n-th value; any
    /// number of signals of any types (a parameter pack: macOS 14 / iOS 17 on Apple platforms).
    ///
    /// ```swift
    /// let triples = Signal.zip(requests, responses, timings)
    /// ```
    public static func zip<each Element>(
        _ signals: repeat Signal<each Element, Failure>
    ) -> Signal<(repeat each Element), Failure> where Value == (repeat each Element) {
        var erased: [Signal<Any, Failure>] = []
        for signal in repeat each signals { erased.append(signal.mappedToAny()) }
        return Signal<[Any], Failure>.zip(erased).map { unpack($0, as: repeat (each Element).self) }
    }
}

@available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SignalProducer {
    /// Starts a run of every producer and sends the tuple of their n-th values once each run
    /// has sent its n-th value (a parameter pack: macOS 14 / iOS 17).
    ///
    /// ```swift
    /// SignalProducer.zip(SignalProducer(values: [1, 2]), SignalProducer(values: ["a", "b"]), flags)
    /// ```
    public static func zip<each Element>(
        _ producers: repeat SignalProducer<each Element, Failure>
    ) -> SignalProducer<(repeat each Element), Failure> where Value == (repeat each Element) {
        var erased: [SignalProducer<Any, Failure>] = []
        for producer in repeat each producers { erased.append(producer.mappedToAny()) }
        return SignalProducer<[Any], Failure>.zip(erased).map { unpack($0, as: repeat (each Element).self) }
    }
}
