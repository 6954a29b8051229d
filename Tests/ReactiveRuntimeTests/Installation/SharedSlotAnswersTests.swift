// SharedSlotAnswersTests: on a slot shared by a parent's and a child's proxy, a host that caches
// its delegate's answers (as UIKit caches `responds(to:)`) is kept in step with the proxy in the
// slot, whose answers include those of the proxy behind it. Proxies written the way generated
// Objective-C proxies are, over `ProxyRegistry` and `DelegateAnswers`.

import ReactiveRuntime
import XCTest

/// The parent protocol; `answers` plays `responds(to:)` for `didPan`.
private protocol PanDelegate: AnyObject {
    var answers: [Bool] { get }
    func didPan()
}

/// The child protocol; `answers` covers `didPan` and `didPick`, in that order.
private protocol PickDelegate: PanDelegate {
    func didPick(_ row: Int)
}

/// A host like `UIScrollView` that asks its delegate once, when it is set.
private class Panner {
    private(set) var cached: [Bool] = []
    weak var delegate: (any PanDelegate)? {
        didSet { cached = delegate?.answers ?? [] }
    }

    func pan() {
        if cached.first == true { delegate?.didPan() }
    }
}

/// A host like `UITableView`: the same slot through the child protocol's type.
private final class Picker: Panner {
    var pickDelegate: (any PickDelegate)? {
        get { delegate as? any PickDelegate }
        set { delegate = newValue }
    }

    func pick(_ row: Int) {
        if cached.count > 1, cached[1] { pickDelegate?.didPick(row) }
    }
}

private final class PanProxy: PanDelegate {
    let panned: Signal<Void, Never>
    private let pannedInput: Signal<Void, Never>.Input
    weak var forwardee: (any PanDelegate)?
    let delegateAnswers = DelegateAnswers()

    init(forwardingTo forwardee: (any PanDelegate)?) {
        self.forwardee = forwardee
        (panned, pannedInput) = Signal<Void, Never>.pipe()
        panned.onObservationChange { [weak self] _ in self?.answersMayHaveChanged() }
    }

    var answers: [Bool] { [forwardee?.answers.first == true || panned.hasObservers] }
    func answersMayHaveChanged() { delegateAnswers.update(answers) }

    func didPan() {
        forwardee?.didPan()
        pannedInput.send(())
    }

    static func proxy<Host: AnyObject>(
        for host: Host, delegate keyPath: ReferenceWritableKeyPath<Host, (any PanDelegate)?>
    ) -> PanProxy {
        ProxyRegistry.shared.proxy(
            for: host, delegate: keyPath, retainingOriginal: false,
            make: { PanProxy(forwardingTo: $0) }, asDelegate: { $0 }, setForwardee: { $0.forwardee = $1 },
            forwardee: { $0.forwardee },
            answers: { proxy in ProxyRegistry.SlotAnswers(proxy.delegateAnswers) { proxy.answers } })
    }
}

private final class PickProxy: PickDelegate {
    let picked: Signal<Int, Never>
    private let pickedInput: Signal<Int, Never>.Input
    weak var forwardee: (any PickDelegate)?
    /// The parent's proxy behind this one, as generated child proxies keep it.
    var panRoute: (any PanDelegate)?
    let delegateAnswers = DelegateAnswers()

    init(forwardingTo forwardee: (any PickDelegate)?) {
        self.forwardee = forwardee
        (picked, pickedInput) = Signal<Int, Never>.pipe()
        picked.onObservationChange { [weak self] _ in self?.answersMayHaveChanged() }
    }

    var answers: [Bool] {
        [
            (panRoute ?? forwardee)?.answers.first == true,
            (forwardee?.answers.count ?? 0) > 1 && forwardee?.answers[1] == true || picked.hasObservers,
        ]
    }
    func answersMayHaveChanged() { delegateAnswers.update(answers) }

    func didPan() { (panRoute ?? forwardee)?.didPan() }

    func didPick(_ row: Int) {
        forwardee?.didPick(row)
        pickedInput.send(row)
    }

    static func proxy<Host: AnyObject>(
        for host: Host, delegate keyPath: ReferenceWritableKeyPath<Host, (any PickDelegate)?>
    ) -> PickProxy {
        ProxyRegistry.shared.proxy(
            for: host, delegate: keyPath, retainingOriginal: false,
            make: { PickProxy(forwardingTo: $0) }, asDelegate: { $0 }, setForwardee: { $0.forwardee = $1 },
            forwardee: { $0.forwardee },
            routes: { proxy, behind in proxy.panRoute = behind.lazy.compactMap { $0 as? any PanDelegate }.first },
            answers: { proxy in ProxyRegistry.SlotAnswers(proxy.delegateAnswers) { proxy.answers } })
    }
}

final class SharedSlotAnswersTests: XCTestCase {
    override func tearDown() {
        ProxyRegistry.shared.releaseProxiesOfEndedHosts()
    }

    func testObservingTheParentsProxyBehindMakesTheHostAskTheChildsProxyAgain() {
        let picker = Picker()
        let pick = PickProxy.proxy(for: picker, delegate: \.pickDelegate)
        let pan = PanProxy.proxy(for: picker, delegate: \.delegate)
        XCTAssertTrue(picker.delegate === pick, "the child's proxy stays in the slot")
        XCTAssertEqual(picker.cached, [false, false], "nothing observed: the host cached 'no'")

        var pans = 0
        let observation = pan.panned.observeValues { pans += 1 }
        XCTAssertEqual(picker.cached, [true, false], "the slot was set again with the child's proxy")
        XCTAssertTrue(picker.delegate === pick)
        picker.pan()
        XCTAssertEqual(pans, 1, "the call went through the child's proxy to the parent's")

        observation.dispose()
        XCTAssertEqual(picker.cached, [false, false], "the last observer left: 'no' again")
        picker.pan()
        XCTAssertEqual(pans, 1)
    }

    func testAChildsProxyTakingTheSlotIsAskedWithTheAnswersOfTheProxyBehindIt() {
        let picker = Picker()
        let pan = PanProxy.proxy(for: picker, delegate: \.delegate)
        var pans = 0
        let observation = pan.panned.observeValues { pans += 1 }
        XCTAssertEqual(picker.cached, [true])

        let pick = PickProxy.proxy(for: picker, delegate: \.pickDelegate)
        XCTAssertTrue(picker.delegate === pick)
        XCTAssertEqual(picker.cached, [true, false], "the host asked the child's proxy, which answers for both")
        picker.pan()
        XCTAssertEqual(pans, 1)

        var picks: [Int] = []
        let picking = pick.picked.observeValues { picks.append($0) }
        picker.pick(2)
        XCTAssertEqual(picks, [2])
        observation.dispose()
        picking.dispose()
        XCTAssertEqual(picker.cached, [false, false])
    }
}
