// ResolvedSubclass: what the resolver decided about one observing subclass, for the emitter.

/// An observing subclass of a class of the inputs: `ObservableScreen: Screen`, whose overrides
/// publish each call before and after calling `super`.
public struct ResolvedSubclass: Sendable {
    /// One method the subclass overrides.
    public struct Method: Sendable {
        /// The method as the class declares it.
        public var decl: FunctionDecl
        /// The name of its events: `viewWillAppear`.
        public var eventName: String
        /// Its index in the subclass's `ReactiveRuntime.ProxyEventStreams`.
        public var index: Int
        /// Whether the override is `open` (an `open` method of an `open` class); otherwise it has
        /// the method's access, bounded by the subclass's.
        public var isOpen: Bool
        /// The override's access where it is not open.
        public var accessLevel: AccessLevel
        /// The `@available` attributes the override repeats.
        public var availability: [Attribute]
        /// The `#if` clauses it sits in within the class.
        public var conditions: [ConditionalClause]
        /// For a property's setter, observed as a call with the new value: the property's type as
        /// declared (``decl`` is then `name(_ newValue:)`, an implicitly unwrapped type made
        /// optional); `nil` for a method.
        public var propertyType: TypeSyntax? = nil
    }

    /// A member the subclass does not override, with why (listed by `proxygen --list`).
    public struct SkippedMember: Sendable, Equatable {
        public var name: String
        public var reason: String
        public var offset: Int
    }

    /// The class observed, qualified: `UIViewController`, `Outer.Screen`.
    public var className: String
    /// The subclass: `Observable` followed by the qualified name without periods.
    public var subclassName: String
    /// Whether the subclass is `open` (the class is): other modules may subclass it.
    public var isOpen: Bool
    public var accessLevel: AccessLevel
    /// The global actor the class declares or inherits (`@MainActor`), for the accessor.
    public var globalActor: String?
    /// The class's `@available` attributes beyond the runtime's floor.
    public var availability: [Attribute]
    /// Whether the class or one of its superclasses among the inputs declares `Sendable`: its
    /// objects may be called from several threads at once, so no override reads the subclass's
    /// plain `proxyGenCallsObserved` flag.
    public var isSendable: Bool
    /// Whether the subclass adopts `ReactiveExtensionsProvider` (its root class among the inputs
    /// adopts nothing, so it has no `reactive` of its own).
    public var declaresProviderConformance: Bool
    public var methods: [Method]
    public var skipped: [SkippedMember]
    public var conditions: [ConditionalClause]
    /// The input the class is declared in (sorted position).
    public var fileIndex: Int
    /// The class declaration's offset in its file.
    public var offset: Int
    /// The inputs' types whose values the events cannot carry (``UnstorableTypes``).
    var unstorableTypes = UnstorableTypes()
    /// Whether the subclass sends every call as one value (``GeneratorOptions/generatesCalls``).
    var publishesCalls = false

    /// Lowers the subclass's access, and its overrides', to at most `maximum` (an `open` class
    /// stays open only where `maximum` is public).
    mutating func bound(by maximum: AccessLevel) {
        accessLevel = min(accessLevel, maximum)
        if maximum < .public { isOpen = false }
        for index in methods.indices {
            methods[index].accessLevel = min(methods[index].accessLevel, maximum)
            if maximum < .public { methods[index].isOpen = false }
        }
    }
}
