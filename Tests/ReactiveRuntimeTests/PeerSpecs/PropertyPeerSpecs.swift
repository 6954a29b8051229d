// PropertyPeerSpecs: ReactiveSwift's PropertySpec cases for mutable, constant, composed and derived properties.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `PropertySpec` ("MutableProperty", "constant property",
/// "Property(_:)", "from properties", "from a value and SignalProducer", "from a value and
/// Signal", "binding"), rewritten for this runtime (ReactiveSwift's `property.map` on a
/// `MutableProperty` is `Property(property).map` here); the expected values are the peer's.
final class PropertyPeerSpecs: XCTestCase {
    // MARK: - MutableProperty

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

    // MARK: - constant property

    func testConstantPropertyHasTheValueGivenAtInitialization() {
        XCTAssertEqual(Property(value: "initial").value, "initial")
    }

    func testConstantPropertySignalInterruptsObserversWithoutAValue() {
        XCTAssertEqual(Property(value: "initial").signal.record().history, ["interrupted"])
    }

    func testConstantPropertyProducerSendsTheValueThenCompletes() {
        XCTAssertEqual(Property(value: "initial").producer.record().history, ["initial", "completed"])
    }

    // MARK: - composed properties

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

    // MARK: - from a value and a SignalProducer

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

    // MARK: - from a value and a Signal

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

    // MARK: - binding

    func testBindingFromASignalUpdatesTheProperty() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = MutableProperty("initial")
        property <~ signal
        input.send("subsequent")
        XCTAssertEqual(property.value, "subsequent")
    }

    func testBindingFromASignalIsTornDownWhenDisposed() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = MutableProperty("initial")
        let disposable = property <~ signal
        disposable.dispose()
        input.send("subsequent")
        XCTAssertEqual(property.value, "initial")
    }

    func testBindingFromASignalIsTornDownWhenThePropertyDeallocates() {
        let (signal, input) = Signal<String, Never>.pipe()
        var property: MutableProperty<String>? = MutableProperty("initial")
        let disposable = property! <~ signal
        property = nil
        XCTAssertTrue(disposable.isDisposed)
        withExtendedLifetime(input) {}
    }

    func testBindingFromAnotherPropertyTakesItsValueThenItsChanges() {
        let source = MutableProperty("initial")
        let destination = MutableProperty("")
        destination <~ source
        XCTAssertEqual(destination.value, "initial")
        source.value = "subsequent"
        XCTAssertEqual(destination.value, "subsequent")
    }

    func testBindingFromAnotherPropertyIsTornDownWhenTheSourceDeallocates() {
        var source: MutableProperty<String>? = MutableProperty("initial")
        let destination = MutableProperty("")
        let disposable = destination <~ source!
        source = nil
        XCTAssertTrue(disposable.isDisposed)
    }
}
