// ActionTests: Action runs one unit of work at a time and publishes its state.

import ReactiveRuntime
import XCTest

final class ActionTests: XCTestCase {
    /// Work whose runs the test ends by hand: each start keeps its input.
    final class Work: @unchecked Sendable {
        private let lock = NSLockLike()
        private var inputs: [Signal<String, TestError>.Input] = []
        var started: Int { lock.withLock { inputs.count } }
        var last: Signal<String, TestError>.Input { lock.withLock { inputs.last! } }

        func run(_ value: Int) -> SignalProducer<String, TestError> {
            SignalProducer { input in
                self.lock.withLock { self.inputs.append(input) }
                input.send("started \(value)")
                return nil
            }
        }
    }

    func testRunPublishesValuesAndExecutingState() {
        let work = Work()
        let action = Action(execute: work.run)
        let executing = action.isExecuting.producer.record()
        let values = action.values.record()
        let run = action.apply(1).record()
        XCTAssertTrue(action.isExecuting.value)
        XCTAssertFalse(action.isEnabled.value, "disabled while executing")
        work.last.send("done")
        work.last.sendCompleted()
        XCTAssertEqual(run.history, ["started 1", "done", "completed"])
        XCTAssertEqual(values.history, ["started 1", "done"])
        XCTAssertEqual(executing.values, [false, true, false])
        XCTAssertTrue(action.isEnabled.value)
    }

    func testRefusesToStartWhileExecuting() {
        let work = Work()
        let action = Action(execute: work.run)
        action.apply(1).start()
        let refused = action.apply(2).record()
        XCTAssertEqual(refused.events, [.failed(.disabled)])
        XCTAssertEqual(work.started, 1)
        work.last.sendCompleted()
        action.apply(3).start()
        XCTAssertEqual(work.started, 2, "free again once the run ended")
    }

    func testRefusesToStartWhileDisabledAndFollowsTheCondition() {
        let work = Work()
        let isValid = MutableProperty(false)
        let action = Action(enabledIf: Property(isValid), execute: work.run)
        let enabled = action.isEnabled.producer.record()
        XCTAssertEqual(action.apply(1).record().events, [.failed(.disabled)])
        XCTAssertEqual(work.started, 0)
        isValid.value = true
        action.apply(2).start()
        XCTAssertEqual(work.started, 1)
        XCTAssertEqual(enabled.values, [false, true, false])
    }

    func testFailuresGoToErrorsAndFailTheRun() {
        let work = Work()
        let action = Action(execute: work.run)
        let errors = action.errors.record()
        let run = action.apply(1).record()
        work.last.sendFailed(.boom)
        XCTAssertEqual(errors.values, [.boom])
        XCTAssertEqual(run.events.last, .failed(.producerFailed(.boom)))
        XCTAssertFalse(action.isExecuting.value)
    }

    func testDisposingTheRunInterruptsTheWorkAndFreesTheAction() {
        let work = Work()
        let action = Action(execute: work.run)
        let events = action.events.record()
        let run = action.apply(1).start()
        run.dispose()
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(work.last.hasEnded)
        XCTAssertEqual(events.values.last, .interrupted)
        XCTAssertEqual(action.completed.record().history, [])
    }

    func testCompletedSendsOncePerSuccessfulRun() {
        let action = Action { (value: Int) in SignalProducer<Int, Never>(value: value * 2) }
        let completed = Recorder<Void, Never>()
        action.completed.observe(completed.observer)
        XCTAssertEqual(action.apply(2).record().history, ["4", "completed"])
        XCTAssertEqual(action.apply(3).record().history, ["6", "completed"])
        XCTAssertEqual(completed.values.count, 2)
    }

    func testOnlyOneOfManyConcurrentStartsRuns() {
        let work = Work()
        let action = Action(execute: work.run)
        let refusals = Counter()
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            action.apply(index).startWithFailed { _ in refusals.increment() }
        }
        XCTAssertEqual(work.started, 1)
        XCTAssertEqual(refusals.value, 15)
    }

    func testStreamsCompleteAndTheWorkIsReleasedWhenTheActionGoes() {
        let counter = DeinitCounter()
        var action: Action<Int, Int, Never>? = nil
        do {
            let tracked = Tracked(counter)
            action = Action { value in SignalProducer(value: value + tracked.number) }
        }
        let values = action!.values.record()
        let executing = action!.isExecuting.signal.record()
        action!.apply(1).start()
        action = nil
        XCTAssertEqual(values.history, ["1", "completed"])
        XCTAssertEqual(executing.history.last, "completed")
        XCTAssertEqual(counter.alive, 0)
    }

    // MARK: - Lifecycle: nothing leaks

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

    // MARK: - Defect regressions: derived properties and bindings outlived or died before their sources

    func testActionIsExecutingMappedKeepsABindingGoing() {
        let (work, workInput) = Signal<Int, Never>.pipe()
        let action = Action<Void, Int, Never> { _ in work.producer.take(first: 1) }
        let enabled = MutableProperty(true)
        enabled <~ action.isExecuting.map { !$0 }
        action.apply(()).start()
        XCTAssertFalse(enabled.value)
        workInput.send(1)
        XCTAssertTrue(enabled.value)
    }
}

