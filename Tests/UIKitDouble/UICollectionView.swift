// UICollectionView: the double's collection view, which asks its data source as UIKit's does and
// fails the test on a batch update UIKit would raise NSInternalInconsistencyException for.

import Foundation

/// A collection view of the double. It keeps what each item shows (the text of the cell its data
/// source gave), carries kept and moved items' cells through batch updates as UIKit does, asks
/// for the cells of inserted and reloaded items, checks every update against UIKit's rules, and
/// lets the user move an item (UIKit's interactive movement).
@MainActor
open class UICollectionView: DoubleObject {
    /// Called with UIKit's message where UIKit would raise `NSInternalInconsistencyException`
    /// (tests fail there); the collection view then reloads, as if UIKit had not crashed.
    public static var inconsistencyHandler: @MainActor (String) -> Void = { fatalError($0) }
    /// The data source, held weakly.
    open weak var dataSource: (any UICollectionViewDataSource)?
    /// Whether batch updates wait for ``finishAnimations()`` to complete (animations running).
    public var holdsAnimations = false
    /// What every item shows, by section.
    public private(set) var shownItems: [[String?]] = []
    /// How many batch updates were applied.
    public private(set) var batchUpdateCount = 0
    /// How many times the collection view reloaded all its data.
    public private(set) var reloadCount = 0
    private var record: BatchUpdateRecord?
    private var cellClasses: [String: UICollectionViewCell.Type] = [:]
    private var heldCompletions: [(Bool) -> Void] = []

    /// A collection view.
    public override init() {}

    /// Registers the class of the cells dequeued for `identifier`.
    open func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier` (UIKit raises for an unregistered one).
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionViewCell {
        guard let cellClass = cellClasses[identifier] else {
            fatalError("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier)")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Asks the data source for every section, item and cell.
    open func reloadData() {
        reloadCount += 1
        shownItems = askAll()
    }

    /// Runs `updates` (its insert, delete, move and reload calls), checks them against the
    /// data source's counts after it and applies them; `completion` runs when animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        record = BatchUpdateRecord(names: (view: "collection view", row: "item"))
        updates?()
        let made = record ?? BatchUpdateRecord()
        record = nil
        batchUpdateCount += 1
        apply(made)
        if let completion {
            if holdsAnimations { heldCompletions.append(completion) } else { completion(true) }
        }
    }

    /// Ends the running animations: runs the completions held since.
    public func finishAnimations() {
        while !heldCompletions.isEmpty { heldCompletions.removeFirst()(true) }
    }

    /// Deletes `sections` (indexes before the update).
    open func deleteSections(_ sections: IndexSet) { record?.deletedSections += sections }
    /// Inserts `sections` (indexes after the update).
    open func insertSections(_ sections: IndexSet) { record?.insertedSections += sections }
    /// Deletes items (positions before the update).
    open func deleteItems(at paths: [IndexPath]) { record?.deletedRows += paths }
    /// Inserts items (positions after the update).
    open func insertItems(at paths: [IndexPath]) { record?.insertedRows += paths }
    /// Reloads items (positions before the update).
    open func reloadItems(at paths: [IndexPath]) { record?.reloadedRows += paths }
    /// Moves an item from its position before the update to its position after it.
    open func moveItem(at from: IndexPath, to: IndexPath) { record?.movedRows.append((from, to)) }

    /// The user drags the item at `from` to `to` (UIKit's interactive movement): if the data
    /// source lets the item move, the collection view moves it on screen and tells the data
    /// source, which updates its models (without updating the collection view). The collection
    /// view then checks that the data source's counts match what it shows.
    @discardableResult
    public func userMovesItem(from: IndexPath, to: IndexPath) -> Bool {
        guard let dataSource, dataSource.collectionView(self, canMoveItemAt: from) else { return false }
        let item = shownItems[from[0]].remove(at: from[1])
        shownItems[to[0]].insert(item, at: to[1])
        dataSource.collectionView(self, moveItemAt: from, to: to)
        if counts(dataSource) != shownItems.map(\.count) {
            Self.inconsistencyHandler(
                "the data source's item counts \(counts(dataSource)) differ from the items moved on screen")
        }
        return true
    }

    private func counts(_ dataSource: any UICollectionViewDataSource) -> [Int] {
        (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    private func askAll() -> [[String?]] {
        guard let dataSource else { return [] }
        return counts(dataSource).enumerated().map { section, count in
            (0..<count).map { item in
                dataSource.collectionView(self, cellForItemAt: IndexPath(indexes: [section, item])).text
            }
        }
    }

    private func apply(_ update: BatchUpdateRecord) {
        guard let dataSource else { return }
        let after = counts(dataSource)
        if let message = update.violation(before: shownItems.map(\.count), after: after) {
            Self.inconsistencyHandler(message)
            shownItems = askAll()
            return
        }
        shownItems = update.layout(of: shownItems, counts: after) {
            dataSource.collectionView(self, cellForItemAt: IndexPath(indexes: [$0, $1])).text
        }
    }
}
