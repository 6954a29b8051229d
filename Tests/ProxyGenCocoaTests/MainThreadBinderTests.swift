// MainThreadBinderTests: BindingTarget(onMainThreadOf:action:), the public main-thread target an
// app writes for its own views, run against the UIKit double.

import Foundation
import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class MainThreadBinderTests: XCTestCase {
    @MainActor
    func testAValueSentOnTheMainThreadIsWrittenAtOnce() async {
        let label = UILabel()
        let title = MutableProperty("first")
        BindingTarget(onMainThreadOf: label) { label, text in label.text = text } <~ title.producer.map { Optional($0) }
        XCTAssertEqual(label.text, "first")
        title.value = "second"
        XCTAssertEqual(label.text, "second")
    }

    @MainActor
    func testAValueSentFromAnotherThreadIsWrittenOnTheMainThread() async {
        let label = UILabel()
        let written = expectation(description: "written")
        let target = BindingTarget<Bool>(onMainThreadOf: label) { label, hidden in
            XCTAssertTrue(Thread.isMainThread)
            label.isHidden = hidden
            written.fulfill()
        }
        let (hidden, input) = Signal<Bool, Never>.pipe()
        target <~ hidden
        DispatchQueue.global().async { input.send(true) }
        await fulfillment(of: [written], timeout: 5)
        XCTAssertTrue(label.isHidden)
    }

    @MainActor
    func testTheBindingEndsWhenAUIKitObjectGoesAway() async {
        var label: UILabel? = UILabel()
        let target = BindingTarget<String?>(onMainThreadOf: label!) { label, text in label.text = text }
        var ended = false
        target.lifetime.observeEnded { ended = true }
        weak let released = label
        label = nil
        XCTAssertNil(released, "the target holds the object weakly")
        XCTAssertTrue(ended, "a UIKit object's end ends the target at once")
    }

    @MainActor
    func testTheBindingToAnyOtherObjectEndsAtTheFirstValueAfterItWentAway() async {
        final class Meter {
            var level = 0
        }
        var meter: Meter? = Meter()
        let target = BindingTarget<Int>(onMainThreadOf: meter!) { meter, level in meter.level = level }
        let (levels, input) = Signal<Int, Never>.pipe()
        target <~ levels
        input.send(3)
        XCTAssertEqual(meter?.level, 3)
        var ended = false
        target.lifetime.observeEnded { ended = true }
        meter = nil
        XCTAssertFalse(ended)
        input.send(4)
        XCTAssertTrue(ended)
    }
}
