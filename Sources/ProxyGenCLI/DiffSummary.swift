// DiffSummary: a short description of how a file on disk differs from what would be generated,
// printed by `--check`.

/// Summarizes the difference between two texts as the changed region between their common first
/// and last lines, with a few of its lines.
enum DiffSummary {
    /// `first difference at line 12: the differing part is 3 lines on disk and 2 lines generated`
    /// (from the first line that differs to the last, in the file on disk and in what would be
    /// generated) followed by up to `limit` `-`/`+` lines of each.
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
            "  first difference at line \(prefix + 1): the differing part is \(count(removed.count)) on disk and \(count(added.count)) generated"
        ]
        for line in removed.prefix(limit) { lines.append("  - \(line)") }
        if removed.count > limit { lines.append("  - … \(removed.count - limit) more") }
        for line in added.prefix(limit) { lines.append("  + \(line)") }
        if added.count > limit { lines.append("  + … \(added.count - limit) more") }
        return lines.joined(separator: "\n")
    }

    /// `1 line`, `0 lines`, `46 lines`.
    static func count(_ lines: Int) -> String { lines == 1 ? "1 line" : "\(lines) lines" }
}
