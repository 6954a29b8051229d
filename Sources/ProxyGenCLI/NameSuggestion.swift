// NameSuggestion: the known names closest to a misspelled one, for "did you mean" in messages.

import ProxyGen

/// Orders known names by how close they are to a name that matched none of them.
enum NameSuggestion {
    /// `known` with the closest to `name` first (by edit distance, ignoring case; ties in their
    /// given order).
    static func byCloseness(to name: String, in known: [String]) -> [String] {
        let target = Array(name.lowercased().unicodeScalars)
        return known.enumerated()
            .map { (distance: editDistance(target, Array($0.element.lowercased().unicodeScalars)), index: $0.offset) }
            .sorted { ($0.distance, $0.index) < ($1.distance, $1.index) }
            .map { known[$0.index] }
    }

    /// The known name that `name` is most likely a misspelling of, if one is close enough: at
    /// most a third of its characters wrong (at least one, at most three), or only its case.
    static func closest(to name: String, in known: [String]) -> String? {
        let target = Array(name.lowercased().unicodeScalars)
        let limit = max(1, min(3, target.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in known {
            let distance = editDistance(target, Array(candidate.lowercased().unicodeScalars))
            if distance <= limit && distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.name
    }
}
