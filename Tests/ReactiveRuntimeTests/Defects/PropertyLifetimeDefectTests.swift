// PropertyLifetimeDefectTests: derived properties and bindings live as long as their sources.

import ReactiveRuntime
import XCTest

final class PropertyLifetimeDefectTests: XCTestCase {
    func testABindingFromATemporaryDerivedPropertyKeepsWorkingWhileItsSourceLives() {
        let source = MutableProperty(false)
        let label = Label()
        BindingTarget(label, \.text) <~ Property(source).map { $0 ? "on" : "off" }
        XCTAssertEqual(label.text, "off")
        source.value = true
        XCTAssertEqual(label.text, "on", "the binding goes on after the derived property is released")
        source.value = false
        XCTAssertEqual(label.text, "off")
    }

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
