// BindingTests: `<~` to key paths and properties, and `<~>` between properties.

import ReactiveRuntime
import XCTest

final class BindingTests: XCTestCase {
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
}
