// ControlPropertyTests: a control's value as a stream that starts with the current value, then
// the user's changes, and as a target written on the main thread.

import Foundation
@testable import ProxyGenCocoa
import UIKitDouble
import XCTest

final class ControlPropertyTests: XCTestCase {
    /// `aSwitch.reactive.isOn`, as `Reactive+UISwitch.swift` makes it.
    @MainActor
    private func isOn(_ control: UISwitch) -> ControlProperty<Bool> {
        control.property(changedBy: .valueChanged, get: { $0.isOn }, set: { $0.isOn = $1 })
    }

    @MainActor
    func testEachRunSendsTheCurrentValueThenTheUsersChanges() async {
        let control = UISwitch()
        control.isOn = true
        var values: [Bool] = []
        isOn(control).values.startWithValues { values.append($0) }

        control.flip()
        control.flip()

        XCTAssertEqual(values, [true, false, true])
    }

    @MainActor
    func testAProgrammaticChangeSendsNothing() async {
        let control = UISwitch()
        let property = isOn(control)
        var values: [Bool] = []
        property.changes.startWithValues { values.append($0) }

        property.bindingTarget <~ SignalProducer(value: true)

        XCTAssertTrue(control.isOn)
        XCTAssertEqual(values, [])
    }

    @MainActor
    func testTheStreamCompletesWhenTheControlGoesAway() async {
        var control: UISwitch? = UISwitch()
        var completed = false
        isOn(control!).values.startWithCompleted { completed = true }

        control = nil

        XCTAssertTrue(completed)
    }

    @MainActor
    func testAValueSentFromAnotherThreadIsWrittenOnTheMainThread() async {
        let label = UILabel()
        let written = expectation(description: "written")
        let target = mainThreadTarget(label) { (label: UILabel, text: String?) in
            XCTAssertTrue(Thread.isMainThread)
            label.text = text
            written.fulfill()
        }

        let (texts, input) = Signal<String?, Never>.pipe()
        target <~ texts
        DispatchQueue.global().async { input.send("from a background thread") }
        await fulfillment(of: [written], timeout: 5)

        XCTAssertEqual(label.text, "from a background thread")
    }

    @MainActor
    func testAKeyPathTargetEndsWithItsObject() async {
        var label: UILabel? = UILabel()
        let title = MutableProperty("first")
        mainThreadTarget(label!, \.text) <~ title.producer.map { Optional($0) }
        XCTAssertEqual(label?.text, "first")
        weak let released = label

        label = nil
        title.value = "second"

        XCTAssertNil(released, "the binding must not keep the label alive")
    }

    @MainActor
    func testAMappedPropertyConvertsBothWays() async {
        let slider = UISlider()
        let value = slider.property(changedBy: .valueChanged, get: { $0.value }, set: { $0.value = $1 })
        let percent = value.map(get: { Int($0 * 100) }, set: { Float($0) / 100 })
        var values: [Int] = []
        percent.values.startWithValues { values.append($0) }

        slider.drag(to: 0.25)
        percent.bindingTarget <~ SignalProducer(value: 80)

        XCTAssertEqual(values, [0, 25])
        XCTAssertEqual(slider.value, 0.8)
    }
}
