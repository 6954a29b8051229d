// PropertyTests: MutableProperty and Property — current value plus changes, derived properties and their lifetime.

import ReactiveRuntime
import XCTest

final class PropertyTests: XCTestCase, PropertySpecValues {
    func testProducerSendsTheCurrentValueThenChanges() {
        let property = MutableProperty(1)
        let recorder = property.producer.record()
        property.value = 2
        property.modify { $0 += 10 }
        XCTAssertEqual(recorder.history, ["1", "2", "12"])
        XCTAssertEqual(property.value, 12)
    }

    func testSignalSendsOnlyChanges() {
        let property = MutableProperty("a")
        let recorder = property.signal.record()
        property.value = "b"
        XCTAssertEqual(property.swap("c"), "b")
        XCTAssertEqual(recorder.history, ["b", "c"])
    }

    func testStreamsCompleteWhenThePropertyDeinitializes() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let recorder = property!.signal.record()
        property = nil
        XCTAssertEqual(recorder.history, ["completed"])
    }

    func testObserverMayWriteThePropertyItObserves() {
        let property = MutableProperty(0)
        property.signal.observeValues { value in
            if value < 3 { property.value = value + 1 }
        }
        property.value = 1
        XCTAssertEqual(property.value, 3)
    }

    func testReadOnlyViewFollowsTheMutableProperty() {
        let mutable = MutableProperty(1)
        let property = Property(mutable)
        let recorder = property.producer.record()
        mutable.value = 2
        XCTAssertEqual(property.value, 2)
        XCTAssertEqual(recorder.history, ["1", "2"])
    }

    func testConstantAndSignalBackedProperties() {
        XCTAssertEqual(Property(value: 5).value, 5)
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = Property(initial: 0, then: signal)
        XCTAssertEqual(property.value, 0)
        input.send(4)
        XCTAssertEqual(property.value, 4)
    }

    func testMapKeepsUpToDate() {
        let mutable = MutableProperty(2)
        let doubled = Property(mutable).map { $0 * 2 }
        XCTAssertEqual(doubled.value, 4)
        mutable.value = 5
        XCTAssertEqual(doubled.value, 10)
    }

    func testConcurrentWritesAreAllSeenInOrder() {
        let property = MutableProperty(0)
        let recorder = property.signal.record()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            for _ in 0..<500 { property.modify { $0 += 1 } }
        }
        XCTAssertEqual(property.value, 4000)
        XCTAssertEqual(recorder.values, Array(1...4000))
    }

    // MARK: - Peer cases: ReactiveSwift's PropertySpec

    func testMutablePropertyHasTheValueGivenAtInitialization() {
        XCTAssertEqual(MutableProperty(initialValue).value, initialValue)
    }

    func testMutablePropertySignalSendsSubsequentChanges() {
        let property = MutableProperty(initialValue)
        var sentValue: String?
        property.signal.observeValues { sentValue = $0 }
        XCTAssertNil(sentValue)
        property.value = subsequentValue
        XCTAssertEqual(sentValue, subsequentValue)
        property.value = finalValue
        XCTAssertEqual(sentValue, finalValue)
    }

    func testMutablePropertySignalSendsEveryAssignmentEvenOfTheSameValue() {
        let property = MutableProperty(initialValue)
        var count = 0
        property.signal.observeValues { _ in count += 1 }
        XCTAssertEqual(count, 0)
        property.value = initialValue
        XCTAssertEqual(count, 1)
        property.value = initialValue
        XCTAssertEqual(count, 2)
    }

    func testMutablePropertyDoesNotDeadlockOnRecursiveValueAccess() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = MutableProperty(0)
        var value: Int?
        property <~ signal.producer
        property.producer.startWithValues { _ in value = property.value }
        input.send(10)
        XCTAssertEqual(value, 10)
    }

    func testMutablePropertyDoesNotDeadlockOnRecursiveObservation() {
        let property = MutableProperty(0)
        var value: Int?
        property.producer.startWithValues { _ in
            property.producer.startWithValues { value = $0 }
        }
        XCTAssertEqual(value, 0)
        property.value = 1
        XCTAssertEqual(value, 1)
    }

    func testMutablePropertyDoesNotDeadlockOnRecursiveABAObservation() {
        let propertyA = MutableProperty(0)
        let propertyB = MutableProperty(0)
        var value: Int?
        propertyA.producer.startWithValues { _ in
            propertyB.producer.startWithValues { _ in
                propertyA.producer.startWithValues { value = $0 }
            }
        }
        XCTAssertEqual(value, 0)
        propertyA.value = 1
        XCTAssertEqual(value, 1)
    }

    func testAViewPassesThroughTheBehaviourOfTheWrappedProperty() {
        let property = Property(Property(value: initialValue))
        let producerRecorder = property.producer.record()
        let signalRecorder = property.signal.record()
        XCTAssertEqual(producerRecorder.history, [initialValue, "completed"])
        XCTAssertEqual(signalRecorder.history, ["interrupted"])
    }

    func testAChainOfDerivedPropertiesCapturesNoProperties() {
        func increment(_ input: Int) -> Int { input + 1 }
        weak var weakSource: MutableProperty<Int>?
        weak var weakA: Property<Int>?
        weak var weakB: Property<Int>?
        weak var weakC: Property<Int>?
        var finalProperty: Property<Int>?
        do {
            let source = MutableProperty(1)
            weakSource = source
            let propertyA = Property(source).map(increment)
            weakA = propertyA
            let propertyB = propertyA.map(increment)
            weakB = propertyB
            let propertyC = propertyB.map(increment)
            weakC = propertyC
            finalProperty = propertyC.map(increment)
        }
        XCTAssertEqual(finalProperty?.value, 5)
        XCTAssertNil(weakSource)
        XCTAssertNil(weakA)
        XCTAssertNil(weakB)
        XCTAssertNil(weakC)
    }

    func testFromASignalStreamsFollowTheUltimateSource() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var property: Property<Int>? = Property(initial: 1, then: signal)
        let propertySignal = property!.signal
        let signalRecorder = propertySignal.record()
        let producerRecorder = property!.producer.record()
        XCTAssertEqual(property?.value, 1)
        input.send(2)
        XCTAssertEqual(property?.value, 2)
        XCTAssertFalse(producerRecorder.isCompleted)
        XCTAssertFalse(signalRecorder.isCompleted)
        property = nil
        XCTAssertFalse(producerRecorder.isCompleted)
        XCTAssertFalse(signalRecorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(producerRecorder.isCompleted)
        XCTAssertTrue(signalRecorder.isCompleted)
        XCTAssertTrue(propertySignal.record().isInterrupted)
    }

    // MARK: - Peer cases: ReactiveSwift's PropertySpec

    func testMutablePropertyProducerSendsTheCurrentValueThenAllChanges() {
        let property = MutableProperty("initial")
        let recorder = property.producer.record()
        XCTAssertEqual(recorder.values, ["initial"])
        property.value = "subsequent"
        XCTAssertEqual(recorder.values, ["initial", "subsequent"])
        property.value = "subsequent"
        XCTAssertEqual(recorder.values, ["initial", "subsequent", "subsequent"])
    }

    func testMutablePropertyCompletesItsProducerAndSignalWhenDeallocated() {
        var property: MutableProperty<Int>? = MutableProperty(0)
        let producer = property!.producer.record()
        let signal = property!.signal.record()
        property = nil
        XCTAssertTrue(producer.isCompleted)
        XCTAssertTrue(signal.isCompleted)
    }

    func testMutablePropertyProducerEmitsTheLatestValueAndCompletesEvenIfThePropertyIsDeallocated() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let producer = property!.producer
        property!.value = 2
        property = nil
        XCTAssertEqual(producer.record().history, ["2", "completed"])
    }

    func testMutablePropertyModifiesAtomicallyAndSendsTheNewValue() {
        let property = MutableProperty(1)
        let recorder = property.signal.record()
        property.modify { $0 += 1 }
        XCTAssertEqual(property.value, 2)
        XCTAssertEqual(recorder.values, [2])
        XCTAssertEqual(property.swap(3), 2)
        XCTAssertEqual(recorder.values, [2, 3])
    }

    func testMutablePropertyLifetimeEndsUponDeinitialization() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        var isEnded = false
        property!.lifetime.observeEnded { isEnded = true }
        XCTAssertFalse(isEnded)
        property = nil
        XCTAssertTrue(isEnded)
    }

    func testConstantPropertyHasTheValueGivenAtInitialization() {
        XCTAssertEqual(Property(value: "initial").value, "initial")
    }

    func testConstantPropertySignalInterruptsObserversWithoutAValue() {
        XCTAssertEqual(Property(value: "initial").signal.record().history, ["interrupted"])
    }

    func testConstantPropertyProducerSendsTheValueThenCompletes() {
        XCTAssertEqual(Property(value: "initial").producer.record().history, ["initial", "completed"])
    }

    func testReadOnlyViewDoesNotRetainTheWrappedPropertyAndStaysReadable() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        weak let weakProperty = property
        let view = Property(property!)
        var signalCompleted = false
        view.signal.observeCompleted { signalCompleted = true }
        property!.value = 2
        property = nil
        XCTAssertNil(weakProperty)
        XCTAssertTrue(signalCompleted)
        XCTAssertEqual(view.value, 2)
    }

    func testDerivedPropertyHasTheLatestValueBeforeSendingAnyValue() {
        var latest: Int?
        let property = MutableProperty(1)
        let mapped = Property(property).map { $0 + 1 }
        mapped.producer.startWithValues { _ in latest = mapped.value }
        XCTAssertEqual(latest, 2)
        property.value = 2
        XCTAssertEqual(latest, 3)
        property.value = 3
        XCTAssertEqual(latest, 4)
    }

    func testDerivedPropertyDoesNotRetainItsSourceProperty() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        weak let weakProperty = property
        let mapped = Property(property!).map { $0 + 2 }
        property = nil
        XCTAssertNil(weakProperty)
        withExtendedLifetime(mapped) {}
    }

    func testDerivedPropertyOfAPropertyWithATerminatedProducer() {
        XCTAssertEqual(Property(value: 1).map { $0 + 1 }.value, 2)
    }

    func testDerivedStreamsFollowTheSourceNotTheView() {
        var signalCompleted = 0
        var producerCompleted = 0
        var property: MutableProperty<Int>? = MutableProperty(1)
        var first: Property<Int>? = Property(property!).map { $0 + 1 }
        var second: Property<Int>? = first!.map { $0 + 2 }
        var third: Property<Int>? = second!.map { $0 + 2 }
        for derived in [first!, second!, third!] {
            derived.signal.observeCompleted { signalCompleted += 1 }
            derived.producer.startWithCompleted { producerCompleted += 1 }
        }
        first = nil
        withExtendedLifetime(second) {
            XCTAssertEqual(signalCompleted, 0)
            XCTAssertEqual(producerCompleted, 0)
        }
        second = nil
        withExtendedLifetime(property) {
            XCTAssertEqual(signalCompleted, 0)
            XCTAssertEqual(producerCompleted, 0)
        }
        property = nil
        withExtendedLifetime(third) {
            XCTAssertEqual(signalCompleted, 3)
            XCTAssertEqual(producerCompleted, 3)
        }
        third = nil
        XCTAssertEqual(signalCompleted, 3)
        XCTAssertEqual(producerCompleted, 3)
        XCTAssertNil(first ?? second ?? third)
    }

    func testFromAProducerInitiallyTakesTheSuppliedValue() {
        XCTAssertEqual(Property(initial: "initial", then: SignalProducer<String, Never>.never).value, "initial")
    }

    func testFromAProducerTakesEachValueItSends() {
        XCTAssertEqual(Property(initial: "initial", then: SignalProducer(value: "subsequent")).value, "subsequent")
    }

    func testFromAProducerCompletesEvenIfTheUpstreamInterrupts() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = Property(initial: "initial", then: signal.producer)
        var isProducerCompleted = false
        var isSignalCompleted = false
        property.producer.startWithCompleted { isProducerCompleted = true }
        property.signal.observeCompleted { isSignalCompleted = true }
        XCTAssertFalse(isProducerCompleted)
        XCTAssertFalse(isSignalCompleted)
        input.sendInterrupted()
        XCTAssertTrue(isProducerCompleted)
        XCTAssertTrue(isSignalCompleted)
    }

    func testFromAProducerStreamsFollowTheUltimateSource() {
        var signalCompleted = false
        var producerCompleted = false
        var signalInterrupted = false
        let (signal, input) = Signal<Int, Never>.pipe()
        var property: Property<Int>? = Property(initial: 1, then: signal.producer)
        let propertySignal = property!.signal
        propertySignal.observeCompleted { signalCompleted = true }
        property!.producer.startWithCompleted { producerCompleted = true }
        XCTAssertEqual(property?.value, 1)
        input.send(2)
        XCTAssertEqual(property?.value, 2)
        property = nil
        XCTAssertFalse(producerCompleted)
        XCTAssertFalse(signalCompleted)
        input.sendCompleted()
        XCTAssertTrue(producerCompleted)
        XCTAssertTrue(signalCompleted)
        propertySignal.observeInterrupted { signalInterrupted = true }
        XCTAssertTrue(signalInterrupted)
    }

    func testFromASignalTakesTheInitialValueThenTheSignalsValues() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = Property(initial: "initial", then: signal)
        XCTAssertEqual(property.value, "initial")
        input.send("subsequent")
        XCTAssertEqual(property.value, "subsequent")
    }

    func testFromASignalCompletesEvenIfTheUpstreamInterrupts() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = Property(initial: "initial", then: signal)
        let producer = property.producer.record()
        let changes = property.signal.record()
        input.sendInterrupted()
        XCTAssertTrue(producer.isCompleted)
        XCTAssertTrue(changes.isCompleted)
    }

    // MARK: - Defect regressions: derived properties and bindings outlived or died before their sources

    func testADerivedPropertyCompletesWhenItsSourceEndsNotWhenItIsReleased() {
        var source: MutableProperty<Int>? = MutableProperty(1)
        let recorder = Recorder<Int, Never>()
        Property(source!).map { $0 * 10 }.signal.observe(recorder.observer)
        source?.value = 2
        XCTAssertEqual(recorder.history, ["20"])
        source = nil
        XCTAssertEqual(recorder.history, ["20", "completed"])
    }

    func testADerivedPropertyDoesNotKeepItsSourceAlive() {
        weak var weakSource: MutableProperty<Int>?
        var derived: Property<Int>?
        do {
            let source = MutableProperty(3)
            weakSource = source
            derived = Property(source).map { $0 + 1 }
        }
        XCTAssertNil(weakSource)
        XCTAssertEqual(derived?.value, 4)
    }

    func testAConstantPropertysSignalHasEndedAndItsProducerSendsTheValueThenCompletes() {
        let constant = Property(value: 7)
        XCTAssertEqual(constant.signal.record().history, ["interrupted"])
        XCTAssertEqual(constant.producer.record().history, ["7", "completed"])
    }

    func testAPropertyFromASignalCompletesWhenTheSignalEndsNotWhenReleased() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let recorder = Recorder<Int, Never>()
        Property(initial: 0, then: signal).producer.start(recorder.observer)
        input.send(1)
        XCTAssertEqual(recorder.history, ["0", "1"])
        input.sendInterrupted()
        XCTAssertEqual(recorder.history, ["0", "1", "completed"])
    }

    func testAPropertyFromAProducerTakesItsValues() {
        let property = Property(initial: 0, then: SignalProducer(values: [1, 2, 3]))
        XCTAssertEqual(property.value, 3)
        XCTAssertEqual(property.producer.record().history, ["3", "completed"])
        let (signal, input) = Signal<Int, Never>.pipe()
        let live = Property(initial: 0, then: signal.producer.map { $0 * 2 })
        XCTAssertEqual(live.value, 0)
        input.send(5)
        XCTAssertEqual(live.value, 10)
    }

    func testAMutablePropertysProducerSendsTheLatestValueThenCompletesAfterTheProperty() {
        var property: MutableProperty<Int>? = MutableProperty(1)
        let producer = property!.producer
        property?.value = 2
        property = nil
        XCTAssertEqual(producer.record().history, ["2", "completed"])
    }
}
