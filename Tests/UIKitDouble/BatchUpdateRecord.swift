// BatchUpdateRecord: the calls made inside one performBatchUpdates of the double's table or
// collection view, UIKit's rules for them, and what the view shows after them.

import Foundation

/// What one `performBatchUpdates` block asked of a table or collection view, in UIKit's terms
/// (rows stand for a collection view's items).
struct BatchUpdateRecord {
    /// How UIKit's messages name the view and its rows: "table view" and "row", or
    /// "collection view" and "item".
    var names = (view: "table view", row: "row")
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []

    /// The first rule of UIKit's that the update breaks, `before` the row counts before it and
    /// `after` the data source's counts after it; nil when UIKit would accept it.
    func violation(before: [Int], after: [Int]) -> String? {
        if let message = sectionViolation(before: before.count, after: after.count) { return message }
        let deleted = Set(deletedSections)
        let inserted = Set(insertedSections)
        func inOld(_ path: IndexPath) -> Bool {
            before.indices.contains(path[0]) && !deleted.contains(path[0]) && (0..<before[path[0]]).contains(path[1])
        }
        func inNew(_ path: IndexPath) -> Bool {
            after.indices.contains(path[0]) && !inserted.contains(path[0]) && (0..<after[path[0]]).contains(path[1])
        }
        let sources = deletedRows + movedRows.map(\.from) + reloadedRows
        if let bad = sources.first(where: { !inOld($0) }) {
            return
                "attempt to delete, move or reload \(names.row) \(bad), which is not in a kept section before the update"
        }
        if Set(sources).count != sources.count {
            return "attempt to delete, move or reload the same index path twice"
        }
        let destinations = insertedRows + movedRows.map(\.to)
        if let bad = destinations.first(where: { !inNew($0) }) {
            return "attempt to insert or move \(names.row) to \(bad), which is not in a kept section after the update"
        }
        if Set(destinations).count != destinations.count {
            return "attempt to insert or move two \(names.row)s to the same index path"
        }
        return rowCountViolation(before: before, after: after)
    }

    private func sectionViolation(before: Int, after: Int) -> String? {
        if deletedSections.contains(where: { !(0..<before).contains($0) })
            || Set(deletedSections).count != deletedSections.count
        {
            return "attempt to delete a section that does not exist, or twice"
        }
        if insertedSections.contains(where: { !(0..<after).contains($0) })
            || Set(insertedSections).count != insertedSections.count
        {
            return "attempt to insert a section out of range, or twice"
        }
        if after != before - deletedSections.count + insertedSections.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(names.view) "
                + "after the update (\(after)) must be equal to the number of sections contained in the \(names.view) "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        return nil
    }

    private func rowCountViolation(before: [Int], after: [Int]) -> String? {
        let kept = before.indices.filter { !deletedSections.contains($0) }
        let slots = after.indices.filter { !insertedSections.contains($0) }
        for (old, new) in zip(kept, slots) {
            let deletes = deletedRows.filter { $0[0] == old }.count
            let inserts = insertedRows.filter { $0[0] == new }.count
            let movesOut = movedRows.filter { $0.from[0] == old }.count
            let movesIn = movedRows.filter { $0.to[0] == new }.count
            let expected = before[old] - deletes + inserts - movesOut + movesIn
            if after[new] != expected {
                let rows = "\(names.row)s"
                return "Invalid update: invalid number of \(rows) in section \(new). The number of \(rows) contained "
                    + "in an existing section after the update (\(after[new])) must be equal to the number of \(rows) "
                    + "contained in that section before the update (\(before[old])), plus or minus the number of "
                    + "\(rows) inserted or deleted from that section (\(inserts) inserted, \(deletes) deleted) and plus "
                    + "or minus the number of \(rows) moved into or out of that section (\(movesIn) moved in, "
                    + "\(movesOut) moved out)."
            }
        }
        return nil
    }
}

extension BatchUpdateRecord {
    /// What the view shows after this update, `old` what it showed before and `counts` the data
    /// source's row counts after it: kept and moved rows carry their cells (as UIKit's do), the
    /// cells of inserted and reloaded rows and of inserted sections are asked with `ask(section, row)`.
    func layout(of old: [[String?]], counts: [Int], ask: (Int, Int) -> String?) -> [[String?]] {
        let kept = old.indices.filter { !deletedSections.contains($0) }
        var oldOfNew: [Int: Int] = [:]
        for (old, new) in zip(kept, counts.indices.filter { !insertedSections.contains($0) }) {
            oldOfNew[new] = old
        }
        let leaving = Set(deletedRows + movedRows.map(\.from))
        let reloaded = Set(reloadedRows)
        let inserted = Set(insertedRows)
        var result: [[String?]] = []
        for (section, count) in counts.enumerated() {
            guard let oldSection = oldOfNew[section] else {
                result.append((0..<count).map { ask(section, $0) })
                continue
            }
            var fixed: [Int: String?] = [:]
            for path in insertedRows where path[0] == section { fixed[path[1]] = .some(nil) }
            for move in movedRows where move.to[0] == section {
                fixed[move.to[1]] = .some(old[move.from[0]][move.from[1]])
            }
            var staying = old[oldSection].indices.filter { !leaving.contains(IndexPath(indexes: [oldSection, $0])) }
                .makeIterator()
            var rows: [String?] = []
            for row in 0..<count {
                if let carried = fixed[row] {
                    let isInserted = inserted.contains(IndexPath(indexes: [section, row]))
                    rows.append(isInserted ? ask(section, row) : carried)
                } else if let stay = staying.next() {
                    let path = IndexPath(indexes: [oldSection, stay])
                    rows.append(reloaded.contains(path) ? ask(section, row) : old[oldSection][stay])
                }
            }
            result.append(rows)
        }
        return result
    }
}
