// TextSearch: finding a fixed ASCII word in text without `_StringProcessing`, which needs macOS 13.

extension StringProtocol {
    /// The first range of `needle` in the text, the same range `firstRange(of:)` of
    /// `_StringProcessing` gives (that one needs macOS 13, iOS 16; the generator runs on macOS
    /// 10.15). The search runs over UTF-8 bytes; a match counts only where it starts and ends on
    /// character boundaries, so `@event(` does not match the start of `@event(\u{301}`.
    ///
    /// `needle` is ASCII without carriage returns and without `K`, `;` and `` ` ``: those are the
    /// only ASCII characters another spelling is canonically equivalent to (`U+212A`, `U+037E`,
    /// `U+1FEF`), which a comparison of characters would match and a comparison of bytes would not.
    ///
    /// ```swift
    /// "/// @event(tapped)".firstRange(ofASCII: "@event(")  // the range of "@event("
    /// ```
    func firstRange(ofASCII needle: String) -> Range<Index>? {
        assert(
            needle.utf8.allSatisfy { $0 < 0x80 && !"\rK;`".utf8.contains($0) },
            "firstRange(ofASCII:) needs ASCII without CR, K, ; or `: \(needle)")
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return startIndex..<startIndex }
        let bytes = utf8
        var searchStart = bytes.startIndex
        while let candidate = bytes[searchStart...].firstIndex(of: first) {
            var position = candidate
            var matched = 0
            while matched < pattern.count, position < bytes.endIndex, bytes[position] == pattern[matched] {
                bytes.formIndex(after: &position)
                matched += 1
            }
            if matched == pattern.count, let lower = String.Index(candidate, within: self),
                let upper = String.Index(position, within: self)
            {
                return lower..<upper
            }
            searchStart = bytes.index(after: candidate)
        }
        return nil
    }

    /// Whether `needle` occurs in the text, as ``firstRange(ofASCII:)`` finds it: what
    /// `contains(_:)` with a string argument does without Foundation, where it needs macOS 13.
    ///
    /// ```swift
    /// "iOS, deprecated: 13.0".containsASCII("deprecated")  // true
    /// ```
    func containsASCII(_ needle: String) -> Bool {
        firstRange(ofASCII: needle) != nil
    }
}
