// BindingTests: `<~` to key paths and properties, and `<~>` between properties, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class BindingTests: XCTestCase, PropertySpecValues {
    func testBindingWritesEachValueToTheKeyPath() {
        let label = Label()
        let title = MutableProperty("first")
        BindingTarget(label, \.text) <~ title
        XCTAssertEqual(label.text, "first")
        title.value = "second"
        XCTAssertEqual(label.text, "second")
    }

    func testBindingEndsWithTheTargetsLifetime() {
        let counter = DeinitCounter()
        var label: Label? = Label(counter: counter)
        let (signal, input) = Signal<String, Never>.pipe()
        let binding = BindingTarget(label!, \.text) <~ signal
        input.send("a")
        XCTAssertEqual(label?.text, "a")
        label = nil
        XCTAssertEqual(counter.alive, 0, "the binding does not keep its target alive")
        XCTAssertTrue(binding.isDisposed)
    }

    func testBindingToAnObjectWithoutLifetimeEndsAtTheNextValueAfterItIsGone() {
        let counter = DeinitCounter()
        var object: Tracked? = Tracked(counter)
        let source = MutableProperty(1)
        let binding = BindingTarget(object!, \.number) <~ source
        source.value = 2
        XCTAssertEqual(object?.number, 2)
        object = nil
        XCTAssertEqual(counter.alive, 0)
        XCTAssertFalse(binding.isDisposed)
        source.value = 3
        XCTAssertTrue(binding.isDisposed)
    }

    func testBindingAPropertyToAProperty() {
        let source = MutableProperty(1)
        let mirror = MutableProperty(0)
        mirror <~ source.producer.map { $0 * 100 }
        source.value = 2
        XCTAssertEqual(mirror.value, 200)
    }

    func testDisposingTheBindingStopsIt() {
        let label = Label()
        let title = MutableProperty("a")
        let binding = BindingTarget(label, \.text) <~ title
        binding.dispose()
        title.value = "b"
        XCTAssertEqual(label.text, "a")
    }

    func testTwoWayBindingCopiesBothWaysWithoutFeedback() {
        let model = MutableProperty("draft")
        let field = MutableProperty("")
        let modelChanges = model.signal.record()
        let fieldChanges = field.signal.record()
        model <~> field
        XCTAssertEqual(field.value, "draft")
        field.value = "typed"
        XCTAssertEqual(model.value, "typed")
        model.value = "reset"
        XCTAssertEqual(field.value, "reset")
        XCTAssertEqual(modelChanges.values, ["typed", "reset"], "each change once: no echo")
        XCTAssertEqual(fieldChanges.values, ["draft", "typed", "reset"])
    }

    func testTwoWayBindingEndsWhenEitherPropertyGoes() {
        let model = MutableProperty(1)
        var field: MutableProperty<Int>? = MutableProperty(0)
        let binding = model <~> field!
        weak let weakField = field
        field = nil
        XCTAssertNil(weakField, "the binding does not keep the property alive")
        XCTAssertTrue(binding.isDisposed)
        model.value = 2
    }

    // MARK: - Lifecycle: nothing leaks

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

    // MARK: - Peer cases: ReactiveSwift's PropertySpec

    func testBindingFromAProducerUpdatesThePropertyWithItsValues() {
        let values = [initialValue, subsequentValue]
        let property = MutableProperty(initialValue)
        property <~ SignalProducer(values: values)
        XCTAssertEqual(property.value, values.last)
    }

    func testBindingFromAProducerIsTornDownWhenDisposed() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = MutableProperty(initialValue)
        let binding = property <~ signal.producer
        binding.dispose()
        input.send(subsequentValue)
        XCTAssertEqual(property.value, initialValue)
    }

    func testBindingFromAProducerIsTornDownWhenThePropertyDeallocates() {
        let (signal, input) = Signal<String, Never>.pipe()
        var property: MutableProperty<String>? = MutableProperty(initialValue)
        withExtendedLifetime(input) {
            let disposed = ActionDisposable()
            property! <~ signal.producer.on(disposed: { disposed.dispose() })
            XCTAssertFalse(disposed.isDisposed)
            property = nil
            XCTAssertTrue(disposed.isDisposed)
        }
    }

    func testBindingFromAnotherPropertyIsTornDownWhenDisposed() {
        let source = MutableProperty(initialValue)
        let destination = MutableProperty("")
        let binding = destination <~ source.producer
        binding.dispose()
        source.value = subsequentValue
        XCTAssertEqual(destination.value, initialValue)
    }

    func testBindingFromAnotherPropertyIsTornDownWhenTheDestinationDeallocates() {
        let source = MutableProperty(initialValue)
        var destination: MutableProperty<String>? = MutableProperty("")
        let disposed = ActionDisposable()
        _ = withExtendedLifetime(destination) {
            $0! <~ source.producer.on(disposed: { disposed.dispose() })
        }
        XCTAssertFalse(disposed.isDisposed)
        destination = nil
        XCTAssertTrue(disposed.isDisposed)
    }

    // MARK: - Peer cases: ReactiveSwift's PropertySpec

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

    // MARK: - Defect regressions: derived properties and bindings outlived or died before their sources

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
}
