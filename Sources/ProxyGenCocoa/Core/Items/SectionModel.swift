// SectionModel: one section of a sectioned items binding (identity, header and footer, items).

/// One section of a table or collection bound to sections: its identity (sections are matched by
/// it across values), its header and footer titles, and its models (RxDataSources' `SectionModel`).
public struct SectionModel<ID: Hashable, Item> {
    /// The section's identity, unique among the sections of one value.
    public var id: ID
    /// The title of the section's header, if it has one.
    public var headerTitle: String?
    /// The title of the section's footer, if it has one.
    public var footerTitle: String?
    /// The models of the section's rows, in order.
    public var items: [Item]

    /// A section of `items`, identified by `id`, with optional header and footer titles.
    public init(id: ID, headerTitle: String? = nil, footerTitle: String? = nil, items: [Item]) {
        self.id = id
        self.headerTitle = headerTitle
        self.footerTitle = footerTitle
        self.items = items
    }
}

extension SectionModel: Sendable where ID: Sendable, Item: Sendable {}
extension SectionModel: Equatable where Item: Equatable {}
