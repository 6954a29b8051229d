// CombineLatestMany: the latest values of any number of streams of one type, as an array.

extension Signal {
    /// Once every signal in `signals` has sent a value, sends the array of their latest values
    /// (in the order of `signals`) whenever any of them sends. Completes when all have completed
    /// (at once when there are none); fails or is interrupted with any of them.
    ///
    /// ```swift
    /// let allValid = Signal.combineLatest(fields.map(\.isValid)).map { $0.allSatisfy { $0 } }
    /// ```
    @inlinable
    public static func combineLatest<Element>(_ signals: [Signal<Element, Failure>]) -> Signal<[Element], Failure>
    where Value == [Element] {
        Signal { input in
            if signals.isEmpty {
                input.sendCompleted()
                return nil
            }
            let state = LockedState(CombineLatestManyState<Element>(count: signals.count))
            let disposables = CompositeDisposable()
            for (index, signal) in signals.enumerated() {
                disposables += signal.observe { event in
                    switch event {
                    case .value(let value):
                        let latest: [Element]? = state.withLock { $0.update(index, to: value) }
                        if let latest { input.send(latest) }
                    case .completed:
                        let isDone = state.withLock { state -> Bool in
                            state.completed += 1
                            return state.completed == signals.count
                        }
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
    /// Starts a run of every producer in `producers` and, once each has sent a value, sends the
    /// array of their latest values whenever any of them sends.
    ///
    /// ```swift
    /// SignalProducer.combineLatest([a.producer, b.producer, c.producer])   // [a, b, c] on each change
    /// ```
    @inlinable
    public static func combineLatest<Element>(
        _ producers: [SignalProducer<Element, Failure>]
    ) -> SignalProducer<[Element], Failure> where Value == [Element] {
        SignalProducer.startingAll(producers) { Signal.combineLatest($0) }
    }

    /// Starts a run of every producer in `producers`, in order (the first producer's work runs
    /// first, as in ReactiveSwift), each feeding a pipe that `combine` observes before any run
    /// starts; the runs are interrupted with the combined run, and a combined run that ends
    /// while the runs are starting starts no more of them.
    @inlinable
    static func startingAll<Element, Combined>(
        _ producers: [SignalProducer<Element, Failure>],
        _ combine: @escaping ([Signal<Element, Failure>]) -> Signal<Combined, Failure>
    ) -> SignalProducer<Combined, Failure> {
        SignalProducer<Combined, Failure> { input in
            let disposables = CompositeDisposable()
            input.attach(disposables)
            let pipes = producers.map { _ in Signal<Element, Failure>.pipe() }
            disposables += combine(pipes.map(\.output)).observeReplayingEnd(input.send(event:))
            for (producer, pipe) in Swift.zip(producers, pipes) {
                guard !disposables.isDisposed else { break }
                producer.startWithSignal { signal, interrupter in
                    disposables += interrupter
                    disposables += signal.observe(pipe.input.send(event:))
                }
            }
            return nil
        }
    }
}

/// The latest value of each stream of a ``Signal/combineLatest(_:)-([Signal])`` and how many
/// have completed.
@usableFromInline
struct CombineLatestManyState<Element> {
    @usableFromInline var latest: [Element?]
    @usableFromInline var missing: Int
    @usableFromInline var completed = 0

    @inlinable
    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        missing = count
    }

    /// Records a value; returns every latest value once each stream has sent one.
    @inlinable
    mutating func update(_ index: Int, to value: Element) -> [Element]? {
        if latest[index] == nil { missing -= 1 }
        latest[index] = value
        return missing == 0 ? latest.map { $0! } : nil
    }
}

@available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Signal {
    /// Once every signal has sent a value, sends the tuple of their latest values whenever any
    /// of them sends; any number of signals of any types (a parameter pack, which needs the
    /// Swift 5.9 runtime: macOS 14 / iOS 17 on Apple platforms).
    ///
    /// ```swift
    /// let summary = Signal.combineLatest(names, ages, isMember)   // Signal<(String, Int, Bool), Never>
    /// ```
    public static func combineLatest<each Element>(
        _ signals: repeat Signal<each Element, Failure>
    ) -> Signal<(repeat each Element), Failure> where Value == (repeat each Element) {
        var erased: [Signal<Any, Failure>] = []
        for signal in repeat each signals { erased.append(signal.mappedToAny()) }
        return Signal<[Any], Failure>.combineLatest(erased).map { unpack($0, as: repeat (each Element).self) }
    }
}

@available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SignalProducer {
    /// Starts a run of every producer and, once each has sent a value, sends the tuple of their
    /// latest values whenever any of them sends (a parameter pack: macOS 14 / iOS 17).
    ///
    /// ```swift
    /// SignalProducer.combineLatest(name.producer, age.producer, isMember.producer)
    /// ```
    public static func combineLatest<each Element>(
        _ producers: repeat SignalProducer<each Element, Failure>
    ) -> SignalProducer<(repeat each Element), Failure> where Value == (repeat each Element) {
        var erased: [SignalProducer<Any, Failure>] = []
        for producer in repeat each producers { erased.append(producer.mappedToAny()) }
        return SignalProducer<[Any], Failure>.combineLatest(erased).map { unpack($0, as: repeat (each Element).self) }
    }
}

/// The elements of `values`, cast to the types of a parameter pack in order: how the pack
/// forms of `combineLatest` and `zip` turn the arrays of their type-erased forms back into tuples.
@available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
func unpack<each Element>(_ values: [Any], as _: repeat (each Element).Type) -> (repeat each Element) {
    var index = 0
    return (repeat element(of: values, at: &index, as: (each Element).self))
}

/// `values[index]` cast to `T`; advances `index`. (A function of its own, not a local function
/// capturing `index`: Swift 6.3.1 crashes compiling such a capture called in a pack expansion
/// with -cross-module-optimization, see Benchmarks/CompilerNotes.md.)
func element<T>(of values: [Any], at index: inout Int, as _: T.Type) -> T {
    defer { index += 1 }
    return values[index] as! T
}

// The pack forms erase each stream by calling these, generic over an ordinary type parameter, rather
// than by writing `{ $0 as Any }` inside `for … in repeat each`: Swift 6.3.1 crashes compiling a
// closure formed in a pack iteration with -cross-module-optimization (Benchmarks/CompilerNotes.md).
extension Signal {
    /// This signal with its values as `Any`, for the pack forms of `combineLatest` and `zip`.
    func mappedToAny() -> Signal<Any, Failure> {
        map { $0 as Any }
    }
}

extension SignalProducer {
    /// This producer with its values as `Any`, for the pack forms of `combineLatest` and `zip`.
    func mappedToAny() -> SignalProducer<Any, Failure> {
        map { $0 as Any }
    }
}
