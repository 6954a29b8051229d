// ItemsDiff: the identity-based diff of two sectioned lists into a batch update UIKit accepts.

/// The diff behind animated items bindings: rows and sections are matched by identity, rows that
/// keep their relative order (a longest increasing subsequence) stay, the others move; a kept row
/// whose content changed is reloaded, a moved one is deleted and inserted (UIKit does not reload a
/// moved row); a section out of order is deleted and inserted. O(n log n) in the number of rows.
///
/// Identities are hashed once each: the old value's into a table, the new value's looked up in
/// it; everything after works on positions in plain arrays.
public enum ItemsDiff {
    /// The batch update from `old` to `new`, sections and rows given by their identities;
    /// `isUpdated(oldPosition, newPosition)` tells whether a row kept its identity but changed.
    /// Fails with ``DuplicateIdentity`` where identities repeat.
    public static func changeset<SectionID: Hashable, ItemID: Hashable>(
        from old: [(id: SectionID, items: [ItemID])], to new: [(id: SectionID, items: [ItemID])],
        isUpdated: (ItemPath, ItemPath) -> Bool
    ) -> Result<SectionedChangeset, DuplicateIdentity> {
        let counts = (old: old.map(\.items.count), new: new.map(\.items.count))
        return changeset(
            sections: match(old.map(\.id), new.map(\.id), isSection: true),
            rows: {
                match(old.flatMap(\.items), new.flatMap(\.items)).map { oldOfNew in
                    let (oldPaths, newPaths) = (paths(counts.old), paths(counts.new))
                    let changed = newPaths.indices.map {
                        oldOfNew[$0] >= 0 && isUpdated(oldPaths[oldOfNew[$0]], newPaths[$0])
                    }
                    return RowMatches(oldOfNew: oldOfNew, changed: changed)
                }
            }, counts: counts)
    }

    /// The batch update from sections matched by ``match(_:_:isSection:)`` and rows matched by
    /// `rows`, `counts` giving the row counts of the old and the new sections. Fails with the
    /// first ``DuplicateIdentity`` found.
    static func changeset(
        sections: Result<[Int], DuplicateIdentity>, rows: () -> RowMatching, counts: (old: [Int], new: [Int])
    ) -> Result<SectionedChangeset, DuplicateIdentity> {
        // Not typed throws: Swift 6.3.1 crashes compiling a typed-throwing generic function for
        // the iOS 17.4 SDK's standard library.
        let oldOfNewSection: [Int]
        let matches: RowMatches
        switch sections {
        case .failure(let duplicate): return .failure(duplicate)
        case .success(let matched): oldOfNewSection = matched
        }
        switch rows() {
        case .failure(let duplicate): return .failure(duplicate)
        case .success(let matched): matches = matched
        }
        var changes = SectionedChangeset()
        let newOfOld = diffSections(oldCount: counts.old.count, oldOfNew: oldOfNewSection, into: &changes)
        diffRows(
            oldPaths: paths(counts.old), newCounts: counts.new, matches: matches,
            sections: (oldOfNew: oldOfNewSection, newOfOld: newOfOld), into: &changes)
        return .success(changes)
    }

    /// For each identity of `new`, the position of the same identity in `old`, or -1 where `old`
    /// has none; fails on the first identity repeated in `old`, then in `new`. Inlinable, so that
    /// it is compiled for the identity type of the app's models.
    @inlinable
    static func match<ID: Hashable>(
        _ old: [ID], _ new: [ID], isSection: Bool = false
    ) -> Result<[Int], DuplicateIdentity> {
        var positions = [ID: Int](minimumCapacity: old.count)
        for position in old.indices where positions.updateValue(position, forKey: old[position]) != nil {
            return .failure(DuplicateIdentity(isSection: isSection, identity: "\(old[position])", inNewValue: false))
        }
        let oldCount = old.count
        var matched = [Bool](repeating: false, count: oldCount)
        var oldOfNew = [Int](repeating: -1, count: new.count)
        for position in new.indices {
            let id = new[position]
            if let found = positions[id] {
                // A position past the old ones is a new identity seen before in `new`.
                guard found < oldCount, !matched[found] else {
                    return .failure(DuplicateIdentity(isSection: isSection, identity: "\(id)", inNewValue: true))
                }
                matched[found] = true
                oldOfNew[position] = found
            } else {
                positions[id] = oldCount + position
            }
        }
        return .success(oldOfNew)
    }

