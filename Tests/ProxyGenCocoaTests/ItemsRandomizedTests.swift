// ItemsRandomizedTests: 10,000 seeded random transitions of sectioned models bound to the double's
// table with `reactive.sections(…) <~`, which checks every batch update against UIKit's rules, and
// a tap after each that `modelSelected` must map to the model of the tapped row.

import Foundation
import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class ItemsRandomizedTests: XCTestCase {
    private struct Row: Equatable {
        var id: Int
        var text: String
    }

    private typealias Sections = [SectionModel<Int, Row>]

    private var random = SeededGenerator(seed: 41)
    private var nextID = 0
    private var nextSection = 0

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
        var current: Sections = []
        for step in 0..<10_000 {
            table.holdsAnimations = Int.random(in: 0..<4, using: &random) == 0
            for _ in 0..<(table.holdsAnimations ? Int.random(in: 1...3, using: &random) : 1) {
                current = transition(current)
                models.value = current
            }
            table.finishAnimations()
            let expected = current.map { $0.items.map { "\($0.id):\($0.text)" } }
            guard table.shownRows == expected else {
                return XCTFail("step \(step): the table shows \(table.shownRows), the models are \(expected)")
            }
            guard let tapped = randomPath(in: current) else { continue }
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
    private func randomPath(in sections: Sections) -> ItemPath? {
        let paths = sections.indices.flatMap { section in
            sections[section].items.indices.map { ItemPath(item: $0, section: section) }
        }
        return paths.randomElement(using: &random)
    }

    @MainActor
    private func transition(_ old: Sections) -> Sections {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<2: return []
        case 2..<4: return old.map { SectionModel(id: $0.id, items: []) }
        default: break
        }
        var sections = old.map { section in
            SectionModel(
                id: section.id, headerTitle: section.headerTitle,
                items: section.items.filter { _ in
                    Int.random(in: 0..<10, using: &random) > 0
                })
        }
        if sections.isEmpty || Int.random(in: 0..<6, using: &random) == 0 {
            nextSection += 1
            sections.insert(
                SectionModel(id: nextSection, items: []), at: Int.random(in: 0...sections.count, using: &random))
        }
        if sections.count > 1 && Int.random(in: 0..<8, using: &random) == 0 {
            sections.remove(at: Int.random(in: 0..<sections.count, using: &random))
        }
        if sections.count > 1 && Int.random(in: 0..<8, using: &random) == 0 {
            sections.swapAt(0, sections.count - 1)
        }
        mutateRows(&sections)
        return sections
    }

    @MainActor
    private func mutateRows(_ sections: inout Sections) {
        guard !sections.isEmpty else { return }
        func anySection() -> Int { Int.random(in: 0..<sections.count, using: &random) }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let section = anySection()
            nextID += 1
            let at = Int.random(in: 0...sections[section].items.count, using: &random)
            sections[section].items.insert(Row(id: nextID, text: "new"), at: at)
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let from = anySection()
            let to = anySection()
            guard !sections[from].items.isEmpty else { continue }
            let row = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &random))
            sections[to].items.insert(row, at: Int.random(in: 0...sections[to].items.count, using: &random))
        }
        for section in sections.indices {
            for index in sections[section].items.indices where Int.random(in: 0..<12, using: &random) == 0 {
                sections[section].items[index].text += "'"
            }
        }
        if Int.random(in: 0..<40, using: &random) == 0, let row = sections[anySection()].items.first {
            sections[anySection()].items.append(row)
        }
    }
}
