// UITableView: the double's table, which asks its data source as UIKit's does and fails the test
// on a batch update UIKit would raise NSInternalInconsistencyException for.

import Foundation

/// A table view of the double. It keeps what each row shows (the text of the cell its data source
/// gave), carries kept and moved rows' cells through batch updates as UIKit does, asks for the
/// cells of inserted and reloaded rows, and checks every update against UIKit's rules.
@MainActor
open class UITableView: DoubleObject {
    /// Called with UIKit's message where UIKit would raise `NSInternalInconsistencyException`
    /// (tests fail there); the table then reloads, as if UIKit had not crashed.
    public static var inconsistencyHandler: @MainActor (String) -> Void = { fatalError($0) }
    /// The data source, held weakly.
    open weak var dataSource: (any UITableViewDataSource)?
    /// Whether batch updates wait for ``finishAnimations()`` to complete (animations running).
    public var holdsAnimations = false
    /// What every row shows, by section.
    public internal(set) var shownRows: [[String?]] = []
    /// The header and footer title of every section, as last asked (at each reload and update).
    public private(set) var shownTitles: [(header: String?, footer: String?)] = []
    /// How many batch updates were applied, and how many times the table reloaded.
    public private(set) var batchUpdateCount = 0
    /// How many times the table reloaded all its data.
    public private(set) var reloadCount = 0
    private var record: BatchUpdateRecord?
    private var cellClasses: [String: UITableViewCell.Type] = [:]
    private var heldCompletions: [(Bool) -> Void] = []

    /// A table.
    public override init() {}

    /// Registers the class of the cells dequeued for `identifier`.
    open func register(_ cellClass: UITableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass
    }

    /// A new cell of the class registered for `identifier` (UIKit raises for an unregistered one).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cellClass = cellClasses[identifier] else {
            fatalError("unable to dequeue a cell with identifier \(identifier)")
        }
        return cellClass.init(reuseIdentifier: identifier)
    }

    /// Asks the data source for every section, row and cell.
    open func reloadData() {
        reloadCount += 1
        shownRows = askAll()
        askTitles()
    }

    /// Runs `updates` (its insert, delete, move and reload calls), checks them against the
    /// data source's counts after it and applies them; `completion` runs when animations end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        record = BatchUpdateRecord()
        updates?()
        let made = record ?? BatchUpdateRecord()
        record = nil
        batchUpdateCount += 1
        apply(made)
        askTitles()
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
    /// Deletes rows (positions before the update).
    open func deleteRows(at paths: [IndexPath]) { record?.deletedRows += paths }
    /// Inserts rows (positions after the update).
    open func insertRows(at paths: [IndexPath]) { record?.insertedRows += paths }
    /// Reloads rows (positions before the update).
    open func reloadRows(at paths: [IndexPath]) { record?.reloadedRows += paths }
    /// Moves a row from its position before the update to its position after it.
    open func moveRow(at from: IndexPath, to: IndexPath) { record?.movedRows.append((from, to)) }

    private func askTitles() {
        shownTitles = shownRows.indices.map { section in
            (
                dataSource?.tableView(self, titleForHeaderInSection: section),
                dataSource?.tableView(self, titleForFooterInSection: section)
            )
        }
    }

    private func askAll() -> [[String?]] {
        guard let dataSource else { return [] }
        return (0..<dataSource.numberOfSections(in: self)).map { section in
            (0..<dataSource.tableView(self, numberOfRowsInSection: section)).map { row in
                dataSource.tableView(self, cellForRowAt: IndexPath(indexes: [section, row])).text
            }
        }
    }

    private func apply(_ update: BatchUpdateRecord) {
        guard let dataSource else { return }
        let before = shownRows.map(\.count)
        let after = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
        if let message = update.violation(before: before, after: after) {
            Self.inconsistencyHandler(message)
            shownRows = askAll()
            return
        }
        shownRows = update.layout(of: shownRows, counts: after) {
            dataSource.tableView(self, cellForRowAt: IndexPath(indexes: [$0, $1])).text
        }
    }
}
