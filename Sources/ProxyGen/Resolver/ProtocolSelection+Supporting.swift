// ProtocolSelection+Supporting: what a caller that reads supporting inputs needs to know of the
// names the resolver resolves by itself, so that it does not look for them in other modules.

extension ProtocolSelection {
    /// Whether a parent or superclass named `name` (plain or qualified) needs no declaration among
    /// the inputs: a standard-library protocol (a marker, one a proxy implements or refuses by
    /// itself, or another of the library's), or `NSObject` and `NSObjectProtocol`, which every
    /// Objective-C class and delegate protocol names and the resolver knows.
    public static func isResolvedWithoutInputs(_ name: String) -> Bool {
        let last = name.split(separator: ".").last.map(String.init) ?? name
        return StandardLibraryProtocols.markers.contains(name) || StandardLibraryProtocols.markers.contains(last)
            || StandardLibraryProtocols.synthesized.contains(last)
            || StandardLibraryProtocols.unproxiable[last] != nil || StandardLibraryProtocols.others.contains(last)
            || last == "NSObject" || last == "NSProxy"
    }
}