    /// Adds the deleted and inserted sections to `changes`: kept sections in relative order stay,
    /// the others are deleted and inserted. Returns each old section's new index (-1: deleted).
    private static func diffSections(
        oldCount: Int, oldOfNew: [Int], into changes: inout SectionedChangeset
    ) -> [Int] {
        let kept = oldOfNew.filter { $0 >= 0 }
        var staying = [Bool](repeating: false, count: oldCount)
        for index in longestIncreasingSubsequence(kept) { staying[kept[index]] = true }
        var newOfOld = [Int](repeating: -1, count: oldCount)
        for (newIndex, oldIndex) in oldOfNew.enumerated() {
            if oldIndex >= 0, staying[oldIndex] {
                newOfOld[oldIndex] = newIndex
            } else {
                changes.insertedSections.append(newIndex)
            }
        }
        changes.deletedSections = newOfOld.indices.filter { newOfOld[$0] < 0 }
        return newOfOld
    }

    /// Adds the row changes of the sections that stay to `changes`: `sections` gives each new
    /// section's old one (-1: none) and each old section's new index (-1: deleted); `matches`
    /// each new row's old row and whether it changed, rows numbered across sections in order.
    private static func diffRows(
        oldPaths: [ItemPath], newCounts: [Int], matches: RowMatches, sections: (oldOfNew: [Int], newOfOld: [Int]),
        into changes: inout SectionedChangeset
    ) {
        let newOfOldSection = sections.newOfOld
        var kept = [Bool](repeating: false, count: oldPaths.count)
        var newRow = 0
        for (newSection, count) in newCounts.enumerated() {
            defer { newRow += count }
            let oldSection = sections.oldOfNew[newSection]
            guard oldSection >= 0, newOfOldSection[oldSection] == newSection else { continue }
            // Rows arriving from a kept section: same-section rows in relative order stay.
            var candidates: [(old: ItemPath, new: ItemPath, changed: Bool)] = []
            var sameSection: [Int] = []  // the candidates from `oldSection`
            candidates.reserveCapacity(count)
            sameSection.reserveCapacity(count)
            for item in 0..<count {
                let to = ItemPath(item: item, section: newSection)
                let oldRow = matches.oldOfNew[newRow + item]
                guard oldRow >= 0, newOfOldSection[oldPaths[oldRow].section] >= 0 else {
                    changes.insertedItems.append(to)
                    continue
                }
                kept[oldRow] = true
                if oldPaths[oldRow].section == oldSection { sameSection.append(candidates.count) }
                candidates.append((oldPaths[oldRow], to, matches.changed[newRow + item]))
            }
            var stays = [Bool](repeating: false, count: candidates.count)
            for index in longestIncreasingSubsequence(sameSection.map { candidates[$0].old.item }) {
                stays[sameSection[index]] = true
            }
            for (index, pair) in candidates.enumerated() {
                if stays[index] {
                    if pair.changed { changes.reloadedItems.append(pair.old) }
                } else if pair.changed {
                    changes.deletedItems.append(pair.old)
                    changes.insertedItems.append(pair.new)
                } else {
                    changes.movedItems.append((pair.old, pair.new))
                }
            }
        }
        for (oldRow, path) in oldPaths.enumerated() where !kept[oldRow] && newOfOldSection[path.section] >= 0 {
            changes.deletedItems.append(path)
        }
        changes.deletedItems.sort()
        changes.insertedItems.sort()
    }

    /// The position of each row of sections of `counts` rows, sections one after the other.
    private static func paths(_ counts: [Int]) -> [ItemPath] {
        var paths: [ItemPath] = []
        paths.reserveCapacity(counts.reduce(0, +))
        for (section, count) in counts.enumerated() {
            for item in 0..<count { paths.append(ItemPath(item: item, section: section)) }
        }
        return paths
    }

    /// The indexes (into `values`) of a longest strictly increasing subsequence, O(n log n).
    static func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0
            var high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var result: [Int] = []
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result.append(cursor)
            cursor = previous[cursor]
        }
        return result.reversed()
    }
}
