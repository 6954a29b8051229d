// ItemsDiff: the identity-based diff of two sectioned lists into a batch update UIKit accepts.

/// The diff behind animated items bindings: rows and sections are matched by identity, rows that
/// keep their relative order (a longest increasing subsequence) stay, the others move; a kept row
/// whose content changed is reloaded, a moved one is deleted and inserted (UIKit does not reload a
/// moved row); a section out of order is deleted and inserted. O(n log n) in the number of rows.
public enum ItemsDiff {
    /// The batch update from `old` to `new`, sections and rows given by their identities;
    /// `isUpdated(oldPosition, newPosition)` tells whether a row kept its identity but changed.
    /// Fails with ``DuplicateIdentity`` where identities repeat.
    public static func changeset<SectionID: Hashable, ItemID: Hashable>(
        from old: [(id: SectionID, items: [ItemID])], to new: [(id: SectionID, items: [ItemID])],
        isUpdated: (ItemPath, ItemPath) -> Bool
    ) -> Result<SectionedChangeset, DuplicateIdentity> {
        // The first repeated identity, if any. (Not typed throws: Swift 6.3.1 crashes compiling a
        // typed-throwing generic function for the iOS 17.4 SDK's standard library.)
        var duplicate: DuplicateIdentity?
        let oldSections = indexes(of: old.map(\.id), inNewValue: false, duplicate: &duplicate)
        _ = indexes(of: new.map(\.id), inNewValue: true, duplicate: &duplicate)
        let oldItems = positions(of: old.map(\.items), inNewValue: false, duplicate: &duplicate)
        _ = positions(of: new.map(\.items), inNewValue: true, duplicate: &duplicate)
        if let duplicate { return .failure(duplicate) }
        var changes = SectionedChangeset()
        // Sections: those kept in relative order stay; the others are deleted and inserted.
        let keptOld = new.compactMap { oldSections[$0.id] }
        let staying = Set(longestIncreasingSubsequence(keptOld).map { keptOld[$0] })
        var newOfOld = [Int?](repeating: nil, count: old.count)
        for (newIndex, section) in new.enumerated() {
            if let oldIndex = oldSections[section.id], staying.contains(oldIndex) {
                newOfOld[oldIndex] = newIndex
            } else {
                changes.insertedSections.append(newIndex)
            }
        }
        changes.deletedSections = old.indices.filter { newOfOld[$0] == nil }
        diffRows(
            old: old.map(\.items), new: new.map(\.items), oldItems: oldItems, newOfOld: newOfOld,
            isUpdated: isUpdated, into: &changes)
        return .success(changes)
    }

    /// Adds the row changes of the sections that stay (`newOfOld` maps an old section to its new
    /// index, nil where it is deleted) to `changes`.
    private static func diffRows<ItemID: Hashable>(
        old: [[ItemID]], new: [[ItemID]], oldItems: [ItemID: ItemPath], newOfOld: [Int?],
        isUpdated: (ItemPath, ItemPath) -> Bool, into changes: inout SectionedChangeset
    ) {
        var oldOfNew = [Int?](repeating: nil, count: new.count)
        for (oldIndex, newIndex) in newOfOld.enumerated() {
            if let newIndex { oldOfNew[newIndex] = oldIndex }
        }
        var kept = Set<ItemPath>()
        for (newSection, items) in new.enumerated() {
            guard let oldSection = oldOfNew[newSection] else { continue }
            // Rows arriving from a kept section: same-section rows in relative order stay.
            var candidates: [(old: ItemPath, new: ItemPath)] = []
            for (index, id) in items.enumerated() {
                let to = ItemPath(item: index, section: newSection)
                if let from = oldItems[id], newOfOld[from.section] != nil {
                    candidates.append((from, to))
                } else {
                    changes.insertedItems.append(to)
                }
            }
            let sameSection = candidates.indices.filter { candidates[$0].old.section == oldSection }
            let order = longestIncreasingSubsequence(sameSection.map { candidates[$0].old.item })
            let stays = Set(order.map { sameSection[$0] })
            for (index, pair) in candidates.enumerated() {
                kept.insert(pair.old)
                let changed = isUpdated(pair.old, pair.new)
                if stays.contains(index) {
                    if changed { changes.reloadedItems.append(pair.old) }
                } else if changed {
                    changes.deletedItems.append(pair.old)
                    changes.insertedItems.append(pair.new)
                } else {
                    changes.movedItems.append((pair.old, pair.new))
                }
            }
        }
        for (oldSection, items) in old.enumerated() where newOfOld[oldSection] != nil {
            for index in items.indices {
                let from = ItemPath(item: index, section: oldSection)
                if !kept.contains(from) { changes.deletedItems.append(from) }
            }
        }
        changes.deletedItems.sort()
        changes.insertedItems.sort()
    }

    /// The index of each identity; a repeated one is kept in `duplicate` unless one is already.
    private static func indexes<ID: Hashable>(
        of ids: [ID], inNewValue: Bool, duplicate: inout DuplicateIdentity?
    ) -> [ID: Int] {
        var result = [ID: Int](minimumCapacity: ids.count)
        for (index, id) in ids.enumerated() where result.updateValue(index, forKey: id) != nil {
            if duplicate == nil {
                duplicate = DuplicateIdentity(isSection: true, identity: "\(id)", inNewValue: inNewValue)
            }
        }
        return result
    }

    /// The position of each row identity across all sections; a repeated one is kept in
    /// `duplicate` unless one is already.
    private static func positions<ID: Hashable>(
        of sections: [[ID]], inNewValue: Bool, duplicate: inout DuplicateIdentity?
    ) -> [ID: ItemPath] {
        var result = [ID: ItemPath](minimumCapacity: sections.reduce(0) { $0 + $1.count })
        for (section, items) in sections.enumerated() {
            for (index, id) in items.enumerated()
            where result.updateValue(ItemPath(item: index, section: section), forKey: id) != nil {
                if duplicate == nil {
                    duplicate = DuplicateIdentity(isSection: false, identity: "\(id)", inNewValue: inNewValue)
                }
            }
        }
        return result
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
