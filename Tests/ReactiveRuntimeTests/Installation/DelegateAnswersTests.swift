// DelegateAnswersTests: a host that caches its delegate's answers when the delegate is set, as
// UIKit's views cache `responds(to:)`, kept up to date by a proxy built the way generated
// Objective-C proxies are (events, responders, forwardee), over `DelegateAnswers`.

import ReactiveRuntime
import XCTest

/// The plain-Swift shape of an Objective-C delegate with optional requirements: `answers` plays
/// `responds(to:)` for `didSelect` and `height`, in that order.
private protocol SelectionDelegate: AnyObject {
    var answers: [Bool] { get }
    func didSelect(row: Int)
    func height(row: Int) -> Double
}

/// A host like `UITableView`: asks its delegate once, when it is set, and calls only what was
/// answered then.
private final class CachingTable {
    private(set) var cached: [Bool] = [false, false]
    private(set) var timesSet = 0
    weak var delegate: (any SelectionDelegate)? {
        didSet {
            timesSet += 1
            cached = delegate?.answers ?? [false, false]
        }
    }

    /// A tap: the delegate hears of it only if it answered `true` when it was set.
    func tap(row: Int) {
        if cached[0] { delegate?.didSelect(row: row) }
    }

    /// The row height: the delegate's if it answered `true` for it, else the table's own (44).
    func height(row: Int) -> Double {
        cached[1] ? delegate?.height(row: row) ?? 44 : 44
    }
}

/// What the generator writes for an Objective-C protocol, with `answers` for `responds(to:)`.
private final class SelectionDelegateProxy: SelectionDelegate {
    let didSelect: Signal<Int, Never>
    private let didSelectInput: Signal<Int, Never>.Input
    let delegateAnswers = DelegateAnswers()

    weak var forwardee: (any SelectionDelegate)? {
        didSet { answersMayHaveChanged() }
    }

    var heightResponder: ((Int) -> Double)? {
        didSet { answersMayHaveChanged() }
    }

    init(forwardingTo forwardee: (any SelectionDelegate)?) {
        self.forwardee = forwardee
        (didSelect, didSelectInput) = Signal<Int, Never>.pipe()
        didSelect.onObservationChange { [weak self] _ in self?.answersMayHaveChanged() }
    }

    var answers: [Bool] {
        [
            forwardee?.answers[0] == true || didSelect.hasObservers,
            forwardee?.answers[1] == true || heightResponder != nil,
        ]
    }

    func answersMayHaveChanged() {
        delegateAnswers.update(answers)
    }

    func didSelect(row: Int) {
        forwardee?.didSelect(row: row)
        didSelectInput.send(row)
    }

    func height(row: Int) -> Double {
        forwardee?.height(row: row) ?? heightResponder?(row) ?? 0
    }

    static func proxy(for table: CachingTable) -> SelectionDelegateProxy {
        let proxy = ProxyRegistry.shared.proxy(
            for: table, delegate: \CachingTable.delegate, retainingOriginal: false,
            make: { SelectionDelegateProxy(forwardingTo: $0) }, asDelegate: { $0 },
            setForwardee: { $0.forwardee = $1 })
        proxy.delegateAnswers.attach(proxy.answers) { [weak table, weak proxy] in
            table?.delegate = nil
            table?.delegate = proxy
        }
        return proxy
    }
}

private final class Original: SelectionDelegate {
    var answers: [Bool] { [false, true] }
    func didSelect(row: Int) {}
    func height(row: Int) -> Double { 80 }
}

final class DelegateAnswersTests: XCTestCase {
    func testObservingAfterInstallationMakesTheHostAskAgain() {
        let table = CachingTable()
        let proxy = SelectionDelegateProxy.proxy(for: table)
        XCTAssertEqual(table.cached, [false, false], "nothing observed yet: the host cached 'no'")
        var rows: [Int] = []
        let observation = proxy.didSelect.observeValues { rows.append($0) }
        table.tap(row: 3)
        XCTAssertEqual(rows, [3], "the first observation set the slot again, so the host calls")
        XCTAssertEqual(table.cached, [true, false])
        observation.dispose()
        XCTAssertEqual(table.cached, [false, false], "the last observer left: the host is told 'no' again")
        table.tap(row: 4)
        XCTAssertEqual(rows, [3])
    }

    func testAResponderOrAForwardeeSetLaterIsAskedFor() {
        let table = CachingTable()
        let proxy = SelectionDelegateProxy.proxy(for: table)
        XCTAssertEqual(table.height(row: 0), 44)
        proxy.heightResponder = { _ in 60 }
        XCTAssertEqual(table.height(row: 0), 60)
        proxy.heightResponder = nil
        let original = Original()
        proxy.forwardee = original
        XCTAssertEqual(table.height(row: 0), 80)
        withExtendedLifetime(original) {}
    }

    func testUnchangedAnswersDoNotSetTheSlotAgain() {
        let table = CachingTable()
        let proxy = SelectionDelegateProxy.proxy(for: table)
        let timesSet = table.timesSet
        let first = proxy.didSelect.observeValues { _ in }
        let second = proxy.didSelect.observeValues { _ in }
        XCTAssertEqual(table.timesSet, timesSet + 2, "one refresh: nil, then the proxy")
        second.dispose()
        XCTAssertEqual(table.timesSet, timesSet + 2, "still observed: nothing to tell")
        first.dispose()
    }

    func testObservationChangesAreReportedOnceEach() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let changes = NSLockLikeBox<[Bool]>([])
        signal.onObservationChange { isObserved in changes.mutate { $0.append(isObserved) } }
        let a = signal.observeValues { _ in }
        let b = signal.observeValues { _ in }
        a.dispose()
        b.dispose()
        let c = signal.observeValues { _ in }
        input.sendCompleted()
        XCTAssertEqual(changes.value, [true, false, true, false])
        withExtendedLifetime(c) {}
    }
}
