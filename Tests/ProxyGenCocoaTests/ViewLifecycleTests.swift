// ViewLifecycleTests: `reactive.lifecycle`'s state, run against the UIKit double's view controller
// through an observing subclass written as ProxyGenAppleViewControllers generates one (its calls
// published after `super` returns).

import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

/// An observing subclass of the double's view controller, as generated: each lifecycle call
/// published after `super` returns.
@MainActor
private final class ObservableViewController: UIViewController {
    struct Calls: ViewLifecycleCalls {
        let viewDidLoad: Signal<Void, Never>
        let viewWillAppear: Signal<Bool, Never>
        let viewDidAppear: Signal<Bool, Never>
        let viewWillDisappear: Signal<Bool, Never>
        let viewDidDisappear: Signal<Bool, Never>
    }

    private let loads = Signal<Void, Never>.pipe()
    private let appearances = (will: Signal<Bool, Never>.pipe(), did: Signal<Bool, Never>.pipe())
    private let disappearances = (will: Signal<Bool, Never>.pipe(), did: Signal<Bool, Never>.pipe())

    var calls: Calls {
        Calls(
            viewDidLoad: loads.output, viewWillAppear: appearances.will.output, viewDidAppear: appearances.did.output,
            viewWillDisappear: disappearances.will.output, viewDidDisappear: disappearances.did.output)
    }

    /// `reactive.lifecycle` as the UIKit extension reads it.
    var lifecycle: Property<ViewLifecycle> {
        lifecycleProperty(
            current: ViewLifecycle(isViewLoaded: isViewLoaded, isInWindow: isInWindow), calls: calls.lifecycleCalls)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loads.input.send(())
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances.will.input.send(animated)
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        appearances.did.input.send(animated)
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        disappearances.will.input.send(animated)
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        disappearances.did.input.send(animated)
    }

    isolated deinit {
        for input in [
            appearances.will.input, appearances.did.input, disappearances.will.input, disappearances.did.input,
        ] {
            input.sendCompleted()
        }
        loads.input.sendCompleted()
    }
}

final class ViewLifecycleTests: XCTestCase {
    @MainActor
    func testEveryStateInOrderFromTheFirstRead() async {
        let controller = ObservableViewController()
        var states: [ViewLifecycle] = []
        controller.lifecycle.producer.startWithValues { states.append($0) }
        controller.show()
        controller.hide()
        controller.show()
        XCTAssertEqual(
            states,
            [.notLoaded, .loaded, .appearing, .visible, .disappearing, .notVisible, .appearing, .visible])
    }

    @MainActor
    func testAnObserverThatComesAfterTheControllerAppearedReadsThatItIsVisible() async {
        let controller = ObservableViewController()
        controller.show()
        XCTAssertEqual(controller.lifecycle.value, .visible, "read from the controller itself")
        XCTAssertTrue(controller.lifecycle.map(\.isVisible).value)
        controller.hide()
        XCTAssertEqual(controller.lifecycle.value, .notVisible)
        let loadedOnly = ObservableViewController()
        loadedOnly.loadViewIfNeeded()
        XCTAssertEqual(loadedOnly.lifecycle.value, .loaded)
    }

    @MainActor
    func testOnePropertyPerControllerAndTwoObserversSeeTheSameStates() async {
        let controller = ObservableViewController()
        XCTAssertTrue(controller.lifecycle === controller.lifecycle, "made once, kept with the controller")
        var first: [Bool] = []
        var second: [Bool] = []
        controller.lifecycle.map(\.isVisible).producer.startWithValues { first.append($0) }
        controller.show()
        controller.lifecycle.map(\.isVisible).producer.startWithValues { second.append($0) }
        controller.hide()
        XCTAssertEqual(first, [false, false, false, true, false, false])
        XCTAssertEqual(second, [true, false, false])
    }

    @MainActor
    func testTheStatesCompleteWhenTheControllerGoesAway() async {
        var completed = false
        var controller: ObservableViewController? = ObservableViewController()
        controller?.lifecycle.producer.startWithCompleted { completed = true }
        controller?.show()
        controller = nil
        XCTAssertTrue(completed)
    }

    func testAViewDidLoadAfterTheViewAppearedChangesNothing() {
        XCTAssertEqual(ViewLifecycle.visible.after(.viewDidLoad), .visible)
        XCTAssertEqual(ViewLifecycle.notLoaded.after(.viewDidLoad), .loaded)
        XCTAssertEqual(ViewLifecycle(isViewLoaded: false, isInWindow: false), .notLoaded)
    }
}
