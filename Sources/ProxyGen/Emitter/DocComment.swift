// DocComment: the lines of a protocol's doc comment as a generated proxy repeats them.

/// Reads doc comments (`///` lines and `/** */` blocks).
///
/// The comment is read as UTF-8 bytes: every delimiter it looks for is ASCII, so a multi-byte
/// character is never split, and nearly every proxy repeats several comments (reading them by
/// Characters cost about a third of a run's instructions). Its lines are handed over as those
/// bytes, which the emitter copies into its writer: no String is made for a line.
enum DocComment {
    /// Calls `body` with each line of a doc comment's text, as UTF-8 bytes without the `///` or
    /// `/** */` markers, without leading and trailing empty lines, and without the lines that are
    /// annotations for ProxyGen (`@event(…)`, the selection marker). `nil` gives no lines. The
    /// bytes are valid only during the call.
    static func forEachLine(_ doc: String?, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard var doc else { return }
        doc.withUTF8 { bytes in
            // Empty lines are written once a line with text follows them: none trail.
            var pendingEmptyLines = 0
            var hasText = false
            var start = 0
            while true {
                // The line's end, and whether it has an `@` (which every annotation starts with),
                // found in one pass.
                var end = start
                var hasAt = false
                while end < bytes.count && !isLineBreak(bytes[end]) {
                    if bytes[end] == at { hasAt = true }
                    end += 1
                }
                if let line = text(of: bytes[start..<end], mayBeAnnotation: hasAt) {
                    if line.isEmpty {
                        // Leading empty lines are left out.
                        if hasText { pendingEmptyLines += 1 }
                    } else {
                        for _ in 0..<pendingEmptyLines { body(UnsafeBufferPointer(start: nil, count: 0)) }
                        pendingEmptyLines = 0
                        hasText = true
                        body(UnsafeBufferPointer(rebasing: line))
                    }
                }
                if end == bytes.count { break }
                // `\r\n` is one line break.
                start = bytes[end] == cr && end + 1 < bytes.count && bytes[end + 1] == lf ? end + 2 : end + 1
            }
        }
    }

    /// One line's text without its markers; `nil` for an annotation line (only where
    /// `mayBeAnnotation`: the line has an `@`).
    private static func text(
        of line: Slice<UnsafeBufferPointer<UInt8>>, mayBeAnnotation: Bool
    ) -> Slice<UnsafeBufferPointer<UInt8>>? {
        var line = line.drop { isBlank($0) }
        if line.starts(with: lineMarker) {
            line = line.dropFirst(3)
        } else {
            if line.starts(with: blockOpening) { line = line.dropFirst(3) }
            if line.suffix(2).elementsEqual(blockClosing) { line = line.dropLast(2) }
            let trimmed = line.drop { isBlank($0) }
            if trimmed.first == star { line = trimmed.dropFirst() }
        }
        if line.first == space { line = line.dropFirst() }
        while let last = line.last, isBlank(last) || last == cr { line = line.dropLast() }
        // `@event(name)` and the selection marker alone on its line are for ProxyGen; both begin
        // with `@`, which most lines do not contain.
        guard mayBeAnnotation else { return line }
        if contains(eventAnnotation, in: line) { return nil }
        let word = line.drop { $0 == space }.reversed().drop { $0 == space }
        if word.elementsEqual(marker.reversed()) { return nil }
        return line
    }

    private static func contains(_ needle: [UInt8], in line: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        guard line.count >= needle.count else { return false }
        for start in line.startIndex...(line.endIndex - needle.count) where line[start] == needle[0] {
            if line[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }

    // The markers as byte arrays: compared with a line's bytes without walking a String's UTF-8.
    private static let lineMarker = Array("///".utf8)
    private static let blockOpening = Array("/**".utf8)
    private static let blockClosing = Array("*/".utf8)
    private static let eventAnnotation = Array("@event(".utf8)
    private static let marker = Array(ProtocolSelection.marker.utf8)
    private static let at = UInt8(ascii: "@")
    private static let space = UInt8(ascii: " ")
    private static let star = UInt8(ascii: "*")
    private static let cr = UInt8(ascii: "\r")
    private static let lf = UInt8(ascii: "\n")

    private static func isBlank(_ byte: UInt8) -> Bool { byte == space || byte == UInt8(ascii: "\t") }

    /// `\n`, vertical tab, form feed and `\r`.
    private static func isLineBreak(_ byte: UInt8) -> Bool { byte >= 0x0A && byte <= 0x0D }
}
