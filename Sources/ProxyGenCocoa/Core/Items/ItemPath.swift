// ItemPath: a row's position (section and item), UIKit's index path without Foundation.

/// The position of a row: its section and its index in the section (an `IndexPath` of two indexes).
public struct ItemPath: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index of the section.
    public var section: Int
    /// The index of the row in its section.
    public var item: Int

    /// The row at `item` in `section`.
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Orders by section, then by row.
    public static func < (lhs: ItemPath, rhs: ItemPath) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as an index path prints.
    public var description: String { "[\(section), \(item)]" }
}
