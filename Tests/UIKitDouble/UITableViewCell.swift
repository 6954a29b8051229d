// UITableViewCell: the double's cell, whose text stands for what a configured cell shows.

/// A table cell of the double: `text` stands for what the cell shows once configured.
@MainActor
open class UITableViewCell: DoubleObject {
    /// The reuse identifier it was dequeued with.
    public let reuseIdentifier: String?
    /// What the cell shows (its label's text).
    public var text: String?

    /// A cell dequeued for `reuseIdentifier`.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init()
    }
}

extension UITableViewCell {
    /// How a row is edited.
    public enum EditingStyle: Sendable {
        case none, delete, insert
    }
}
