// ItemsTableBindingTests: `tableView.reactive.items(…)` and `sections(…)` bound with `<~` from a
// Property, a Signal and a SignalProducer, driving the double's table through the same code as
// UIKit's (ItemsList, ItemsBindingTarget): animated updates, reloads, the latest value after a
// running update, duplicates, section titles, and the end of the binding.

import Foundation
import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class ItemsTableBindingTests: XCTestCase {
    struct Book: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    final class BookCell: UITableViewCell {
        var row = -1
    }

    @MainActor
    private func makeTable() -> UITableView {
        UITableView.inconsistencyHandler = { XCTFail("UIKit would raise: \($0)") }
        let table = UITableView()
        table.register(BookCell.self, forCellReuseIdentifier: "Book")
        return table
    }

    private static func books(_ ids: [Int], _ suffix: String = "") -> [Book] {
        ids.map { Book(id: $0, title: "b\($0)\(suffix)") }
    }

    @MainActor
    func testItemsFromAPropertyAnimateIdentifiableModels() async {
        let table = makeTable()
        let books = MutableProperty(Self.books([1, 2, 3]))
        var rows: [Int] = []
        table.reactive.items(cellIdentifier: "Book", cellType: BookCell.self) { row, book, cell in
            cell.text = book.title
            cell.row = row
            rows.append(row)
        } <~ books
        XCTAssertEqual(table.shownRows, [["b1", "b2", "b3"]])
        XCTAssertEqual(rows, [0, 1, 2], "each cell is configured with its row")
        XCTAssertEqual(table.batchUpdateCount, 1, "the first value is inserted by a batch update")
        books.value = Self.books([3, 1, 4]) + [Book(id: 2, title: "b2 (2nd edition)")]
        XCTAssertEqual(table.shownRows, [["b3", "b1", "b4", "b2 (2nd edition)"]])
        XCTAssertEqual(table.batchUpdateCount, 2)
        XCTAssertEqual(table.reloadCount, 1, "only the reload that shows the binding's (empty) models")
    }

    @MainActor
    func testTheClosureFormFromASignalReloadsModelsWithoutIdentity() async {
        let table = makeTable()
        let (titles, input) = Signal<ContiguousArray<String>, Never>.pipe()
        table.reactive.items { tableView, indexPath, title in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
            cell.text = "\(indexPath[1]). \(title)"
            return cell
        } <~ titles
        input.send(["Emma", "Persuasion"])
        XCTAssertEqual(table.shownRows, [["0. Emma", "1. Persuasion"]])
        input.send(["Persuasion"])
        XCTAssertEqual(table.shownRows, [["0. Persuasion"]])
        XCTAssertEqual(table.batchUpdateCount, 0, "strings have no identity: every value reloads")
        XCTAssertEqual(table.reloadCount, 3)
    }

    @MainActor
    func testSectionsFromAProducerKeepTheirTitlesThroughUpdates() async {
        let table = makeTable()
        let (values, input) = Signal<[SectionModel<String, Book>], Never>.pipe()
        table.reactive.sections(identity: .keyPath(\.id)) { tableView, indexPath, book in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
            cell.text = book.title
            return cell
        } <~ SignalProducer { input in values.observe(input.send(event:)) }
        input.send([
            SectionModel(id: "austen", headerTitle: "Austen", footerTitle: "2 books", items: Self.books([1, 2])),
            SectionModel(id: "eliot", headerTitle: "Eliot", items: Self.books([3])),
        ])
        input.send([
            SectionModel(id: "eliot", headerTitle: "Eliot", items: Self.books([3, 1])),
            SectionModel(id: "austen", headerTitle: "Austen", footerTitle: "1 book", items: Self.books([2])),
        ])
        XCTAssertEqual(table.shownRows, [["b3", "b1"], ["b2"]])
        XCTAssertEqual(table.shownTitles.map(\.header), ["Eliot", "Austen"])
        XCTAssertEqual(table.shownTitles.map(\.footer), [nil, "1 book"])
        XCTAssertEqual(table.batchUpdateCount, 2)
    }

    @MainActor
    func testAValueArrivingDuringAnUpdateIsShownAfterItTheLatestWinning() async {
        let table = makeTable()
        let books = MutableProperty(Self.books([1]))
        table.reactive.items(cellIdentifier: "Book", cellType: BookCell.self) { _, book, cell in
            cell.text = book.title
        } <~ books
        table.holdsAnimations = true
        books.value = Self.books([1, 2])
        books.value = Self.books([2, 3])
        books.value = Self.books([3, 4, 1])
        XCTAssertEqual(table.batchUpdateCount, 2, "the later values wait for the running update")
        XCTAssertEqual(table.shownRows, [["b1", "b2"]])
        table.finishAnimations()
        XCTAssertEqual(table.batchUpdateCount, 3, "only the latest waiting value is applied")
        XCTAssertEqual(table.shownRows, [["b3", "b4", "b1"]])
    }

    @MainActor
    func testDuplicateIdentitiesAreReportedAndReloaded() async {
        let table = makeTable()
        var reports: [String] = []
        ItemsReporting.report = { reports.append($0.description) }
        defer { ItemsReporting.report = { print($0) } }
        let books = MutableProperty(Self.books([1, 2]))
        table.reactive.items(cellIdentifier: "Book", cellType: BookCell.self) { _, book, cell in
            cell.text = book.title
        } <~ books
        books.value = [Book(id: 5, title: "first"), Book(id: 5, title: "second")]
        XCTAssertEqual(table.shownRows, [["first", "second"]])
        XCTAssertEqual(table.reloadCount, 2)
        XCTAssertEqual(
            reports,
            [
                "ProxyGenCocoa items binding: two rows of the new value have the identity 5; identities must be "
                    + "unique, so the view is reloaded without animation"
            ])
        books.value = Self.books([5, 6])
        XCTAssertEqual(table.shownRows, [["b5", "b6"]])
        XCTAssertEqual(reports.count, 2, "the duplicate in the value shown is reported too")
    }

    @MainActor
    func testTheBindingEndsWithItsSourceAndWhenDisposed() async {
        let table = makeTable()
        let (values, input) = Signal<[Book], Never>.pipe()
        table.reactive.items(cellIdentifier: "Book", cellType: BookCell.self) { _, book, cell in
            cell.text = book.title
        } <~ values
        input.send(Self.books([1]))
        XCTAssertNotNil(table.dataSource)
        input.sendCompleted()
        XCTAssertNil(table.dataSource, "the slot is given back (empty) when the source completes")
        XCTAssertEqual(table.shownRows, [])

        let books = MutableProperty(Self.books([1, 2]))
        let binding =
            table.reactive.items(cellIdentifier: "Book", cellType: BookCell.self) { _, book, cell in
                cell.text = book.title
            } <~ books
        XCTAssertEqual(table.shownRows, [["b1", "b2"]])
        binding.dispose()
        XCTAssertNil(table.dataSource)
        books.value = Self.books([3])
        XCTAssertEqual(table.shownRows, [], "values after the binding ended are not shown")
    }

    @MainActor
    func testTheBindingEndsWhenTheTableGoesAway() async {
        let books = MutableProperty(Self.books([1]))
        weak var gone: UITableView?
        do {
            let table = makeTable()
            gone = table
            table.reactive.items(cellIdentifier: "Book", cellType: BookCell.self) { _, book, cell in
                cell.text = book.title
            } <~ books
            XCTAssertEqual(table.shownRows, [["b1"]])
        }
        XCTAssertNil(gone, "the binding does not keep the table alive")
        books.value = Self.books([2])
    }
}
