// TargetActionTests: a control's events as a signal — what `control.reactive.controlEvents(_:)`
// and `recognizer.reactive.stateChanged` are made of — and the lifetime of its target.

@testable import ProxyGenCocoa
import UIKitDouble
import XCTest

final class TargetActionTests: XCTestCase {
    @MainActor
    func testEachEventSendsTheControlAndOtherEventsSendNothing() async {
        let control = UISwitch()
        var received: [UISwitch] = []
        control.actions(for: .valueChanged).observeValues { received.append($0) }

        control.flip()
        control.sendActions(for: .touchUpInside)
        control.flip()

        XCTAssertEqual(received.count, 2)
        XCTAssertTrue(received.allSatisfy { $0 === control })
    }

    @MainActor
    func testTheControlKeepsTheTargetAliveUntilTheObservationEnds() async {
        let control = UIButton()
        var taps = 0
        let observation = control.actions(for: .touchUpInside).observeValues { _ in taps += 1 }
        // The control holds targets weakly, as UIKit does: only the attachments keep it alive.
        XCTAssertEqual(control.allTargets.count, 1)

        observation.dispose()
        control.tap()

        XCTAssertEqual(control.allTargets.count, 0)
        XCTAssertTrue(control.attachments.targets.isEmpty)
        XCTAssertEqual(taps, 0)
    }

    @MainActor
    func testTheSignalCompletesWhenTheControlGoesAway() async {
        var control: UIButton? = UIButton()
        weak let released = control
        var completed = false
        control!.actions(for: .touchUpInside).observeCompleted { completed = true }

        control = nil

        XCTAssertNil(released, "the signal must not keep the control alive")
        XCTAssertTrue(completed)
    }

    @MainActor
    func testAGestureRecognizerSendsItselfAtEachStateChange() async {
        let pan = UIGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        let observation = pan.actions(for: ()).observeValues { states.append($0.state) }

        pan.recognize(.began)
        pan.recognize(.changed)
        pan.recognize(.ended)
        observation.dispose()
        pan.recognize(.began)

        XCTAssertEqual(states, [.began, .changed, .ended])
        XCTAssertEqual(pan.targetCount, 0)
    }

    @MainActor
    func testABarButtonItemHasOneSlotSharedByEveryObserver() async {
        var item: UIBarButtonItem? = UIBarButtonItem()
        var first = 0
        var second = 0
        var completed = false
        item!.taps.observeValues { first += 1 }
        item!.taps.observeValues { second += 1 }
        item!.taps.observeCompleted { completed = true }

        item!.press()
        item!.press()
        item = nil

        XCTAssertEqual([first, second], [2, 2])
        XCTAssertTrue(completed)
    }
}
