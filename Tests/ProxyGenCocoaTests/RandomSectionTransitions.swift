// RandomSectionTransitions: seeded random values of sectioned rows, each a transition from the
// last: rows inserted, deleted, moved within and across sections and changed, sections added,
// removed and moved, lists emptied, and now and then a duplicate identity.

import ProxyGenCocoa

/// The randomized tests' values, the same sequence for the same seed.
struct RandomSectionTransitions {
    struct Row: Equatable {
        var id: Int
        var text: String
    }

    typealias Sections = [SectionModel<Int, Row>]

    var random: SeededGenerator
    private var nextID = 0
    private var nextSection = 0

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    /// What the view shows for `sections`: each row's cell text.
    static func shown(_ sections: Sections) -> [[String?]] {
        sections.map { $0.items.map { "\($0.id):\($0.text)" } }
    }

    /// A random position among the rows of `sections`, nil where there are none.
    mutating func path(in sections: Sections) -> ItemPath? {
        let paths = sections.indices.flatMap { section in
            sections[section].items.indices.map { ItemPath(item: $0, section: section) }
        }
        return paths.randomElement(using: &random)
    }

    /// The value after `old`.
    mutating func next(after old: Sections) -> Sections {
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

    private mutating func mutateRows(_ sections: inout Sections) {
        guard !sections.isEmpty else { return }
        let count = sections.count
        func anySection(_ random: inout SeededGenerator) -> Int { Int.random(in: 0..<count, using: &random) }
        for _ in 0..<Int.random(in: 0...4, using: &random) {
            let section = anySection(&random)
            nextID += 1
            let at = Int.random(in: 0...sections[section].items.count, using: &random)
            sections[section].items.insert(Row(id: nextID, text: "new"), at: at)
        }
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            let from = anySection(&random)
            let to = anySection(&random)
            guard !sections[from].items.isEmpty else { continue }
            let row = sections[from].items.remove(at: Int.random(in: 0..<sections[from].items.count, using: &random))
            sections[to].items.insert(row, at: Int.random(in: 0...sections[to].items.count, using: &random))
        }
        for section in sections.indices {
            for index in sections[section].items.indices where Int.random(in: 0..<12, using: &random) == 0 {
                sections[section].items[index].text += "'"
            }
        }
        if Int.random(in: 0..<40, using: &random) == 0, let row = sections[anySection(&random)].items.first {
            sections[anySection(&random)].items.append(row)
        }
    }
}
