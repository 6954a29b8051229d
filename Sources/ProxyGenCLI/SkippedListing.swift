// SkippedListing: the end of `proxygen --list`, the protocols swept up (`--all-protocols`, or
// typing a configured module's delegate slots) that get no proxy, each with why.

import ProxyGen

/// Renders the protocols a run skips for people: one line per protocol, its first reason.
enum SkippedListing {
    /// ```
    /// skipped (no proxy):
    ///   SCNSceneRenderer (SceneKit.swiftinterface:5704)
    ///     a requirement takes an optional block that must not escape (nullable NS_NOESCAPE), …
    /// ```
    /// Empty where nothing was skipped. `location` names an input's path and a byte offset in it.
    static func render(_ diagnostics: [Diagnostic], location: (String, Int) -> String) -> String {
        var seen: Set<String> = []
        var lines: [String] = []
        for diagnostic in diagnostics where diagnostic.severity != .error {
            guard let (name, reason) = skipped(diagnostic.message), seen.insert(name).inserted else { continue }
            lines.append("  \(name) (\(location(diagnostic.path, diagnostic.offset)))\n    \(reason)\n")
        }
        return lines.isEmpty ? "" : "skipped (no proxy):\n" + lines.joined()
    }

    /// The protocol and the reason of a message `skipping 'P': reason`.
    static func skipped(_ message: String) -> (name: String, reason: String)? {
        let prefix = "skipping '"
        guard message.hasPrefix(prefix) else { return nil }
        let rest = message.dropFirst(prefix.count)
        guard let end = rest.firstRange(of: "': ") else { return nil }
        return (String(rest[..<end.lowerBound]), String(rest[end.upperBound...]))
    }
}
