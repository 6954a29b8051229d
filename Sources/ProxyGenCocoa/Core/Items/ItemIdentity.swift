// ItemIdentity: how an items binding matches rows across values (animated), or does not (reloads).

/// How an items binding tells which row of a new value is which row of the one shown: rows with
/// an identity are animated into place by a batch update (deletes, inserts, moves, reloads of
/// changed content); rows without one are shown by `reloadData()`.
///
/// ```swift
/// tableView.reactive.items(cellIdentifier: "Cell", cellType: ResultCell.self, identity: .keyPath(\.isbn)) { … }
/// ```
///
/// The matching is inlinable: made where the app names its model type (`.automatic` as a default
/// argument included), it is compiled for that type and its identity's, so that identities are
/// hashed and compared directly rather than through generic code (1,116 instructions a row of
/// 10,000 against 5,155; Benchmarks/README.md).
public struct ItemIdentity<Item> {
    /// Matches the rows of two values (sections of rows) by identity and tells which matched rows
    /// changed (by the given rule); nil where rows are not matched.
    @usableFromInline
    let match: ((_ old: [[Item]], _ new: [[Item]], _ isUpdated: (Item, Item) -> Bool) -> RowMatching)?

    @usableFromInline
    init(match: ((_ old: [[Item]], _ new: [[Item]], _ isUpdated: (Item, Item) -> Bool) -> RowMatching)?) {
        self.match = match
    }

    /// The model's `id` where models are `Identifiable` (animated), otherwise none (reloaded).
    @inlinable
    public static var automatic: ItemIdentity {
        guard let type = Item.self as? any Identifiable.Type else { return .none }
        return identified(as: type)
    }

    /// No identity: every value reloads the view.
    @inlinable
    public static var none: ItemIdentity { ItemIdentity(match: nil) }

    /// The value at `keyPath` of the model identifies its row (unique within a value).
    @inlinable
    public static func keyPath<ID: Hashable>(_ keyPath: KeyPath<Item, ID>) -> ItemIdentity {
        ItemIdentity { old, new, isUpdated in matchRows(old, new, isUpdated) { $0[keyPath: keyPath] } }
    }

    /// Rows identified by their `id`, `Model` being `Item` (found at run time): the matching is
    /// written for `Model` and cast once to `Item`'s type, rather than each row at each value.
    @inlinable
    static func identified<Model: Identifiable>(as _: Model.Type) -> ItemIdentity {
        let match: ([[Model]], [[Model]], (Model, Model) -> Bool) -> RowMatching = { old, new, isUpdated in
            ItemIdentity<Model>.matchRows(old, new, isUpdated) { $0.id }
        }
        let typed = (match as Any) as! ([[Item]], [[Item]], (Item, Item) -> Bool) -> RowMatching
        return ItemIdentity(match: typed)
    }

    /// The rows of `new` matched to those of `old` by `identity`, with `isUpdated` asked of each
    /// matched pair.
    @inlinable
    static func matchRows<ID: Hashable>(
        _ old: [[Item]], _ new: [[Item]], _ isUpdated: (Item, Item) -> Bool, _ identity: (Item) -> ID
    ) -> RowMatching {
        let oldItems = Array(old.joined())
        let newItems = Array(new.joined())
        return ItemsDiff.match(oldItems.map(identity), newItems.map(identity)).map { oldOfNew in
            let changed = newItems.indices.map { oldOfNew[$0] >= 0 && isUpdated(oldItems[oldOfNew[$0]], newItems[$0]) }
            return RowMatches(oldOfNew: oldOfNew, changed: changed)
        }
    }

    /// Whether a row that kept its identity must be reloaded: where models are `Equatable`, when
    /// the new model differs from the old; otherwise always (its content cannot be compared).
    static var isUpdated: (Item, Item) -> Bool {
        guard let type = Item.self as? any Equatable.Type else { return { _, _ in true } }
        return differ(as: type)
    }

    /// Whether two models differ, `Model` being `Item` (found at run time; the comparison is cast
    /// once to `Item`'s type).
    private static func differ<Model: Equatable>(as _: Model.Type) -> (Item, Item) -> Bool {
        let differ: (Model, Model) -> Bool = { $0 != $1 }
        return (differ as Any) as! (Item, Item) -> Bool
    }
}

/// The rows of a new value matched to the old value's, or the identity found twice.
@usableFromInline
typealias RowMatching = Result<RowMatches, DuplicateIdentity>

/// Rows numbered across sections in order: for each new row, the old row with its identity (-1:
/// none) and whether it changed.
@usableFromInline
struct RowMatches {
    @usableFromInline let oldOfNew: [Int]
    @usableFromInline let changed: [Bool]

    @inlinable
    init(oldOfNew: [Int], changed: [Bool]) {
        self.oldOfNew = oldOfNew
        self.changed = changed
    }
}
