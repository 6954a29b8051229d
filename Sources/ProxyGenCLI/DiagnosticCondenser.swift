// DiagnosticCondenser: one printed diagnostic per cause and position. A problem found once per
// proxy (a shared parent's requirement) is printed once; a message repeated at many positions of
// one file is printed a few times, followed by a note counting what was left out.

import ProxyGen

enum DiagnosticCondenser {
    /// How many diagnostics with the same message are printed per file.
    static let repeatsShown = 5

    /// `diagnostics` without exact repeats, at most ``repeatsShown`` per file and message, and a
    /// note per file and message saying how many were left out. Order is kept.
    static func condense(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        struct Place: Hashable {
            var path: String
            var offset: Int
            var severity: Diagnostic.Severity
            var message: String
        }
        struct Cause: Hashable {
            var path: String
            var severity: Diagnostic.Severity
            var message: String
        }
        var seen = Set<Place>()
        var shown: [Cause: Int] = [:]
        var omitted: [Cause: (count: Int, first: Diagnostic)] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let place = Place(
                path: diagnostic.path, offset: diagnostic.offset, severity: diagnostic.severity,
                message: diagnostic.text)
            guard seen.insert(place).inserted else { continue }
            let cause = Cause(path: diagnostic.path, severity: diagnostic.severity, message: diagnostic.text)
            if shown[cause, default: 0] < repeatsShown {
                shown[cause, default: 0] += 1
                result.append(diagnostic)
            } else {
                omitted[cause, default: (0, diagnostic)].count += 1
            }
        }
        let byPosition = omitted.sorted {
            ($0.key.path, $0.value.first.offset) < ($1.key.path, $1.value.first.offset)
        }
        for (cause, (count, first)) in byPosition {
            var note = first
            note.severity = .note
            // The note quotes the whole text of the diagnostics it stands for.
            note.skippedProtocol = nil
            note.isInModuleInterface = false
            note.message =
                "\(count) more of the same \(cause.severity.rawValue) in this file not shown, the first of them here: \(cause.message)"
            let last =
                result.lastIndex {
                    $0.path == cause.path && $0.text == cause.message && $0.severity == cause.severity
                } ?? result.count - 1
            result.insert(note, at: last + 1)
        }
        return result
    }
}
