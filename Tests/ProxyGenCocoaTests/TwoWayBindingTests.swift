// TwoWayBindingTests: `model <~> field.reactive.text.orEmpty` — no loop, no echo, no write of a
// value the field shows, and nothing that would cancel an input method's composition.

@testable import ProxyGenCocoa
import UIKitDouble
import XCTest

final class TwoWayBindingTests: XCTestCase {
    @MainActor
    func testTheFieldTakesTheModelsValueThenTypingUpdatesTheModel() async {
        let field = UITextField()
        let name = MutableProperty("Ada")
        var names: [String] = []
        name.signal.observeValues { names.append($0) }

        name <~> field.textProperty.orEmpty
        field.insertText(" Lovelace")

        XCTAssertEqual(field.text, "Ada Lovelace")
        XCTAssertEqual(names, ["Ada Lovelace"])
        // The typed change came back as a model change and was not written into the field again.
        XCTAssertEqual(field.textWrites, 1)
    }

    @MainActor
    func testAModelChangeIsWrittenIntoTheFieldOnce() async {
        let field = UITextField()
        let name = MutableProperty("")
        var names: [String] = []
        name.signal.observeValues { names.append($0) }
        name <~> field.textProperty.orEmpty

        name.value = "Grace"

        XCTAssertEqual(field.text, "Grace")
        XCTAssertEqual(field.textWrites, 1, "the empty value the field already showed is not written")
        XCTAssertEqual(names, ["Grace"], "a programmatic write sends no control event, so nothing echoes")
    }

    /// The seed articles' text-field binding, typed with a Japanese input method: while the
    /// composition is under way nothing is written into the field and nothing reaches the model;
    /// the committed text does, once.
    @MainActor
    func testComposingMarkedTextIsNeitherCancelledNorCopied() async {
        let field = UITextField()
        let query = MutableProperty("東京")
        var queries: [String] = []
        query.signal.observeValues { queries.append($0) }
        query <~> field.textProperty.orEmpty

        field.setMarkedText("え")
        field.setMarkedText("えき")
        query.value = "東京"  // the model restates its value while the user composes
        field.unmarkText()

        XCTAssertEqual(field.text, "東京えき")
        XCTAssertEqual(field.cancelledCompositions, 0)
        XCTAssertEqual(field.textWrites, 1, "only the first value is written")
        XCTAssertEqual(queries, ["東京", "東京えき"])
    }

    @MainActor
    func testAModelChangeWhileComposingWaitsForTheUser() async {
        let field = UITextField()
        let query = MutableProperty("")
        query <~> field.textProperty.orEmpty

        field.setMarkedText("ni")
        query.value = "reset"

        XCTAssertEqual(field.cancelledCompositions, 0)
        XCTAssertEqual(field.text, "ni")
        field.unmarkText()
        XCTAssertEqual(query.value, "ni", "the committed text is the user's")
    }

    @MainActor
    func testAnUnchangedValueIsNotSentToTheModel() async {
        let control = UISwitch()
        let isOn = MutableProperty(false)
        var values: [Bool] = []
        isOn.signal.observeValues { values.append($0) }
        isOn <~> control.property(changedBy: .valueChanged, get: { $0.isOn }, set: { $0.isOn = $1 })

        control.sendActions(for: .valueChanged)  // an event with no change of value
        control.flip()

        XCTAssertEqual(values, [true])
    }

    @MainActor
    func testTheBindingEndsWhenTheFieldGoesAway() async {
        var field: UITextField? = UITextField()
        var name: MutableProperty<String>? = MutableProperty("Ada")
        weak let releasedName = name
        name! <~> field!.textProperty.orEmpty

        field = nil
        name = nil

        XCTAssertNil(releasedName, "a binding that ended must not keep the model alive")
    }
}
