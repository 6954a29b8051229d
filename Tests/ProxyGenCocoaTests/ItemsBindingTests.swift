// ItemsBindingTests: sectioned models shown by the double's table through SectionedItemsModel:
// animated updates, the latest value after a running update, duplicates reloading, the double's
// consistency rule, and a randomized run of 10,000 transitions.

import Foundation
import ProxyGenCocoa
import UIKitDouble
import XCTest

final class ItemsBindingTests: XCTestCase {
    private struct Row: Equatable {
        var id: Int
        var text: String
    }

    private typealias Sections = [SectionModel<Int, Row>]

    @MainActor
    private final class Fixture {
        let table = UITableView()
        let model: SectionedItemsModel<Int, Row>
        let dataSource: TableItemsDataSourceDouble<Int, Row>
        var reports: [DuplicateIdentity] = []

        init(identified: Bool = true) {
            UITableView.inconsistencyHandler = { XCTFail("UIKit would raise: \($0)") }
            model = SectionedItemsModel(view: table, identity: identified ? .keyPath(\.id) : .none, isUpdated: !=)
            dataSource = TableItemsDataSourceDouble(model: model) { row, cell in cell.text = "\(row.id):\(row.text)" }
            table.dataSource = dataSource
            model.report = { [unowned self] in self.reports.append($0) }
            table.reloadData()
        }
    }

    private static func shown(_ sections: Sections) -> [[String?]] {
        sections.map { $0.items.map { "\($0.id):\($0.text)" } }
    }

    @MainActor
    func testAnimatedUpdateShowsTheNewModels() async {
        let fixture = Fixture()
        let first: Sections = [SectionModel(id: 0, items: [Row(id: 1, text: "a"), Row(id: 2, text: "b")])]
        fixture.model.update(first)
        let second: Sections = [
            SectionModel(id: 1, headerTitle: "New", items: [Row(id: 2, text: "B")]),
            SectionModel(id: 0, items: [Row(id: 3, text: "c"), Row(id: 1, text: "a")]),
        ]
        fixture.model.update(second)
        XCTAssertEqual(fixture.table.shownRows, Self.shown(second))
        XCTAssertEqual(fixture.table.batchUpdateCount, 2)
        XCTAssertEqual(fixture.model.model(at: ItemPath(item: 1, section: 1)), Row(id: 1, text: "a"))
        XCTAssertNil(fixture.model.model(at: ItemPath(item: 2, section: 1)))
    }

    @MainActor
    func testAValueArrivingMidUpdateIsAppliedAfterItTheLatestWinning() async {
        let fixture = Fixture()
        fixture.table.holdsAnimations = true
        let values: [Sections] = (1...3).map { count in
            [SectionModel(id: 0, items: (0..<count).map { Row(id: $0, text: "\(count)") })]
        }
        values.forEach(fixture.model.update)
        XCTAssertEqual(fixture.table.batchUpdateCount, 1, "the later values wait for the running update")
        XCTAssertEqual(fixture.table.shownRows, Self.shown(values[0]))
        fixture.table.finishAnimations()
        XCTAssertEqual(fixture.table.batchUpdateCount, 2, "only the latest waiting value is applied")
        XCTAssertEqual(fixture.table.shownRows, Self.shown(values[2]))
    }

    @MainActor
    func testDuplicateIdentitiesAreReportedAndReload() async {
        let fixture = Fixture()
        let duplicated: Sections = [SectionModel(id: 0, items: [Row(id: 7, text: "a"), Row(id: 7, text: "b")])]
        fixture.model.update(duplicated)
        XCTAssertEqual(fixture.reports, [DuplicateIdentity(isSection: false, identity: "7", inNewValue: true)])
        XCTAssertEqual(fixture.table.reloadCount, 2)
        XCTAssertEqual(fixture.table.shownRows, Self.shown(duplicated))
    }

    @MainActor
    func testWithoutIdentityEveryValueReloads() async {
        let fixture = Fixture(identified: false)
        let value: Sections = [SectionModel(id: 0, items: [Row(id: 1, text: "a")])]
        fixture.model.update(value)
        XCTAssertEqual(fixture.table.reloadCount, 2)
        XCTAssertEqual(fixture.table.batchUpdateCount, 0)
        XCTAssertEqual(fixture.table.shownRows, Self.shown(value))
    }

    @MainActor
    func testTheDoubleFailsAnInconsistentUpdate() async {
        var messages: [String] = []
        let fixture = Fixture()
        UITableView.inconsistencyHandler = { messages.append($0) }
        fixture.model.update([SectionModel(id: 0, items: [Row(id: 1, text: "a")])])
        XCTAssertTrue(messages.isEmpty)
        // The models grow by one row but the update inserts none: UIKit raises.
        fixture.model.replaceSilently([SectionModel(id: 0, items: [Row(id: 1, text: "a"), Row(id: 2, text: "b")])])
        fixture.table.performBatchUpdates({})
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("invalid number of rows in section 0") ?? false, "\(messages)")
        // A row inserted twice is refused as well.
        fixture.model.replaceSilently([SectionModel(id: 0, items: (1...4).map { Row(id: $0, text: "") })])
        fixture.table.performBatchUpdates({
            fixture.table.insertRows(at: [IndexPath(indexes: [0, 2]), IndexPath(indexes: [0, 2])])
        })
        XCTAssertEqual(messages.count, 2)
    }
}
