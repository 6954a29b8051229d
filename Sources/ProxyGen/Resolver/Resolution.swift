// Resolution: what the resolver makes of the parsed inputs — proxies, observing subclasses,
// diagnostics and the marker warnings each generated file repeats.

/// The result of ``Resolver/resolve(_:options:releasableFiles:)``.
struct Resolution {
    /// The proxies, in input order (sorted by path) and declaration order.
    var proxies: [ResolvedProxy]
    /// The observing subclasses, in the same order.
    var subclasses: [ResolvedSubclass]
    /// What the resolver found wrong, or skipped.
    var diagnostics: [Diagnostic]
    /// The near misses of the `@proxyable` marker of each input (by sorted position), as
    /// `path:line:column: message`: its generated file repeats them as `#warning`s.
    var markerWarnings: [[String]]
}
