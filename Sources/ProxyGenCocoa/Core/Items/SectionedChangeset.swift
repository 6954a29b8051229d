// SectionedChangeset: a batch update of a sectioned list, in UIKit's terms.

/// A batch update in the terms of `performBatchUpdates`: deleted sections and rows and reloaded
/// rows are positions before the update; inserted sections and rows and move destinations are
/// positions after it. Rows of inserted or deleted sections are not listed.
public struct SectionedChangeset: Equatable, Sendable {
    /// Sections removed, by their index before the update.
    public var deletedSections: [Int] = []
    /// Sections added, by their index after the update.
    public var insertedSections: [Int] = []
    /// Rows removed, by their position before the update.
    public var deletedItems: [ItemPath] = []
    /// Rows added, by their position after the update.
    public var insertedItems: [ItemPath] = []
    /// Rows moved, from their position before the update to their position after it.
    public var movedItems: [(from: ItemPath, to: ItemPath)] = []
    /// Rows kept in place whose content changed, by their position before the update.
    public var reloadedItems: [ItemPath] = []

    /// An empty changeset.
    public init() {}

    /// Whether the update changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
    }

    /// The number of changes of every kind together.
    public var count: Int {
        deletedSections.count + insertedSections.count + deletedItems.count + insertedItems.count
            + movedItems.count + reloadedItems.count
    }

    /// Compares every list, moves pair by pair.
    public static func == (lhs: SectionedChangeset, rhs: SectionedChangeset) -> Bool {
        lhs.deletedSections == rhs.deletedSections && lhs.insertedSections == rhs.insertedSections
            && lhs.deletedItems == rhs.deletedItems && lhs.insertedItems == rhs.insertedItems
            && lhs.reloadedItems == rhs.reloadedItems
            && lhs.movedItems.map(\.from) == rhs.movedItems.map(\.from)
            && lhs.movedItems.map(\.to) == rhs.movedItems.map(\.to)
    }
}
