// SectionedItemsModel: the models a table or collection shows, and how a new value reaches it.

/// The UIKit-free heart of an items binding: the sections the view currently shows (what its data
/// source answers and what model events read), and the application of each new value, animated
/// by ``ItemsDiff`` where rows have an identity, one batch update at a time.
@MainActor
public final class SectionedItemsModel<SectionID: Hashable, Item> {
    /// The sections the view shows now (after an update has begun, the new ones).
    public private(set) var sections: [SectionModel<SectionID, Item>] = []
    /// Reports a value that could not be animated (a ``DuplicateIdentity``); prints by default.
    public var report: (DuplicateIdentity) -> Void = { print($0) }
    private let identity: ItemIdentity<Item>
    private let isUpdated: (Item, Item) -> Bool
    private weak var view: (any BatchUpdatingView)?
    private var scheduler: BatchUpdateScheduler<[SectionModel<SectionID, Item>]>!

    /// A model for `view`: rows matched by `identity` (``ItemIdentity/none``: every value reloads
    /// the view), a kept row reloaded where `isUpdated(old, new)`.
    public init(
        view: any BatchUpdatingView, identity: ItemIdentity<Item>, isUpdated: @escaping (Item, Item) -> Bool
    ) {
        self.view = view
        self.identity = identity
        self.isUpdated = isUpdated
        scheduler = BatchUpdateScheduler { [weak self] value, done in
            guard let self else { return done() }
            self.apply(value, done: done)
        }
    }

    /// A model for `view` as an items binding makes it: rows matched by `identity`, a kept row
    /// reloaded where its content changed (``ItemIdentity``'s rule).
    public convenience init(view: any BatchUpdatingView, identity: ItemIdentity<Item>) {
        self.init(view: view, identity: identity, isUpdated: ItemIdentity<Item>.isUpdated)
    }

    /// The model at `path` of what the view shows, nil outside it.
    public func model(at path: ItemPath) -> Item? {
        guard sections.indices.contains(path.section) else { return nil }
        let items = sections[path.section].items
        return items.indices.contains(path.item) ? items[path.item] : nil
    }

    /// Shows `value`: now, or after the batch update running (the latest waiting value wins).
    public func update(_ value: [SectionModel<SectionID, Item>]) {
        scheduler.submit(value)
    }

    /// Replaces the models without telling the view (the view already moved or deleted the row,
    /// as after an interactive move or delete).
    public func replaceSilently(_ value: [SectionModel<SectionID, Item>]) {
        sections = value
    }

    private func apply(_ value: [SectionModel<SectionID, Item>], done: @escaping @MainActor () -> Void) {
        guard let view else { return done() }
        guard let match = identity.match else {
            sections = value
            view.reloadData()
            return done()
        }
        let old = sections
        let result = ItemsDiff.changeset(
            sections: ItemsDiff.match(old.map(\.id), value.map(\.id), isSection: true),
            rows: { match(old.map(\.items), value.map(\.items), isUpdated) },
            counts: (old.map(\.items.count), value.map(\.items.count)))
        switch result {
        case .failure(let duplicate):
            report(duplicate)
            sections = value
            view.reloadData()
            done()
        case .success(let changes) where changes.isEmpty:
            sections = value
            done()
        case .success(let changes):
            view.applyBatch(changes, updatingModel: { self.sections = value }, completion: done)
        }
    }
}
