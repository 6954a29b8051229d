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
        let pattern = needle.utf8
        guard !pattern.isEmpty else { return startIndex..<startIndex }
        let text = utf8
        // Byte offsets of the candidates, searched in the contiguous UTF-8 of a native string
        // (an element-wise search of the view costs several times as much), else in the view.
        var offset = 0
        while let found = Self.firstOffset(of: pattern, in: text, from: offset) {
            let lower = text.index(text.startIndex, offsetBy: found)
            let upper = text.index(lower, offsetBy: pattern.count)
            if let lower = String.Index(lower, within: self), let upper = String.Index(upper, within: self) {
                return lower..<upper
            }
            offset = found + 1
        }
        return nil
    }

    /// The byte offset of the first `pattern` in `text` at or after `start`.
    private static func firstOffset(of pattern: String.UTF8View, in text: UTF8View, from start: Int) -> Int? {
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
            let count = pattern.count
            guard let first = pattern.first, bytes.count >= count else { return nil }
            var index = start
            while index <= bytes.count - count {
                if bytes[index] == first && bytes[index..<index + count].elementsEqual(pattern) { return index }
                index += 1
            }
            return nil
        }
        return text.withContiguousStorageIfAvailable(search) ?? Array(text).withUnsafeBufferPointer(search)
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
