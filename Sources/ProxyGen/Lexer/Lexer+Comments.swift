// Lexer+Comments: line and nested block comments, searched a word at a time.

extension Lexer {
    /// The index of the first `\n` or `\r` at or after `index`, or the end of the input.
    @inline(__always)
    func indexOfLineBreak(from index: Int) -> Int {
        var i = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            // Eight bytes at a time, with one test for a control byte (below 0x0E: `\t`, `\n`,
            // `\r`, …); a word that holds one is looked at byte by byte.
            let raw = UnsafeRawPointer(base)
            while i + 8 <= count {
                if Self.hasByteBelow(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self), 0x0E) {
                    for offset in 0..<8 {
                        let c = bytes[i + offset]
                        if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return i + offset }
                    }
                }
                i += 8
            }
        }
        while i < count && bytes[i] != UInt8(ascii: "\n") && bytes[i] != UInt8(ascii: "\r") { i += 1 }
        return i
    }

    /// The index of the first `*` or `/` at or after `index`, or the end of the input.
    @inline(__always)
    func indexOfCommentDelimiterByte(from index: Int) -> Int {
        indexOfEither(UInt8(ascii: "*"), UInt8(ascii: "/"), from: index)
    }

    /// The index of the first `first` or `second` byte at or after `index`, or the end of the
    /// input. Tests eight bytes at a time: comments are a large part of real sources.
    @inline(__always)
    func indexOfEither(_ first: UInt8, _ second: UInt8, from index: Int) -> Int {
        var i = index
        let count = bytes.count
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while i + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                if Self.hasByte(word, first) || Self.hasByte(word, second) { break }
                i += 8
            }
        }
        while i < count && bytes[i] != first && bytes[i] != second { i += 1 }
        return i
    }

    /// Whether any of the eight bytes of `word` is below `limit`, at most 0x80 (the classic test:
    /// exact for the word as a whole).
    @inline(__always)
    static func hasByteBelow(_ word: UInt64, _ limit: UInt8) -> Bool {
        (word &- 0x0101_0101_0101_0101 &* UInt64(limit)) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether any of the eight bytes of `word` equals `byte` (the classic zero-byte test on
    /// `word ^ byte…byte`; exact, with no false positives for the word as a whole).
    @inline(__always)
    static func hasByte(_ word: UInt64, _ byte: UInt8) -> Bool {
        let x = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (x &- 0x0101_0101_0101_0101) & ~x & 0x8080_8080_8080_8080 != 0
    }

    /// Skips a (possibly nested) block comment starting at `position`.
    mutating func skipBlockComment() {
        let start = position
        position += 2
        var depth = 1
        while position < bytes.count {
            position = indexOfCommentDelimiterByte(from: position)
            guard position < bytes.count else { break }
            let c = bytes[position]
            if c == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if c == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                position += 1
            }
        }
        problems.append(Problem(kind: .unterminatedComment, message: "unterminated '/*' comment", offset: start))
    }
}
