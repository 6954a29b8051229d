// Workloads: one source compiled against ReactiveRuntime and against ReactiveSwift (-D REACTIVESWIFT).
//
//   Workloads --list
//   Workloads <workload> <events>     runs the workload for that many events, prints a checksum
//
// scripts/reactiveswift-benchmark.sh builds it against each library, checks that every build
// receives the same values (the checksums), and counts instructions per event with callgrind.

#if REACTIVESWIFT
    import ReactiveSwift

    /// ReactiveSwift spells sending a value `send(value:)`.
    extension Signal.Observer {
        @inline(__always)
        func send(_ value: Value) { send(value: value) }
    }

    /// ReactiveSwift takes the sequence of `SignalProducer(_:)` unlabelled.
    @inline(__always)
    func producer<S: Sequence>(values: S) -> SignalProducer<S.Element, Never> {
        SignalProducer(values)
    }
#else
    import ReactiveRuntime

    @inline(__always)
    func producer<S: Sequence>(values: S) -> SignalProducer<S.Element, Never> {
        SignalProducer(values: values)
    }
#endif

/// Folds each value received into one number, compared between builds.
final class Checksum {
    var value: UInt64 = 0
    var count = 0

    @inline(never)
    func add(_ x: Int) {
        value = (value &* 31) &+ UInt64(bitPattern: Int64(x))
        count &+= 1
    }
}

typealias Workload = (_ events: Int, _ checksum: Checksum) -> Void

let workloads: KeyValuePairs<String, Workload> = [
    "pipe-1-observer": { events, checksum in
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.observeValues { checksum.add($0) }
        for i in 0..<events { input.send(i) }
    },
    "pipe-map-filter-scan": { events, checksum in
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.map { $0 &* 3 }.filter { $0 % 2 == 0 }.scan(0, &+).observeValues { checksum.add($0) }
        for i in 0..<events { input.send(i) }
    },
    "pipe-10-observers": { events, checksum in
        let (signal, input) = Signal<Int, Never>.pipe()
        for k in 0..<10 { signal.observeValues { checksum.add($0 &+ k) } }
        for i in 0..<events { input.send(i) }
    },
    "mutableproperty-signal": { events, checksum in
        let property = MutableProperty(0)
        property.signal.observeValues { checksum.add($0) }
        for i in 0..<events { property.value = i }
    },
    "mutableproperty-producer": { events, checksum in
        let property = MutableProperty(0)
        property.producer.startWithValues { checksum.add($0) }
        for i in 0..<events { property.value = i }
    },
    "combinelatest-2-pipes": { events, checksum in
        let (left, leftInput) = Signal<Int, Never>.pipe()
        let (right, rightInput) = Signal<Int, Never>.pipe()
        left.combineLatest(with: right).observeValues { checksum.add($0 &* 7 &+ $1) }
        for i in 0..<events {
            if i & 1 == 0 { leftInput.send(i) } else { rightInput.send(i) }
        }
    },
    "producer-values-map": { events, checksum in
        producer(values: 0..<events).map { $0 &* 3 }.startWithValues { checksum.add($0) }
    },
    "flatmap-latest-value": { events, checksum in
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.flatMap(.latest) { SignalProducer<Int, Never>(value: $0 &* 2) }.observeValues { checksum.add($0) }
        for i in 0..<events { input.send(i) }
    },
    // A search screen: keystrokes debounced on a test scheduler (the clock advances after every
    // fourth), each settled query mapped to a one-value producer of its result, combined with a
    // filter property that changes every 16 keystrokes.
    "debounced-search": { events, checksum in
        let scheduler = TestScheduler()
        let (text, textInput) = Signal<Int, Never>.pipe()
        let minimum = MutableProperty(0)
        text.debounce(0.3, on: scheduler)
            .flatMap(.latest) { query in SignalProducer<Int, Never>(value: query &* 10) }
            .combineLatest(with: minimum.signal)
            .filter { $0 >= $1 }
            .observeValues { checksum.add($0 &- $1) }
        for i in 0..<events {
            textInput.send(i)
            if i & 15 == 0 { minimum.value = i / 2 }
            if i & 3 == 3 { scheduler.advance(by: 1) }
        }
    },
]

let arguments = CommandLine.arguments
if arguments.count == 2, arguments[1] == "--list" {
    for (name, _) in workloads { print(name) }
} else if arguments.count == 3, let events = Int(arguments[2]),
    let workload = workloads.first(where: { $0.key == arguments[1] })?.value
{
    let checksum = Checksum()
    workload(events, checksum)
    print("\(checksum.count) \(checksum.value)")
} else {
    print("usage: Workloads --list | Workloads <workload> <events>")
}
