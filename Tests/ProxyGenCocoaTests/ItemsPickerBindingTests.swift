// ItemsPickerBindingTests: `pickerView.reactive.itemTitles(component:)` bound with `<~`, one
// binding per component, driving the double's picker through the same code as UIKit's: titles,
// the models behind selections, and the picker's own data source and delegate beside the
// bindings and given back.

import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class ItemsPickerBindingTests: XCTestCase {
    struct City: Equatable {
        var name: String
    }

    /// The delegate an app had before binding: it reports selections (as the generated
    /// `reactive.delegate` proxy's `pickerViewDidSelectRowInComponent` does).
    private final class AppDelegate: UIPickerViewDelegate {
        let (selections, input) = Signal<(pickerView: UIPickerView, row: Int, component: Int), Never>.pipe()

        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            input.send((pickerView, row, component))
        }
    }

    @MainActor
    func testEachBindingShowsItsComponent() async {
        let picker = UIPickerView()
        let cities = MutableProperty([City(name: "Oslo"), City(name: "Rome")])
        let (hours, input) = Signal<ClosedRange<Int>, Never>.pipe()
        picker.reactive.itemTitles { _, city in city.name } <~ cities
        let hoursBinding = picker.reactive.itemTitles(component: 2) { row, hour in "\(row). \(hour) h" } <~ hours
        input.send(9...10)
        XCTAssertEqual(picker.shownTitles, [["Oslo", "Rome"], [], ["0. 9 h", "1. 10 h"]])
        cities.value.append(City(name: "Lima"))
        XCTAssertEqual(picker.shownTitles[0], ["Oslo", "Rome", "Lima"])
        hoursBinding.dispose()
        XCTAssertEqual(picker.shownTitles, [["Oslo", "Rome", "Lima"]], "the picker loses the component")
    }

    @MainActor
    func testModelSelectedReadsTheRowsShownAndTheAppsDelegateStillHearsSelections() async {
        let picker = UIPickerView()
        let app = AppDelegate()
        picker.delegate = app
        let cities = MutableProperty([City(name: "Oslo"), City(name: "Rome")])
        let binding = picker.reactive.itemTitles { _, city in city.name } <~ cities
        var selected: [City] = []
        picker.reactive.modelSelected(City.self, from: app.selections).observeValues { selected.append($0) }
        picker.userSelects(row: 1, inComponent: 0)
        cities.value = [City(name: "Lima"), City(name: "Quito")]
        picker.userSelects(row: 1, inComponent: 0)
        XCTAssertEqual(selected.map(\.name), ["Rome", "Quito"])
        XCTAssertEqual(picker.reactive.model(atRow: 0, as: City.self), City(name: "Lima"))
        XCTAssertFalse(picker.delegate === app)
        binding.dispose()
        XCTAssertTrue(picker.delegate === app, "the last binding gives the delegate back")
        XCTAssertNil(picker.dataSource)
        XCTAssertNil(picker.reactive.model(atRow: 0, as: City.self))
        XCTAssertEqual(picker.shownTitles, [])
    }
}
