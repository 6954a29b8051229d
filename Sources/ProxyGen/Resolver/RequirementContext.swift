// RequirementContext: the scratch state of one protocol's resolution, made by
// Resolver.resolve(_:) and filled while its requirements are built and named.

/// What the requirement builder knows and gathers about the lineage of the protocol being
/// resolved. A fresh value per protocol: nothing carries over from one protocol to the next.
struct RequirementContext {
    /// The default implementations of the lineage's protocols that have any, in lineage order.
    var defaults: [DefaultImplementations]
    /// Whether the lineage has parents, whose functions a child may restate.
    var comparesRestatements = false
    /// The most derived declaration of each function of the lineage, by
    /// ``Resolver/restatementKey(_:)``, with the protocol that declares it.
    var restatedFunctions: [String: (decl: FunctionDecl, owner: String)] = [:]
    /// Properties that some protocol of the lineage declares settable, with the most derived
    /// protocol that does.
    var settableProperties: [String: String] = [:]
    /// The associated types of the lineage, each once.
    var associatedTypes: [AssociatedTypeDecl] = []
    /// How many requirements were made: the next one's ``Requirement/ordinal``.
    var requirementCount = 0
    /// The event names by the rule, in requirement order, as long as ``eventNamesFollowRule``.
    var eventNamesByRule: [String] = []
    /// False once a requirement's event name is chosen (configured or `@event(…)`): every
    /// requirement is then named again by ``Resolver/eventNames(_:file:)``.
    var eventNamesFollowRule = true
    /// The names the requirements' types mention that are, or end like, a name the proxy gives
    /// one of its nested types (``ProxyReservedNames/nestedTypes``).
    var mentionedReservedNames: [String] = []
    /// Whether the requirements' types mention a standard span's name, or `Swift` (which may
    /// qualify one): see ``UnstorableTypes/mayBeNamed``.
    var mayMentionStandardNonescapable = false
    /// The deprecation of a type that a required method names (AddressBookUI's
    /// `ABPersonViewController`): its answer is a parameter of the proxy's initializer, so the
    /// proxy is deprecated as the type is.
    var requiredTypeDeprecations: [Attribute] = []
}
