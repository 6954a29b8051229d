// RuntimeBenchmarks: nanoseconds per delivered value for ReactiveRuntime and its baselines.
//
//   swift run -c release RuntimeBenchmarks                      # the table (medians of 7 runs)
//   swift run -c release RuntimeBenchmarks <case> <iterations>  # one case, once (for callgrind)
//   swift run -c release RuntimeBenchmarks --list                # the case names

import BenchDelegate
import Foundation
import OpenCombine
import ReactiveRuntime

/// Keeps results observable so that the optimizer cannot drop the work.
final class Sink: @unchecked Sendable {
    @exclusivity(unchecked) var sum = 0
}

/// One benchmark: prepares its subjects and returns the loop to time.
struct Case {
    var name: String
    /// Values delivered per iteration (observers reached), for "ns per delivered value".
    var deliveries: Int
    var make: () -> (Int) -> Void
}

@inline(never)
func opaque<T>(_ value: T) -> T { value }

let sink = Sink()

func sendCase(observers: Int) -> Case {
    Case(name: "Signal send, \(observers) observer\(observers == 1 ? "" : "s")", deliveries: max(observers, 1)) {
        let (signal, input) = Signal<Int, Never>.pipe()
        for _ in 0..<observers { signal.observeValues { sink.sum &+= $0 } }
        let kept = opaque(signal)
        return { iterations in
            for i in 0..<iterations { input.send(i) }
            withExtendedLifetime(kept) {}
        }
    }
}

/// A value sent into a hot signal whose producer is shared with `share(replay: 1)` by
/// `observers` runs: the fan-out of one upstream run to many, with the last value kept.
func sharedProducerCase(observers: Int) -> Case {
    Case(
        name: "shared producer send, \(observers) observer\(observers == 1 ? "" : "s")",
        deliveries: observers
    ) {
        let (signal, input) = Signal<Int, Never>.pipe()
        let shared = signal.producer.share(replay: 1)
        let runs = (0..<observers).map { _ in shared.startWithValues { sink.sum &+= $0 } }
        let kept = opaque(signal)
        return { iterations in
            for i in 0..<iterations { input.send(i) }
            withExtendedLifetime((kept, runs)) {}
        }
    }
}

/// The delegating object a proxy case calls through: ``Ticker`` (its public `delegate` pays the
/// dynamic exclusivity check) or ``UncheckedTicker`` (it does not).
enum Caller { case checked, unchecked }

/// A call through `caller`'s weak delegate to the generated `TickDelegateProxy`, with or without a
/// forwardee (a ``SummingDelegate``), with 0 or more observers of its `tick` event, and, where
/// `beforeObservers` is not `nil`, its `tick` before-event asked for and observed that many times.
func proxyCase(
    _ name: String, caller: Caller, forwardee: Bool, observers: Int, beforeObservers: Int? = nil
) -> Case {
    Case(name: name, deliveries: 1) {
        let delegate = SummingDelegate()
        let proxy = TickDelegateProxy(forwardingTo: forwardee ? delegate : nil)
        for _ in 0..<observers { proxy.events.tick.observeValues { sink.sum &+= $0 } }
        if let beforeObservers {
            let before = proxy.beforeEvents.tick
            for _ in 0..<beforeObservers { before.observeValues { sink.sum &+= $0 } }
        }
        switch caller {
        case .checked:
            let ticker = Ticker()
            ticker.delegate = proxy
            return { iterations in
                for i in 0..<iterations { ticker.tickDelegate(i) }
                withExtendedLifetime(proxy) {}
                sink.sum &+= delegate.sum
            }
        case .unchecked:
            let ticker = UncheckedTicker()
            ticker.delegate = proxy
            return { iterations in
                for i in 0..<iterations { ticker.tickDelegate(i) }
                withExtendedLifetime(proxy) {}
                sink.sum &+= delegate.sum
            }
        }
    }
}

/// A call of `Counter.add(_:)` through the generated `ObservableCounter`, its after-event observed
/// `observers` times (0: the unobserved call, one atomic load and a branch before `super`).
func subclassCase(_ name: String, observers: Int) -> Case {
    Case(name: name, deliveries: 1) {
        let counter = ObservableCounter()
        for _ in 0..<observers { counter.reactive.calls.add.observeValues { sink.sum &+= $0 } }
        let subject: Counter = opaque(counter)
        return { iterations in
            for i in 0..<iterations { addThroughClass(subject, i) }
            sink.sum &+= counter.total
        }
    }
}

