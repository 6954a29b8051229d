// ItemsRandomizedTests: 10,000 seeded random transitions of sectioned models bound to the double's
// table with `reactive.sections(…) <~` (and 3,000 to its collection view), which checks every batch
// update against UIKit's rules, and a tap after each that `modelSelected` must map to the model of
// the tapped row.

import Foundation
import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class ItemsRandomizedTests: XCTestCase {
    private typealias Row = RandomSectionTransitions.Row
    private typealias Sections = RandomSectionTransitions.Sections

    @MainActor
    func testTenThousandRandomTransitionsShowExactlyTheModels() async {
        var failures = 0
        UITableView.inconsistencyHandler = { message in
            failures += 1
            if failures <= 3 { XCTFail("UIKit would raise: \(message)") }
        }
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        var duplicates = 0
        ItemsReporting.report = { _ in duplicates += 1 }
        defer { ItemsReporting.report = { print($0) } }
        let models = MutableProperty<Sections>([])
        table.reactive.sections(identity: .keyPath(\.id)) { tableView, indexPath, row in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.text = "\(row.id):\(row.text)"
            return cell
        } <~ models
        let (taps, tap) = Signal<(tableView: UITableView, indexPath: IndexPath), Never>.pipe()
        var selected: Row?
        table.reactive.modelSelected(Row.self, from: taps).observeValues { selected = $0 }
        var transitions = RandomSectionTransitions(seed: 41)
        var current: Sections = []
        for step in 0..<10_000 {
            table.holdsAnimations = Int.random(in: 0..<4, using: &transitions.random) == 0
            for _ in 0..<(table.holdsAnimations ? Int.random(in: 1...3, using: &transitions.random) : 1) {
                current = transitions.next(after: current)
                models.value = current
            }
            table.finishAnimations()
            let expected = RandomSectionTransitions.shown(current)
            guard table.shownRows == expected else {
                return XCTFail("step \(step): the table shows \(table.shownRows), the models are \(expected)")
            }
            guard let tapped = transitions.path(in: current) else { continue }
            let row = current[tapped.section].items[tapped.item]
            selected = nil
            tap.send((table, IndexPath(indexes: [tapped.section, tapped.item])))
            XCTAssertEqual(selected, row, "step \(step)")
            XCTAssertEqual(table.shownRows[tapped.section][tapped.item], "\(row.id):\(row.text)")
        }
        XCTAssertEqual(failures, 0)
        XCTAssertGreaterThan(duplicates, 0, "the run includes values with duplicate identities")
        XCTAssertGreaterThan(table.batchUpdateCount, 5_000)
    }

    @MainActor
    func testRandomTransitionsOfACollectionViewShowExactlyTheModels() async {
        var failures = 0
        UICollectionView.inconsistencyHandler = { message in
            failures += 1
            if failures <= 3 { XCTFail("UIKit would raise: \(message)") }
        }
        let collection = UICollectionView()
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Row")
        var duplicates = 0
        ItemsReporting.report = { _ in duplicates += 1 }
        defer { ItemsReporting.report = { print($0) } }
        let models = MutableProperty<Sections>([])
        collection.reactive.sections(
            cellIdentifier: "Row", cellType: UICollectionViewCell.self, identity: .keyPath(\.id)
        ) { _, row, cell in
            cell.text = "\(row.id):\(row.text)"
        } <~ models
        let (taps, tap) = Signal<(collectionView: UICollectionView, indexPath: IndexPath), Never>.pipe()
        var selected: Row?
        collection.reactive.modelSelected(Row.self, from: taps).observeValues { selected = $0 }
        var transitions = RandomSectionTransitions(seed: 97)
        var current: Sections = []
        for step in 0..<3_000 {
            collection.holdsAnimations = Int.random(in: 0..<4, using: &transitions.random) == 0
            for _ in 0..<(collection.holdsAnimations ? Int.random(in: 1...3, using: &transitions.random) : 1) {
                current = transitions.next(after: current)
                models.value = current
            }
            collection.finishAnimations()
            let expected = RandomSectionTransitions.shown(current)
            guard collection.shownItems == expected else {
                return XCTFail(
                    "step \(step): the collection view shows \(collection.shownItems), the models are \(expected)")
            }
            guard let tapped = transitions.path(in: current) else { continue }
            selected = nil
            tap.send((collection, IndexPath(indexes: [tapped.section, tapped.item])))
            XCTAssertEqual(selected, current[tapped.section].items[tapped.item], "step \(step)")
        }
        XCTAssertEqual(failures, 0)
        XCTAssertGreaterThan(duplicates, 0, "the run includes values with duplicate identities")
        XCTAssertGreaterThan(collection.batchUpdateCount, 1_500)
    }
}
