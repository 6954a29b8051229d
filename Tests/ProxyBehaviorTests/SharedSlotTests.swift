// SharedSlotTests: a parent-protocol proxy and a child-protocol proxy installed on one delegate
// slot (`UIScrollView.delegate` is `UITableView.delegate`) are one proxy serving both, in every
// order of installation and uninstallation.

import ReactiveRuntime
import XCTest

/// The original delegate of a listing view: records every call it receives.
final class ListingRecorder: ListingDelegate {
    var calls: [String] = []
    func scrollingDidScroll(_ view: ScrollingView) { calls.append("scroll") }
    func zoomTarget(for view: ScrollingView) -> Int? {
        calls.append("zoom")
        return 7
    }
    func listing(_ view: ListingView, didSelect row: Int) { calls.append("select \(row)") }
    func listing(_ view: ListingView, heightFor row: Int) -> Double? {
        calls.append("height \(row)")
        return 60
    }
}

final class SharedSlotTests: XCTestCase {
    private var reports: LockedBox<[ProxyRegistry.Replacement]>!

    override func setUp() {
        let reports = LockedBox<[ProxyRegistry.Replacement]>([])
        self.reports = reports
        ProxyRegistry.shared.replacementHandler = { replacement in reports.mutate { $0.append(replacement) } }
    }

    override func tearDown() {
        XCTAssertEqual(reports.value.map(\.description), [], "no replacement reported")
        ProxyRegistry.shared.replacementHandler = nil
        ProxyRegistry.shared.releaseProxiesOfEndedHosts()
    }

