// SearchScenarioTests: the search screen of the seed articles — a search bar's text, debounced,
// searched with only the latest request kept, shown as a list.

@testable import ProxyGenCocoa
import UIKitDouble
import XCTest

final class SearchScenarioTests: XCTestCase {
    /// `searchBar.reactive.text`, as `Reactive+UISearchBar.swift` makes it: the search text
    /// field's edits, set through the bar.
    @MainActor
    private func text(of bar: UISearchBar) -> ControlProperty<String?> {
        ControlProperty(
            values: bar.searchTextField.textProperty.values, lifetime: bar.attachments.lifetime,
            object: ControlObject(
                bar, get: { $0.text }, set: { $0.text = $1 }, isComposing: { $0.searchTextField.isComposingText }))
    }

    @MainActor
    func testTheSearchBarsTextIsDebouncedIntoTheLatestResults() async {
        let bar = UISearchBar()
        let scheduler = TestScheduler()
        let catalog = ["swift", "swiftui", "switch", "sweep"]
        var requests: [String] = []
        let results = MutableProperty<[String]>([])
        results
            <~ text(of: bar).orEmpty.values
            .debounce(0.3, on: scheduler)
            .flatMap(.latest) { query -> SignalProducer<[String], Never> in
                requests.append(query)
                return SignalProducer(value: catalog.filter { $0.hasPrefix(query) })
            }

        for letter in ["s", "w", "i"] { bar.searchTextField.insertText(letter) }
        scheduler.advance(by: 0.3)
        XCTAssertEqual(results.value, ["swift", "swiftui", "switch"])

        bar.searchTextField.insertText("f")
        scheduler.advance(by: 0.1)
        bar.searchTextField.insertText("t")
        scheduler.advance(by: 0.3)

        XCTAssertEqual(requests, ["swi", "swift"], "the initial empty text and each keystroke in a burst were dropped")
        XCTAssertEqual(results.value, ["swift", "swiftui"])
    }

    @MainActor
    func testSettingTheBarsTextSendsNoSearch() async {
        let bar = UISearchBar()
        var queries: [String?] = []
        let property = text(of: bar)
        property.changes.startWithValues { queries.append($0) }

        property.bindingTarget <~ SignalProducer(value: "restored")

        XCTAssertEqual(bar.searchTextField.text, "restored")
        XCTAssertEqual(queries, [])
    }
}
