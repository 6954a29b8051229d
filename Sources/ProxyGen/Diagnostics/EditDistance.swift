// EditDistance: how far apart two spellings are, for "did you mean" in messages.

/// The Levenshtein distance of two sequences: insertions, deletions and substitutions of one
/// element each. Used for misspelled markers (bytes) and names (Unicode scalars).
package func editDistance<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
            current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}