    /// The report of issue 10 (c): installed on one slot, each proxy took the other for a
    /// replacement, the child proxy lost its forwardee and the original delegate heard nothing.
    func testAParentAndAChildProxyOnOneSlotServeBothWithoutReplacingEachOther() {
        let view = ListingView()
        let original = ListingRecorder()
        view.listingDelegate = original

        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        XCTAssertTrue(ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate) === scrolling)
        XCTAssertTrue(ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate) === listing)

        XCTAssertEqual(reports.value.map(\.description), [], "no replacement reported")
        XCTAssertTrue(view.delegate === listing, "the slot holds the child protocol's proxy")
        XCTAssertTrue(listing.forwardee === original, "which forwards to the original delegate")

        var scrolls = (parent: 0, child: 0)
        var selected: [Int] = []
        let disposables = [
            scrolling.events.scrollingDidScroll.observeValues { _ in scrolls.parent += 1 },
            listing.events.scrollingDidScroll.observeValues { _ in scrolls.child += 1 },
            listing.events.listingDidSelect.observeValues { selected.append($0.row) },
        ]
        defer { disposables.forEach { $0.dispose() } }

        XCTAssertEqual(view.scroll(), 7, "the original delegate's answer")
        view.select(3)
        XCTAssertEqual(view.height(of: 3), 60)
        XCTAssertEqual(original.calls, ["scroll", "zoom", "select 3", "height 3"], "each call reaches it once")
        XCTAssertEqual(scrolls.parent, 1, "the parent proxy's observers see the parent's events")
        XCTAssertEqual(scrolls.child, 1, "and so do the child proxy's")
        XCTAssertEqual(selected, [3])
        XCTAssertEqual(reports.value.count, 0)
    }

    // MARK: - Every order of installation

    func testAChildProxyInstalledAfterAParentProxyTakesTheSlotAndKeepsItsObserversServed() {
        let (view, original) = Self.viewWithOriginal()
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let earlyScrolls = Events(scrolling)
        XCTAssertTrue(scrolling.forwardee === original)
        view.scroll()
        XCTAssertEqual(earlyScrolls.scrolls, 1)

        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        XCTAssertTrue(view.delegate === listing, "upgraded to the child protocol's proxy")
        XCTAssertTrue(listing.forwardee === original)
        XCTAssertTrue(scrolling.forwardee === original, "the parent's proxy still forwards to the original")
        let events = Events(listing)
        Self.drive(view)
        XCTAssertEqual(original.calls, ["scroll", "zoom", "scroll", "zoom", "select 3", "height 3"])
        XCTAssertEqual(earlyScrolls.scrolls, 2, "observers of the parent's proxy from before the upgrade")
        XCTAssertEqual(events.scrolls, 1)
        XCTAssertEqual(events.selections, [3])
        XCTAssertTrue(ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate) === scrolling)
    }

    func testAParentProxyInstalledAfterAChildProxyStandsBehindIt() {
        let (view, original) = Self.viewWithOriginal()
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        XCTAssertTrue(view.delegate === listing, "the child protocol's proxy keeps the slot")
        XCTAssertTrue(scrolling.forwardee === original, "the parent's proxy forwards to the original")
        let parent = Events(scrolling)
        let child = Events(listing)
        XCTAssertEqual(Self.drive(view), Answers(zoom: 7, height: 60))
        XCTAssertEqual(original.calls, ["scroll", "zoom", "select 3", "height 3"], "each call reaches it once")
        XCTAssertEqual(parent.scrolls, 1)
        XCTAssertEqual(child.scrolls, 1)
        XCTAssertEqual(child.selections, [3])
    }

    func testChildThenParentThenChildReturnsTheSameProxies() {
        let (view, original) = Self.viewWithOriginal()
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        XCTAssertTrue(ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate) === listing)
        XCTAssertTrue(ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate) === scrolling)
        XCTAssertTrue(view.delegate === listing)
        Self.drive(view)
        XCTAssertEqual(original.calls, ["scroll", "zoom", "select 3", "height 3"])
        XCTAssertEqual(ProxyRegistry.shared.count(on: view), 2)
    }

    func testEveryKeyPathToTheSlotFindsTheSameProxies() {
        let (view, original) = Self.viewWithOriginal()
        // `\ScrollingView.delegate`, `\ListingView.delegate` and `\ListingView.listingDelegate` are
        // three key paths to one slot.
        let scrolling = ScrollingDelegateProxy.proxy(for: view as ScrollingView, delegate: \.delegate)
        XCTAssertTrue(ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate) === scrolling)
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        XCTAssertTrue(ScrollingDelegateProxy.proxy(for: view as ScrollingView, delegate: \.delegate) === scrolling)
        XCTAssertTrue(ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate) === scrolling)
        XCTAssertTrue(view.delegate === listing)
        let parent = Events(scrolling)
        Self.drive(view)
        XCTAssertEqual(original.calls, ["scroll", "zoom", "select 3", "height 3"])
        XCTAssertEqual(parent.scrolls, 1)
    }

    func testAParentProxyAnswersItsRequirementsWithoutAnOriginalBehindAChildProxy() {
        let view = ListingView()
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let parent = Events(scrolling)
        let child = Events(listing)
        XCTAssertEqual(Self.drive(view), Answers(zoom: nil, height: 44))
        XCTAssertEqual(parent.scrolls, 1)
        XCTAssertEqual(child.scrolls, 1)
        XCTAssertEqual(child.selections, [3])
    }

    // MARK: - Uninstalling in every order

    func testUninstallingTheChildThenTheParentInstalledFirst() {
        let (view, original) = Self.viewWithOriginal()
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let parent = Events(scrolling)
        let child = Events(listing)

        XCTAssertTrue(ListingDelegateProxy.uninstall(from: view, delegate: \.listingDelegate))
        XCTAssertTrue(view.delegate === scrolling, "the parent's proxy is back in the slot")
        Self.drive(view)
        // As before the child's proxy came: the host sees a delegate of the parent protocol only, so
        // the original hears the parent's requirements only (README: install the child's proxy).
        XCTAssertEqual(original.calls, ["scroll", "zoom"])
        XCTAssertEqual(parent.scrolls, 1)
        XCTAssertEqual(child.scrolls, 0, "the uninstalled proxy hears nothing")

        XCTAssertTrue(ScrollingDelegateProxy.uninstall(from: view, delegate: \.delegate))
        XCTAssertTrue(view.delegate === original, "the original is back")
        Self.drive(view)
        XCTAssertEqual(original.calls, ["scroll", "zoom", "scroll", "zoom", "select 3", "height 3"])
        XCTAssertEqual(parent.scrolls, 1)
        XCTAssertEqual(ProxyRegistry.shared.count(on: view), 0)
    }

    func testUninstallingTheParentThenTheChildInstalledAfterIt() {
        let (view, original) = Self.viewWithOriginal()
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let parent = Events(scrolling)
        let child = Events(listing)

        XCTAssertTrue(ScrollingDelegateProxy.uninstall(from: view, delegate: \.delegate))
        XCTAssertTrue(view.delegate === listing, "the child's proxy keeps the slot")
        XCTAssertEqual(Self.drive(view), Answers(zoom: 7, height: 60))
        XCTAssertEqual(original.calls, ["scroll", "zoom", "select 3", "height 3"], "from the child's proxy")
        XCTAssertEqual(parent.scrolls, 0)
        XCTAssertEqual(child.scrolls, 1)

        XCTAssertTrue(ListingDelegateProxy.uninstall(from: view, delegate: \.listingDelegate))
        XCTAssertTrue(view.delegate === original)
        XCTAssertEqual(ProxyRegistry.shared.count(on: view), 0)
    }

    func testUninstallingTheChildThenTheParentInstalledAfterIt() {
        let (view, original) = Self.viewWithOriginal()
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let parent = Events(scrolling)

        XCTAssertTrue(ListingDelegateProxy.uninstall(from: view, delegate: \.listingDelegate))
        XCTAssertTrue(view.delegate === scrolling, "the parent's proxy takes the slot")
        XCTAssertTrue(scrolling.forwardee === original)
        Self.drive(view)
        XCTAssertEqual(original.calls, ["scroll", "zoom"], "the host sees the parent protocol only")
        XCTAssertEqual(parent.scrolls, 1)
        view.scroll()
        XCTAssertEqual(parent.scrolls, 2)
        _ = listing

        XCTAssertTrue(ScrollingDelegateProxy.uninstall(from: view, delegate: \.delegate))
        XCTAssertTrue(view.delegate === original)
    }

    func testUninstallingTheParentThenTheChildInstalledFirst() {
        let (view, original) = Self.viewWithOriginal()
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let parent = Events(scrolling)

        XCTAssertTrue(ScrollingDelegateProxy.uninstall(from: view, delegate: \.delegate))
        XCTAssertTrue(view.delegate === listing)
        Self.drive(view)
        XCTAssertEqual(original.calls, ["scroll", "zoom", "select 3", "height 3"])
        XCTAssertEqual(parent.scrolls, 0, "the uninstalled parent's proxy no longer stands behind")

        // Installing the parent's again puts a proxy behind the child's again.
        let again = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let events = Events(again)
        view.scroll()
        XCTAssertEqual(events.scrolls, 1)
        XCTAssertEqual(original.calls.suffix(2), ["scroll", "zoom"])

        XCTAssertTrue(ListingDelegateProxy.uninstall(from: view, delegate: \.listingDelegate))
        XCTAssertTrue(view.delegate === again)
        XCTAssertTrue(ScrollingDelegateProxy.uninstall(from: view, delegate: \.delegate))
        XCTAssertTrue(view.delegate === original)
    }

    // MARK: - Replacement and lifetime

    func testADelegateSetBehindASharedSlotsBackIsReportedOnceAndForwardedToByBoth() {
        let (view, _) = Self.viewWithOriginal()
        let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
        let intruder = ListingRecorder()
        view.listingDelegate = intruder

        XCTAssertTrue(ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate) === scrolling)
        XCTAssertEqual(reports.value.count, 1)
        XCTAssertEqual(reports.value.first?.proxyType, "ListingDelegateProxy", "the proxy that was in the slot")
        reports.mutate { $0.removeAll() }
        XCTAssertTrue(view.delegate === listing, "installed again")
        Self.drive(view)
        XCTAssertEqual(intruder.calls, ["scroll", "zoom", "select 3", "height 3"], "both forward to the newcomer")
    }

    func testBothProxiesEndWithTheirHost() {
        weak var weakScrolling: ScrollingDelegateProxy?
        weak var weakListing: ListingDelegateProxy?
        var completed = 0
        do {
            let view = ListingView()
            let scrolling = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
            let listing = ListingDelegateProxy.proxy(for: view, delegate: \.listingDelegate)
            (weakScrolling, weakListing) = (scrolling, listing)
            scrolling.events.scrollingDidScroll.observeCompleted { completed += 1 }
            listing.events.scrollingDidScroll.observeCompleted { completed += 1 }
        }
        ProxyRegistry.shared.releaseProxiesOfEndedHosts()
        XCTAssertNil(weakScrolling)
        XCTAssertNil(weakListing)
        XCTAssertEqual(completed, 2)
    }

    func testTwoUnrelatedSlotsOfOneHostStayTwoSlots() {
        let view = ListingView()
        let control = Control()
        let first = TapDelegateProxy.proxy(for: control, delegate: \.delegate)
        let second = TapDelegateProxy.proxy(for: control, delegate: \.secondaryDelegate)
        _ = ScrollingDelegateProxy.proxy(for: view, delegate: \.delegate)
        XCTAssertFalse(first === second)
        XCTAssertTrue(control.delegate === first)
        XCTAssertTrue(control.secondaryDelegate === second)
    }

    // MARK: - Helpers

    private struct Answers: Equatable {
        var zoom: Int?
        var height: Double
    }

    /// A listing view whose delegate is a recorder.
    private static func viewWithOriginal() -> (ListingView, ListingRecorder) {
        let view = ListingView()
        let original = ListingRecorder()
        view.listingDelegate = original
        return (view, original)
    }

    /// Scrolls the view, selects row 3 and asks its height.
    @discardableResult
    private static func drive(_ view: ListingView) -> Answers {
        let zoom = view.scroll()
        view.select(3)
        return Answers(zoom: zoom, height: view.height(of: 3))
    }
}

/// What a proxy's observers saw, observed from creation on.
private final class Events {
    var scrolls = 0
    var selections: [Int] = []
    private var disposables: [any Disposable] = []

    init(_ proxy: ScrollingDelegateProxy) {
        disposables.append(proxy.events.scrollingDidScroll.observeValues { [unowned self] _ in scrolls += 1 })
    }

    init(_ proxy: ListingDelegateProxy) {
        disposables.append(proxy.events.scrollingDidScroll.observeValues { [unowned self] _ in scrolls += 1 })
        disposables.append(proxy.events.listingDidSelect.observeValues { [unowned self] in selections.append($0.row) })
    }

    deinit { disposables.forEach { $0.dispose() } }
}
