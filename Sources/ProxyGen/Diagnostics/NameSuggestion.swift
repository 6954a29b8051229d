// NameSuggestion: the known names closest to a misspelled one, for "did you mean" in messages.

/// Orders known names by how close they are to a name that matched none of them.
package enum NameSuggestion {
    /// `known` with the closest to `name` first (by edit distance, ignoring case; ties in their
    /// given order).
    package static func byCloseness(to name: String, in known: [String]) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        return known.enumerated()
            .map { (distance: editDistance(target, Array($0.element.lowercased().unicodeScalars)), index: $0.offset) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .map { known[$0.index] }
    }

    /// The known name that `name` is most likely a misspelling of, if one is close enough: at
    /// most a third of its characters wrong (at least one, at most three), or only its case.
    package static func closest(to name: String, in known: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = max(1, min(3, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// What follows a message about `name`, which matched none of `known`:
    /// `; did you mean 'X'? (found: X, Y, …)` with the names closest first, ` (found: …)` when
    /// none is close, and ` (none)` when there are no names.
    package static func messageSuffix(for name: String, known: [String], none: String) -> String {
        guard !known.isEmpty else { return " (\(none))" }
        let list = "found: \(byCloseness(to: name, in: known).joined(separator: ", "))"
        guard let closest = closest(to: name, in: known) else { return " (\(list))" }
        return "; did you mean '\(closest)'? (\(list))"
    }
}