/// Cases of ReactiveSwift's `ActionSpec`, rewritten for this runtime (`NSError` becomes
/// ``TestError``, `negate()` a `map`); the expected values are the peer's.
final class ActionPeerSpecs: XCTestCase {
    private var action: Action<Int, String, TestError>!

    private var enabled: MutableProperty<Bool>!

    private var scheduler: TestScheduler!

    private var executionCount = 0

    private var completedCount = 0

    private var values: [String] = []

    private var errors: [TestError] = []

    override func setUp() {
        super.setUp()
        executionCount = 0
        completedCount = 0
        values = []
        errors = []
        let enabled = MutableProperty(false)
        let scheduler = TestScheduler()
        self.enabled = enabled
        self.scheduler = scheduler
        action = Action(enabledIf: enabled) { [unowned self] number in
            SignalProducer { input in
                self.executionCount += 1
                if number % 2 == 0 {
                    input.send("\(number)")
                    input.send("\(number)\(number)")
                    return scheduler.schedule { input.sendCompleted() }
                } else {
                    return scheduler.schedule { input.sendFailed(.boom) }
                }
            }
        }
        action.values.observeValues { [unowned self] in self.values.append($0) }
        action.errors.observeValues { [unowned self] in self.errors.append($0) }
        action.completed.observeValues { [unowned self] _ in self.completedCount += 1 }
    }

    override func tearDown() {
        action = nil
        enabled = nil
        scheduler = nil
        super.tearDown()
    }

    func testRetainsTheStateProperty() {
        var property: MutableProperty<Bool>? = MutableProperty(false)
        weak let weakProperty = property
        var action: Action<Void, Void, Never>? = Action(state: property!, enabledIf: { _ in true }) { _, _ in .empty }
        XCTAssertNotNil(weakProperty)
        property = nil
        XCTAssertNotNil(weakProperty)
        action = nil
        XCTAssertNil(weakProperty)
        XCTAssertNil(action)
    }

    func testIsDisabledAndNotExecutingAfterInitialization() {
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
    }

    func testErrorsIfExecutedWhileDisabled() {
        var received: ActionError<TestError>?
        var disabledErrorsTriggered = false
        action.disabledErrors.observeValues { disabledErrorsTriggered = true }
        action.apply(0).startWithFailed { received = $0 }
        XCTAssertEqual(received, .disabled)
        XCTAssertTrue(disabledErrorsTriggered)
    }

    func testEnablesAndDisablesWithTheProperty() {
        enabled.value = true
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
        enabled.value = false
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
    }

