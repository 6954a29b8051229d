// ItemIdentity: how an items binding matches rows across values (animated), or does not (reloads).

/// How an items binding tells which row of a new value is which row of the one shown: rows with
/// an identity are animated into place by a batch update (deletes, inserts, moves, reloads of
/// changed content); rows without one are shown by `reloadData()`.
///
/// ```swift
/// tableView.reactive.items(cellIdentifier: "Cell", cellType: ResultCell.self, identity: .keyPath(\.isbn)) { … }
/// ```
public struct ItemIdentity<Item> {
    /// The identity of a row's model, or nil where rows are not matched.
    let key: ((Item) -> AnyHashable)?

    private init(key: ((Item) -> AnyHashable)?) {
        self.key = key
    }

    /// The model's `id` where models are `Identifiable` (animated), otherwise none (reloaded).
    public static var automatic: ItemIdentity {
        guard Item.self is any Identifiable.Type else { return .none }
        return ItemIdentity { item in
            let identifiable = item as! any Identifiable
            return identifier(of: identifiable)
        }
    }

    /// No identity: every value reloads the view.
    public static var none: ItemIdentity { ItemIdentity(key: nil) }

    /// The value at `keyPath` of the model identifies its row (unique within a value).
    public static func keyPath<ID: Hashable>(_ keyPath: KeyPath<Item, ID>) -> ItemIdentity {
        ItemIdentity { AnyHashable($0[keyPath: keyPath]) }
    }

    /// Whether a row that kept its identity must be reloaded: where models are `Equatable`, when
    /// the new model differs from the old; otherwise always (its content cannot be compared).
    static var isUpdated: (Item, Item) -> Bool {
        guard Item.self is any Equatable.Type else { return { _, _ in true } }
        return { old, new in
            let equatable = old as! any Equatable
            return !isEqual(equatable, new)
        }
    }
}

private func identifier<Model: Identifiable>(of model: Model) -> AnyHashable {
    AnyHashable(model.id)
}

private func isEqual<Model: Equatable>(_ old: Model, _ new: Any) -> Bool {
    old == (new as? Model)
}
