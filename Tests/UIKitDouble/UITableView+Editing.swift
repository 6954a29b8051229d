// UITableView+Editing: the double's table edited by the user (swipe to delete, the reorder
// control), asking its data source as UIKit does.

import Foundation

extension UITableView {
    /// The user deletes the row at `path`: if the data source lets the row be edited, it is told
    /// to commit the deletion (UIKit requires it to delete the row from the table by then).
    /// Returns whether the row could be edited.
    @discardableResult
    public func userDeletesRow(at path: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: path) else { return false }
        dataSource.tableView(self, commit: .delete, forRowAt: path)
        return true
    }

    /// The user drags the row at `from` to `to`: if the data source lets the row move, the table
    /// moves it on screen and tells the data source, which updates its models (without updating
    /// the table). The table then checks that the data source's counts match what it shows.
    @discardableResult
    public func userMovesRow(from: IndexPath, to: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canMoveRowAt: from) else { return false }
        let row = shownRows[from[0]].remove(at: from[1])
        shownRows[to[0]].insert(row, at: to[1])
        dataSource.tableView(self, moveRowAt: from, to: to)
        let counts = (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
        if counts != shownRows.map(\.count) {
            Self.inconsistencyHandler("the data source's row counts \(counts) differ from the rows moved on screen")
        }
        return true
    }
}
