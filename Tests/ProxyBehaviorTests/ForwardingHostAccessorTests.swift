// ForwardingHostAccessorTests: `list.reactive.dataSource(forwardingTo: rows)` observes an app's own
// data source, which gives every answer: the proxy needs no made-up one.

import ReactiveRuntime
import XCTest

/// An app's data source: it answers from its rows and deletes on request.
@MainActor
private final class AppRows: RowsDataSource {
    var rows: [String]
    init(_ rows: [String]) { self.rows = rows }
    func numberOfRows(in list: RowList) -> Int { rows.count }
    func list(_ list: RowList, titleForRow row: Int) -> String { rows[row] }
    func list(_ list: RowList, commitDeletionOfRow row: Int) { rows.remove(at: row) }
}

final class ForwardingHostAccessorTests: XCTestCase {
    override func tearDown() {
        ProxyRegistry.shared.releaseProxiesOfEndedHosts()
    }

    @MainActor
    func testTheAppsDataSourceAnswersAndItsEditingCallsArePublished() async {
        let list = RowList()
        let rows = AppRows(["a", "b", "c"])
        list.dataSource = rows
        var deleted: [Int] = []
        let disposable = list.reactive.dataSource(forwardingTo: rows).listCommitDeletionOfRow.observeValues {
            deleted.append($0.row)
        }
        XCTAssertTrue(list.dataSource === list.reactive.dataSource(forwardingTo: rows).proxy)
        XCTAssertEqual(list.titles(), ["a", "b", "c"], "the app's data source answers through the proxy")
        list.delete(row: 1)
        XCTAssertEqual(deleted, [1])
        XCTAssertEqual(rows.rows, ["a", "c"], "the call reached the app's data source")
        XCTAssertEqual(list.titles(), ["a", "c"])
        disposable.dispose()
    }

    @MainActor
    func testTheDataSourceIsHeldWhileTheProxyIsInstalledAndPutBackOnUninstall() async {
        let list = RowList()
        weak var weakRows: AppRows?
        var counts: [Int] = []
        do {
            let rows = AppRows(["x", "y"])
            weakRows = rows
            // Never set in the slot by the app: the accessor makes it the forwardee.
            _ = list.reactive.dataSource(forwardingTo: rows).numberOfRowsIn.observeValues { _ in counts.append(1) }
        }
        XCTAssertNotNil(weakRows, "the proxy's answers hold the data source")
        XCTAssertEqual(list.titles(), ["x", "y"])
        XCTAssertEqual(counts, [1])
        XCTAssertTrue(RowsDataSourceProxy.uninstall(from: list, delegate: \.dataSource))
        XCTAssertTrue(list.dataSource === weakRows, "uninstalling puts the data source back")
    }

    @MainActor
    func testALaterCallReplacesTheForwardeeAndItsAnswers() async {
        let list = RowList()
        let first = AppRows(["first"])
        let second = AppRows(["second", "more"])
        _ = list.reactive.dataSource(forwardingTo: first)
        XCTAssertEqual(list.titles(), ["first"])
        _ = list.reactive.dataSource(forwardingTo: second)
        XCTAssertEqual(list.titles(), ["second", "more"])
        XCTAssertTrue(list.reactive.dataSource(forwardingTo: second).proxy.forwardee === second)
    }
}
