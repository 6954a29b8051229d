// UICollectionViewDataSource: the questions the double's collection view asks, as UIKit's asks them.

import Foundation

/// The double's `UICollectionViewDataSource`: the counts and the cells, and (UIKit's optional
/// methods, with UIKit's defaults in the extension below) the index titles and moves.
@MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections (UIKit's default is 1).
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items of `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The configured cell of the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The titles of the index.
    func indexTitles(for collectionView: UICollectionView) -> [String]?
    /// Whether the item at `indexPath` can be moved.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved an item.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }
    public func indexTitles(for collectionView: UICollectionView) -> [String]? { nil }
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
