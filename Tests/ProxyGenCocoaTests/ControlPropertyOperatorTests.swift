// ControlPropertyOperatorTests: operators applied straight to a control property, as an RxCocoa
// port writes them, and a tap sampled with the latest text; run against the UIKit double.

import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class ControlPropertyOperatorTests: XCTestCase {
    @MainActor
    func testOperatorsApplyToTheCurrentTextThenTheUsersEdits() async {
        let field = UITextField()
        field.text = "a"
        var lengths: [Int] = []
        var longOnes: [String] = []
        var distinct: [String] = []
        field.textProperty.orEmpty.map(\.count).startWithValues { lengths.append($0) }
        field.textProperty.orEmpty.filter { $0.count > 1 }.startWithValues { longOnes.append($0) }
        field.textProperty.orEmpty.skipRepeats().startWithValues { distinct.append($0) }
        field.insertText("b")
        field.insertText("c")
        XCTAssertEqual(lengths, [1, 2, 3])
        XCTAssertEqual(longOnes, ["ab", "abc"])
        XCTAssertEqual(distinct, ["a", "ab", "abc"])
    }

    @MainActor
    func testTwoFieldsCombinedAndFlatMapped() async {
        let user = UITextField()
        let password = UITextField()
        var pairs: [String] = []
        user.textProperty.orEmpty.combineLatest(with: password.textProperty.orEmpty)
            .startWithValues { pairs.append("\($0):\($1)") }
        var lookups: [Int] = []
        user.textProperty.orEmpty.flatMap(.latest) { SignalProducer(value: $0.count) }
            .startWithValues { lookups.append($0) }
        user.insertText("ann")
        password.insertText("x")
        XCTAssertEqual(pairs, [":", "ann:", "ann:x"])
        XCTAssertEqual(lookups, [0, 3])
    }

    @MainActor
    func testATapSampledWithTheLatestTextOfAField() async {
        let field = UITextField()
        let (taps, tap) = Signal<Void, Never>.pipe()
        var submitted: [String] = []
        taps.withLatest(from: field.textProperty.orEmpty).observeValues { submitted.append($0.1) }
        tap.send(())
        field.insertText("hi")
        tap.send(())
        XCTAssertEqual(submitted, ["", "hi"])
    }
}
