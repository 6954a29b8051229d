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
    private let identity: ((Item) -> AnyHashable)?
    private let isUpdated: (Item, Item) -> Bool
    private weak var view: (any BatchUpdatingView)?
    private var scheduler: BatchUpdateScheduler<[SectionModel<SectionID, Item>]>!

    /// A model for `view`: rows identified by `identity` (nil: every value reloads the view), a
    /// kept row reloaded where `isUpdated(old, new)`.
    public init(
        view: any BatchUpdatingView, identity: ((Item) -> AnyHashable)?,
        isUpdated: @escaping (Item, Item) -> Bool
    ) {
        self.view = view
        self.identity = identity
        self.isUpdated = isUpdated
        scheduler = BatchUpdateScheduler { [weak self] value, done in
            guard let self else { return done() }
            self.apply(value, done: done)
        }
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
        guard let identity else {
            sections = value
            view.reloadData()
            return done()
        }
        let old = sections
        let result = ItemsDiff.changeset(
            from: old.map { (id: $0.id, items: $0.items.map(identity)) },
            to: value.map { (id: $0.id, items: $0.items.map(identity)) },
            isUpdated: { [isUpdated] from, to in
                isUpdated(old[from.section].items[from.item], value[to.section].items[to.item])
            })
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
