// ItemsAnswers: what a list's data source answers while an items binding holds its slot, written
// over positions so that UIKit's data sources and the tests' double ask the same code.

/// The interactive edits an items binding allows: deleting rows (swipe to delete, the edit
/// mode's delete control) and moving them (the reorder control). Each edit changes the models
/// the view shows and is reported with the model (`modelDeleted`, `itemMoved`).
///
/// ```swift
/// tableView.reactive.items(cellIdentifier: "Cell", cellType: TodoCell.self, editing: [.delete, .move]) { … }
/// ```
public struct ItemsEditing: OptionSet, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Rows can be deleted.
    public static let delete = ItemsEditing(rawValue: 1 << 0)
    /// Rows can be moved.
    public static let move = ItemsEditing(rawValue: 1 << 1)
}

/// The answers of the data source of one items binding: counts, cells, section titles and edits,
/// read from the models the view currently shows.
@MainActor
final class ItemsAnswers<View: AnyObject, Cell> {
    let numberOfSections: () -> Int
    let numberOfItems: (_ section: Int) -> Int
    let cell: (View, ItemPath) -> Cell
    /// The header (`false`) or footer (`true`) title of a section.
    let title: (_ section: Int, _ isFooter: Bool) -> String?
    let editing: ItemsEditing
    /// The view that applies the binding's batch updates, kept here (its items model holds it weakly).
    let batchView: any BatchUpdatingView
    /// Removes the row the user deleted from the models and from the view.
    let delete: (ItemPath) -> Void
    /// Moves the row the user moved in the models (the view has moved it itself).
    let move: (_ from: ItemPath, _ to: ItemPath) -> Void

    init(
        numberOfSections: @escaping () -> Int, numberOfItems: @escaping (Int) -> Int,
        cell: @escaping (View, ItemPath) -> Cell, title: @escaping (Int, Bool) -> String?,
        editing: ItemsEditing, batchView: any BatchUpdatingView, delete: @escaping (ItemPath) -> Void,
        move: @escaping (ItemPath, ItemPath) -> Void
    ) {
        self.numberOfSections = numberOfSections
        self.numberOfItems = numberOfItems
        self.cell = cell
        self.title = title
        self.editing = editing
        self.batchView = batchView
        self.delete = delete
        self.move = move
    }
}

/// The object an items binding puts in a list's data-source slot (UIKit's `NSObject` data
/// source, or the double's): it answers from ``answers`` and leaves everything else to the data
/// source the list had, its forwardee.
@MainActor
protocol ItemsSlotAdapter: AnyObject {
    associatedtype View: AnyObject
    associatedtype Cell
    /// The slot's type: `any UITableViewDataSource`.
    associatedtype Slot

    /// An adapter in front of `forwardee`.
    init(forwardingTo forwardee: Slot?)
    /// The data source the list had, which answers what the binding does not.
    var forwardee: Slot? { get set }
    /// The answers of the binding that holds the slot.
    var answers: ItemsAnswers<View, Cell>? { get set }
    /// This adapter as the slot's type.
    var asSlot: Slot { get }

    /// A reusable cell of `view` registered for `identifier`, for the row at `path`.
    static func dequeueCell(in view: View, identifier: String, at path: ItemPath) -> Cell
}