    func testDoesNotDeadlockWhenItsExecutingStateFeedsItsStateProperty() {
        enabled <~ action.isExecuting.map { !$0 }
        XCTAssertTrue(enabled.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
        let disposable = action.apply(0).start()
        XCTAssertFalse(enabled.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertTrue(action.isExecuting.value)
        disposable.dispose()
        XCTAssertTrue(enabled.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
    }

    func testDoesNotDeadlockWhenItsEnabledStateFeedsItsStateProperty() {
        var isFirstResponder = false
        let enabled = self.enabled!
        action.isEnabled.producer
            .compactMap { isActionEnabled in !isActionEnabled && isFirstResponder ? () : nil }
            .startWithValues { _ in enabled.value = false }
        enabled.value = true
        XCTAssertTrue(enabled.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
        isFirstResponder = true
        let disposable = action.apply(0).start()
        XCTAssertFalse(enabled.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertTrue(action.isExecuting.value)
        disposable.dispose()
        XCTAssertFalse(enabled.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
        enabled.value = true
        XCTAssertTrue(enabled.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertFalse(action.isExecuting.value)
    }

    func testDoesNotDeadlockWhenAnInnerActionIsFlattened() {
        final class ViewModel: Sendable {
            let action2 = Action<Void, Void, Never> { _ in SignalProducer(value: ()) }
        }
        let action1 = Action<Void, ViewModel, Never> { _ in SignalProducer(value: ViewModel()) }
        action1.values
            .flatMap(.latest) { viewModel in viewModel.action2.values.map { _ in viewModel }.producer }
            .observeValues { _ in }
        action1.apply().start()
        action1.apply().start()
    }

    func testDoesNotLoopIndefinitely() {
        let condition = MutableProperty(1)
        let action = Action<Void, Void, Never>(state: condition, enabledIf: { $0 == 0 }) { _, _ in .empty }
        var count = 0
        action.isExecuting.producer.startWithValues { _ in
            condition.value = 10
            count += 1
        }
        XCTAssertEqual(count, 1)
    }

    func testCompletedSendsAValueWheneverTheProducerCompletes() {
        enabled.value = true
        action.apply(0).start()
        XCTAssertEqual(completedCount, 0)
        scheduler.run()
        XCTAssertEqual(completedCount, 1)
        action.apply(2).start()
        scheduler.run()
        XCTAssertEqual(completedCount, 2)
    }

    func testCompletedSendsNothingWhenTheProducerFails() {
        enabled.value = true
        action.apply(1).start()
        scheduler.run()
        XCTAssertEqual(completedCount, 0)
    }

    func testCompletedSendsNothingWhenTheProducerIsInterrupted() {
        enabled.value = true
        let disposable = action.apply(0).start()
        disposable.dispose()
        scheduler.run()
        XCTAssertEqual(completedCount, 0)
    }

    func testCompletedSendsNothingWhenTheActionIsDisabled() {
        enabled.value = false
        action.apply(0).start()
        scheduler.run()
        XCTAssertEqual(completedCount, 0)
    }

    func testExecutesSuccessfully() {
        enabled.value = true
        var received: String?
        let run = action.apply(0).startWithValues { received = $0 }
        XCTAssertEqual(executionCount, 1)
        XCTAssertTrue(action.isExecuting.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertEqual(received, "00")
        XCTAssertEqual(values, ["0", "00"])
        XCTAssertEqual(errors, [])
        scheduler.run()
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(values, ["0", "00"])
        XCTAssertEqual(errors, [])
        withExtendedLifetime(run) {}
    }

    func testExecutesWithAnError() {
        enabled.value = true
        var received: ActionError<TestError>?
        let run = action.apply(1).startWithFailed { received = $0 }
        XCTAssertEqual(executionCount, 1)
        XCTAssertTrue(action.isExecuting.value)
        XCTAssertFalse(action.isEnabled.value)
        scheduler.run()
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(received, .producerFailed(.boom))
        XCTAssertEqual(values, [])
        XCTAssertEqual(errors, [.boom])
        withExtendedLifetime(run) {}
    }

    func testBindingAppliesTheActionToEachValue() {
        var received: String?
        let (signal, input) = Signal<Int, Never>.pipe()
        action.values.observeValues { received = $0 }
        action <~ signal
        enabled.value = true
        XCTAssertEqual(executionCount, 0)
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(action.isEnabled.value)
        input.send(0)
        XCTAssertEqual(executionCount, 1)
        XCTAssertTrue(action.isExecuting.value)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertEqual(received, "00")
        XCTAssertEqual(values, ["0", "00"])
        XCTAssertEqual(errors, [])
        scheduler.run()
        XCTAssertFalse(action.isExecuting.value)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(values, ["0", "00"])
    }

    func testExecutesWithThePropertysCurrentValue() {
        let input = MutableProperty(0)
        let action = Action<Void, Int, Never>(state: input) { value, _ in SignalProducer(value: value) }
        var values: [Int] = []
        action.values.observeValues { values.append($0) }
        input.value = 1
        action.apply().start()
        input.value = 2
        action.apply().start()
        input.value = 3
        action.apply().start()
        XCTAssertEqual(values, [1, 2, 3])
    }

    func testAllowsANonVoidInputType() {
        let state = MutableProperty(1)
        let add = Action<Int, Int, Never>(state: state) { state, input in SignalProducer(value: state + input) }
        var values: [Int] = []
        add.values.observeValues { values.append($0) }
        add.apply(2).start()
        add.apply(3).start()
        state.value = -1
        add.apply(-10).start()
        XCTAssertEqual(values, [3, 4, -11])
    }

    func testIsDisabledWhileTheUnwrappedPropertyIsNil() {
        let input = MutableProperty<Int?>(1)
        let action = Action<Void, Int, Never>(unwrapping: input) { value, _ in SignalProducer(value: value) }
        XCTAssertTrue(action.isEnabled.value)
        input.value = nil
        XCTAssertFalse(action.isEnabled.value)
    }

    func testAllowsADifferentInputTypeWhileUnwrapping() {
        let state = MutableProperty<Int?>(nil)
        let add = Action<String, Int?, Never>(unwrapping: state) { state, input -> SignalProducer<Int?, Never> in
            guard let input = Int(input) else { return SignalProducer(value: nil) }
            return SignalProducer(value: state + input)
        }
        var values: [Int] = []
        add.values.observeValues { output in if let output { values.append(output) } }
        XCTAssertFalse(add.isEnabled.value)
        state.value = 1
        XCTAssertTrue(add.isEnabled.value)
        add.apply("2").start()
        add.apply("3").start()
        state.value = -1
        add.apply("-10").start()
        XCTAssertEqual(values, [3, 4, -11])
    }

    func testIsDisabledWhileTheValidatedStateIsInvalid() {
        let state = MutableProperty<Result<Int, TestError>>(.success(0))
        let action = Action<Void, Int, Never>(validated: Property(state)) { value, _ in SignalProducer(value: value) }
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(action.apply().record().values, [0])
        state.value = .failure(.boom)
        XCTAssertFalse(action.isEnabled.value)
        XCTAssertEqual(action.apply().record().history, ["failed(disabled)"])
        state.value = .success(10)
        XCTAssertTrue(action.isEnabled.value)
        XCTAssertEqual(action.apply().record().values, [10])
    }
}
