// SkippedListing: the protocols a run skipped, and why, as `proxygen --list` prints them after
// the proxies; read from the diagnostics' fields, so that scripts need not parse warnings.

import ProxyGen

/// Renders the protocols a run skipped: one line each, the first reason given.
enum SkippedListing {
    /// ```
    /// skipped Factory (Sources/App/Factory.swift:3): static requirement 'make()' cannot be forwarded: …
    /// ```
    /// `location` names an input's path and a byte offset in it for people (`path:line`).
    static func render(_ diagnostics: [Diagnostic], location: (String, Int) -> String) -> String {
        var listed = Set<String>()
        var text = ""
        for diagnostic in diagnostics {
            guard let name = diagnostic.skippedProtocol, listed.insert(name).inserted else { continue }
            var reason = diagnostic
            reason.skippedProtocol = nil
            text += "skipped \(name) (\(location(diagnostic.path, diagnostic.offset))): \(reason.text)\n"
        }
        return text
    }
}