let cases: [Case] = [
    Case(name: "baseline: override calling super", deliveries: 1) {
        let counter = PlainOverrideCounter()
        let subject: Counter = opaque(counter)
        return { iterations in
            for i in 0..<iterations { addThroughClass(subject, i) }
            sink.sum &+= counter.total
        }
    },
    subclassCase("observing subclass call, 0 observers", observers: 0),
    subclassCase("observing subclass call, 1 observer", observers: 1),
    Case(name: "baseline: weak delegate call", deliveries: 1) {
        let ticker = Ticker()
        let delegate = SummingDelegate()
        ticker.delegate = delegate
        return { iterations in
            for i in 0..<iterations { ticker.tickDelegate(i) }
            sink.sum &+= delegate.sum
        }
    },
    Case(name: "baseline: weak delegate call, no exclusivity check", deliveries: 1) {
        let ticker = UncheckedTicker()
        let delegate = SummingDelegate()
        ticker.delegate = delegate
        return { iterations in
            for i in 0..<iterations { ticker.tickDelegate(i) }
            sink.sum &+= delegate.sum
        }
    },
    Case(name: "baseline: hand-written forwarding through two weak references", deliveries: 1) {
        let ticker = Ticker()
        let delegate = SummingDelegate()
        let forwarder = ForwardingDelegate(forwardingTo: delegate)
        ticker.delegate = forwarder
        return { iterations in
            for i in 0..<iterations { ticker.tickDelegate(i) }
            withExtendedLifetime(forwarder) {}
            sink.sum &+= delegate.sum
        }
    },
    Case(name: "baseline: hand-written forwarding through two weak references, no exclusivity check", deliveries: 1) {
        let ticker = UncheckedTicker()
        let delegate = SummingDelegate()
        let forwarder = UncheckedForwardingDelegate(forwardingTo: delegate)
        ticker.delegate = forwarder
        return { iterations in
            for i in 0..<iterations { ticker.tickDelegate(i) }
            withExtendedLifetime(forwarder) {}
            sink.sum &+= delegate.sum
        }
    },
    Case(name: "baseline: stored closure call", deliveries: 1) {
        let ticker = Ticker()
        ticker.onTick = { sink.sum &+= $0 }
        return { iterations in
            for i in 0..<iterations { ticker.tickCallback(i) }
        }
    },
    sendCase(observers: 0),
    sendCase(observers: 1),
    sendCase(observers: 10),
    Case(name: "Signal map+filter, 1 observer", deliveries: 1) {
        let (signal, input) = Signal<Int, Never>.pipe()
        signal.map { $0 &* 3 }.filter { $0 & 1 == 0 || $0 & 1 == 1 }.observeValues { sink.sum &+= $0 }
        return { iterations in
            for i in 0..<iterations { input.send(i) }
            withExtendedLifetime(signal) {}
        }
    },
    proxyCase("proxy call, 0 observers", caller: .checked, forwardee: false, observers: 0),
    proxyCase("proxy call, 1 observer", caller: .checked, forwardee: false, observers: 1),
    proxyCase("proxy call + forwardee, 0 observers", caller: .checked, forwardee: true, observers: 0),
    proxyCase("proxy call + forwardee, 1 observer", caller: .checked, forwardee: true, observers: 1),
    proxyCase("unchecked caller: proxy call, 0 observers", caller: .unchecked, forwardee: false, observers: 0),
    proxyCase("unchecked caller: proxy call, 1 observer", caller: .unchecked, forwardee: false, observers: 1),
    proxyCase("unchecked caller: proxy call + forwardee, 0 observers", caller: .unchecked, forwardee: true, observers: 0),
    proxyCase("unchecked caller: proxy call + forwardee, 1 observer", caller: .unchecked, forwardee: true, observers: 1),
    // The before-event stream asked for (so the stream table exists), the after-event not observed.
    proxyCase("proxy call, before-event, 0 observers", caller: .checked, forwardee: false, observers: 0, beforeObservers: 0),
    proxyCase("proxy call, before-event, 1 observer", caller: .checked, forwardee: false, observers: 0, beforeObservers: 1),
    proxyCase(
        "unchecked caller: proxy call, before-event, 0 observers", caller: .unchecked, forwardee: false, observers: 0,
        beforeObservers: 0),
    proxyCase(
        "unchecked caller: proxy call, before-event, 1 observer", caller: .unchecked, forwardee: false, observers: 0,
        beforeObservers: 1),
    sharedProducerCase(observers: 1),
    sharedProducerCase(observers: 10),
    Case(name: "OpenCombine PassthroughSubject.send, 1 sink", deliveries: 1) {
        let subject = PassthroughSubject<Int, Never>()
        let cancellable = subject.sink { sink.sum &+= $0 }
        return { iterations in
            for i in 0..<iterations { subject.send(i) }
            withExtendedLifetime(cancellable) {}
        }
    },
]

func nanoseconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "--list" {
    print("cases:\n" + cases.map { "  \($0.name)" }.joined(separator: "\n"))
    exit(0)
}
if let name = arguments.first {
    // One case, once: `callgrind` runs this with two iteration counts and takes the difference.
    let iterations = arguments.dropFirst().first.flatMap { Int($0) } ?? 1_000_000
    guard let benchmark = cases.first(where: { $0.name == name }) else {
        print("unknown case \(name); cases:\n" + cases.map { "  \($0.name)" }.joined(separator: "\n"))
        exit(2)
    }
    let loop = benchmark.make()
    loop(iterations)
    print(sink.sum == 42 ? "" : "done")
    exit(0)
}

let iterations = 2_000_000
let runs = 7
print("ns per delivered value, median of \(runs) runs of \(iterations) iterations (release build)")
print("")
print("| case | ns/call | ns/delivered value |")
print("|---|---:|---:|")
for benchmark in cases {
    let loop = benchmark.make()
    loop(iterations / 10)  // warm-up
    var samples: [Double] = []
    for _ in 0..<runs {
        samples.append(nanoseconds { loop(iterations) } / Double(iterations))
    }
    let median = samples.sorted()[runs / 2]
    print(
        "| \(benchmark.name) | \(String(format: "%.2f", median)) | "
            + "\(String(format: "%.2f", median / Double(benchmark.deliveries))) |")
}
print("")
print("(checksum \(sink.sum))")
