// LifecycleTests: nothing leaks — chains, producers, schedulers and bindings release what they hold.

import ReactiveRuntime
import XCTest

final class LifecycleTests: XCTestCase {
    func testObserverClosureIsReleasedWhenDisposed() {
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            let observation = signal.observeValues { tracked.number = $0 }
            input.send(1)
            observation.dispose()
        }
        XCTAssertEqual(counter.alive, 0)
    }

    func testObserverClosureIsReleasedWhenTheSignalEnds() {
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            signal.observeValues { tracked.number = $0 }
        }
        XCTAssertEqual(counter.alive, 1)
        input.sendCompleted()
        XCTAssertEqual(counter.alive, 0)
    }

    func testOperatorChainIsReleasedWhenItsObserverGoes() {
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        weak var derived: Signal<Int, Never>?
        do {
            let tracked = Tracked(counter)
            let chain = signal.map { $0 + tracked.number }.filter { _ in true }.skipRepeats()
            derived = chain
            let observation = chain.observeValues { _ in }
            input.send(1)
            observation.dispose()
        }
        XCTAssertNil(derived)
        XCTAssertEqual(counter.alive, 0, "the upstream dropped the chain's observer")
    }

    func testStartedProducerReleasesEverythingWhenItCompletes() {
        let counter = DeinitCounter()
        do {
            let tracked = Tracked(counter)
            SignalProducer<Int, Never>(values: [1, 2])
                .map { $0 + tracked.number }
                .flatMap(.concat) { SignalProducer(value: $0) }
                .on(value: { tracked.number = $0 })
                .start()
        }
        XCTAssertEqual(counter.alive, 0)
    }

    func testSchedulerDoesNotKeepADisposedStreamAlive() {
        let counter = DeinitCounter()
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            let observation = signal.delay(.seconds(1), on: scheduler)
                .debounce(.seconds(1), on: scheduler)
                .observeValues { tracked.number = $0 }
            input.send(1)
            observation.dispose()
        }
        scheduler.run()
        XCTAssertEqual(counter.alive, 0)
        XCTAssertTrue(scheduler.isIdle)
    }

    func testBindingDoesNotRetainItsTargetOrSource() {
        let counter = DeinitCounter()
        var label: Label? = Label(counter: counter)
        weak var weakSource: MutableProperty<String>?
        do {
            let source = MutableProperty("a")
            weakSource = source
            BindingTarget(label!, \.text) <~ source
        }
        XCTAssertNil(weakSource, "the binding does not keep its source alive")
        label = nil
        XCTAssertEqual(counter.alive, 0)
    }

    func testSubscriptionOwnedByItsObserverIsNoCycleOnceDisposed() {
        final class Screen {
            let bag = ScopedDisposable()
            var last = 0
            let counter: DeinitCounter
            init(counter: DeinitCounter) {
                self.counter = counter
                counter.didCreate()
            }
            deinit { counter.didDeinit() }
        }
        let counter = DeinitCounter()
        let (signal, input) = Signal<Int, Never>.pipe()
        do {
            let screen = Screen(counter: counter)
            screen.bag += signal.observeValues { [weak screen] in screen?.last = $0 }
            input.send(1)
        }
        XCTAssertEqual(counter.alive, 0)
        input.send(2)
    }

    func testSignalsOfAProxyCompleteWhenItGoes() {
        /// What ProxyGen generates, in miniature: events built by `pipe()`, completed in deinit.
        final class MiniProxy {
            struct Events: Sendable {
                let tick: Signal<Int, Never>
                fileprivate let tickInput: Signal<Int, Never>.Input
                init() { (tick, tickInput) = Signal<Int, Never>.pipe() }
                func complete() { tickInput.sendCompleted() }
            }
            let events = Events()
            deinit { events.complete() }
            func tick(_ value: Int) { events.tickInput.send(value) }
        }
        var proxy: MiniProxy? = MiniProxy()
        let recorder = proxy!.events.tick.record()
        proxy?.tick(1)
        proxy = nil
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testRecoveryTimeAndCombiningOperatorsReleaseEverythingWhenDisposed() {
        let counter = DeinitCounter()
        let scheduler = TestScheduler()
        let (signal, input) = Signal<Int, TestError>.pipe()
        let (trigger, triggerInput) = Signal<Void, Never>.pipe()
        do {
            let tracked = Tracked(counter)
            let chain = Signal.amb([signal.map { $0 + tracked.number }, signal])
                .skip(until: trigger)
                .timeout(after: .seconds(5), raising: .other, on: scheduler)
                .flatMapError { _ in SignalProducer<Int, Never>(value: tracked.number) }
                .take(last: 2)
            let combined = Signal.combineLatest([chain, Signal<Int, Never>.never(tracked)])
            let observation = combined.observeValues { tracked.number = $0[0] }
            triggerInput.send(())
            input.send(1)
            observation.dispose()
        }
        scheduler.run()
        XCTAssertEqual(counter.alive, 0)
        XCTAssertTrue(scheduler.isIdle, "disposing cancelled the timeout")
    }

    func testSharedProducerOfAnActionIsReleasedWithEverything() {
        let counter = DeinitCounter()
        do {
            let tracked = Tracked(counter)
            let action = Action { (value: Int) in
                SignalProducer<Int, Never>(value: value + tracked.number).replayLazily(upTo: 1)
            }
            action.apply(1).start()
            _ = action.isEnabled.combineLatest(with: action.isExecuting).value
        }
        XCTAssertEqual(counter.alive, 0)
    }
}

extension Signal where Failure == Never {
    /// A signal that never sends, whose generator keeps `object` until the signal is gone.
    fileprivate static func never(_ object: AnyObject) -> Signal {
        let box = UncheckedBox(object)
        return Signal { _ in ActionDisposable { _ = box } }
    }
}

/// Carries an object into a `@Sendable` closure in a test.
private final class UncheckedBox: @unchecked Sendable {
    let object: AnyObject
    init(_ object: AnyObject) { self.object = object }
}
