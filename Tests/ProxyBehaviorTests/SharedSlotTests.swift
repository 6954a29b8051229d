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
}
