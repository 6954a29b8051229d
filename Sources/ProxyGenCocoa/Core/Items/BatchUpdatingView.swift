// BatchUpdatingView: what an items binding needs of a table or collection view.

/// A view an items binding updates: a table or collection view (UIKit's, or the tests' double).
@MainActor
public protocol BatchUpdatingView: AnyObject {
    /// Reloads every section and row from the data source, without animation.
    func reloadData()

    /// Runs `updateModel` (which switches the data source to the new models), then applies
    /// `changes` as one animated batch update; `completion` runs when its animations end.
    func applyBatch(
        _ changes: SectionedChangeset, updatingModel updateModel: () -> Void,
        completion: @escaping @MainActor () -> Void)
}
