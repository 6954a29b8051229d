// UICollectionViewCell: the double's collection view cell, whose text stands for what it shows.

/// A collection view cell of the double: `text` stands for what the cell shows once configured.
@MainActor
open class UICollectionViewCell: DoubleObject {
    /// The reuse identifier it was dequeued with.
    public let reuseIdentifier: String?
    /// What the cell shows.
    public var text: String?

    /// A cell dequeued for `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}
