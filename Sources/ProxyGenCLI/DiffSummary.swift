// DiffSummary: a short description of how a file on disk differs from what would be generated,
// printed by `--check`.

/// Summarizes the difference between two texts as the changed region between their common first
/// and last lines, with a few of its lines.
enum DiffSummary {
    /// `line 12–14 on disk, 12–13 generated` followed by up to `limit` `-`/`+` lines.
    static func summarize(onDisk: String, generated: String, limit: Int = 6) -> String {
        let old = onDisk.split(separator: "\n", omittingEmptySubsequences: false)
        let new = generated.split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < old.count && prefix < new.count && old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix && suffix < new.count - prefix
            && old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let removed = old[prefix..<(old.count - suffix)]
        let added = new[prefix..<(new.count - suffix)]
        var lines = [
            "  first difference at line \(prefix + 1): \(removed.count) line(s) on disk, \(added.count) generated"
        ]
        for line in removed.prefix(limit) { lines.append("  - \(line)") }
        if removed.count > limit { lines.append("  - … \(removed.count - limit) more") }
        for line in added.prefix(limit) { lines.append("  + \(line)") }
        if added.count > limit { lines.append("  + … \(added.count - limit) more") }
        return lines.joined(separator: "\n")
    }
}
