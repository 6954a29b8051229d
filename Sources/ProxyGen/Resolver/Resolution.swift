// Resolution: what the resolver makes of the parsed inputs — proxies, observing subclasses and
// diagnostics.

/// The result of ``Resolver/resolve(_:options:releasableFiles:)``.
struct Resolution {
    /// The proxies, in input order (sorted by path) and declaration order.
    var proxies: [ResolvedProxy]
    /// The observing subclasses, in the same order.
    var subclasses: [ResolvedSubclass]
    /// What the resolver found wrong, or skipped.
    var diagnostics: [Diagnostic]
    /// The keys of ``GeneratorOptions/eventNameOverrides`` that named no requirement of a proxy
    /// made, sorted.
    var unusedEventNameOverrides: [String]
}
