// UITableViewDoubleConformance: the double's table as the batch-updating view an items binding
// drives, as Sources/ProxyGenCocoa/UIKit makes UIKit's table.

import Foundation
import ProxyGenCocoa
import UIKitDouble

extension UITableView: BatchUpdatingView {
    public func applyBatch(
        _ changes: SectionedChangeset, updatingModel updateModel: () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        // UIKit's `performBatchUpdates` takes an optional, so escaping, closure that it calls
        // before it returns.
        withoutActuallyEscaping(updateModel) { updateModel in
            performBatchUpdates(
                {
                    updateModel()
                    self.deleteSections(IndexSet(changes.deletedSections))
                    self.insertSections(IndexSet(changes.insertedSections))
                    self.deleteRows(at: changes.deletedItems.map(\.indexPath))
                    self.insertRows(at: changes.insertedItems.map(\.indexPath))
                    self.reloadRows(at: changes.reloadedItems.map(\.indexPath))
                    for move in changes.movedItems { self.moveRow(at: move.from.indexPath, to: move.to.indexPath) }
                },
                completion: { _ in completion() })
        }
    }
}

extension ItemPath {
    /// The index path of two indexes UIKit takes.
    var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
}
