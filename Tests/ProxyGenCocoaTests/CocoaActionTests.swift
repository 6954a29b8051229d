// CocoaActionTests: `button.reactive.pressed = CocoaAction(action)` — a press runs the action,
// the button's `isEnabled` follows it, and a press while it runs starts nothing.

@testable import ProxyGenCocoa
import UIKitDouble
import XCTest

final class CocoaActionTests: XCTestCase {
    /// `button.reactive.pressed = action`, as `Reactive+UIButton.swift` sets it.
    @MainActor
    private func press(_ button: UIButton, runs action: CocoaAction<UIButton>?) {
        let taps = button.actions(for: .touchUpInside).map { _ in () }
        PressedBinding.bind(action, to: button, taps: taps) { button, isEnabled in button.isEnabled = isEnabled }
    }

    /// The seed scenario: a save button bound to an action that is disabled while it runs.
    @MainActor
    func testAButtonIsDisabledWhileItsActionRunsAndAPressThenStartsNothing() async {
        let button = UIButton()
        var runs = 0
        var response: Signal<String, Never>.Input?
        let save = Action<Void, String, Never> { _ in
            runs += 1
            return SignalProducer { input in
                response = input
                return nil
            }
        }
        var saved: [String] = []
        save.values.observeValues { saved.append($0) }
        press(button, runs: CocoaAction(save))
        XCTAssertTrue(button.isEnabled)

        button.tap()
        XCTAssertFalse(button.isEnabled, "disabled while the action runs")
        button.sendActions(for: .touchUpInside)  // a press that reaches the control anyway
        response?.send("saved")
        response?.sendCompleted()

        XCTAssertEqual(runs, 1, "no second run while executing")
        XCTAssertEqual(saved, ["saved"])
        XCTAssertTrue(button.isEnabled, "enabled again when the run ends")
    }

    @MainActor
    func testThePressedInputIsMadeFromTheSender() async {
        let button = UIButton()
        let echo = Action<String, String, Never> { SignalProducer(value: $0) }
        var values: [String] = []
        echo.values.observeValues { values.append($0) }
        press(button, runs: CocoaAction(echo) { (sender: UIButton) in sender.isEnabled ? "enabled" : "disabled" })

        button.tap()

        XCTAssertEqual(values, ["enabled"])
    }

    @MainActor
    func testTheButtonFollowsTheActionsEnablingCondition() async {
        let button = UIButton()
        let isValid = MutableProperty(false)
        let submit = Action<Void, Void, Never>(enabledIf: isValid) { SignalProducer(value: ()) }
        press(button, runs: CocoaAction(submit))

        XCTAssertFalse(button.isEnabled)
        isValid.value = true
        XCTAssertTrue(button.isEnabled)
    }

    @MainActor
    func testANewActionOrNilEndsThePreviousBinding() async {
        let button = UIButton()
        var first = 0
        var second = 0
        press(
            button,
            runs: CocoaAction(
                Action<Void, Void, Never> {
                    first += 1; return .empty
                }))
        press(
            button,
            runs: CocoaAction(
                Action<Void, Void, Never> {
                    second += 1; return .empty
                }))
        button.tap()
        press(button, runs: nil)
        button.tap()

        XCTAssertEqual([first, second], [0, 1])
        XCTAssertNil(PressedBinding.action(of: button) as CocoaAction<UIButton>?)
        XCTAssertTrue(button.allTargets.isEmpty, "the taps' target went with the binding")
    }

    @MainActor
    func testABarButtonItemRunsItsActionThroughItsSingleSlot() async {
        let item = UIBarButtonItem()
        var runs = 0
        let refresh = CocoaAction<UIBarButtonItem>(
            Action<Void, Void, Never> {
                runs += 1; return .empty
            })
        PressedBinding.bind(refresh, to: item, taps: item.taps) { item, isEnabled in item.isEnabled = isEnabled }

        item.press()
        item.press()

        XCTAssertEqual(runs, 2)
        XCTAssertTrue((PressedBinding.action(of: item) as CocoaAction<UIBarButtonItem>?) === refresh)
    }
}
