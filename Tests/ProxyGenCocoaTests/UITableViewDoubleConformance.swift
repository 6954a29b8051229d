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
        performBatchUpdates(
            {
                updateModel()
                deleteSections(IndexSet(changes.deletedSections))
                insertSections(IndexSet(changes.insertedSections))
                deleteRows(at: changes.deletedItems.map(\.indexPath))
                insertRows(at: changes.insertedItems.map(\.indexPath))
                reloadRows(at: changes.reloadedItems.map(\.indexPath))
                for move in changes.movedItems { moveRow(at: move.from.indexPath, to: move.to.indexPath) }
            },
            completion: { _ in completion() })
    }
}

extension ItemPath {
    /// The index path of two indexes UIKit takes.
    var indexPath: IndexPath { IndexPath(indexes: [section, item]) }
}
