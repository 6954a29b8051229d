// Lexer+Strings: string literals of every kind (raw, multi-line) and their interpolations.

extension Lexer {
    /// Lexes a string literal whose opening quote is at `position`, delimited by `hashes` `#`s.
    mutating func lexString(hashes: Int) {
        let start = position - hashes
        // `"""` opens a multi-line string only when nothing but blanks follows on its line (Swift
        // requires the content to start on a new line); `#"""#` is a one-line string holding `"`.
        let isMultiline =
            peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"") && isBlankToEndOfLine(from: position + 3)
        position += isMultiline ? 3 : 1
        while position < bytes.count {
            let c = bytes[position]
            if c == UInt8(ascii: "\\") && matchesHashes(at: position + 1, count: hashes) {
                position += 1 + hashes
                if peek() == UInt8(ascii: "(") {
                    position += 1
                    if interpolationDepth < Self.maximumInterpolationDepth {
                        interpolationDepth += 1
                        skipInterpolation()
                        interpolationDepth -= 1
                    } else if problems.last?.message != Self.deepInterpolationMessage {
                        // One report per flood: every string nested deeper would repeat it.
                        problems.append(
                            Problem(kind: .unterminatedString, message: Self.deepInterpolationMessage, offset: start))
                    }
                } else if position < bytes.count {
                    position += 1
                }
            } else if c == UInt8(ascii: "\"") {
                if isMultiline {
                    if peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
                        && matchesHashes(at: position + 3, count: hashes)
                    {
                        position += 3 + hashes
                        return
                    }
                    position += 1
                } else if matchesHashes(at: position + 1, count: hashes) {
                    position += 1 + hashes
                    return
                } else {
                    position += 1
                }
            } else if !isMultiline && (c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r")) {
                problems.append(
                    Problem(kind: .unterminatedString, message: "unterminated string literal", offset: start))
                return
            } else {
                position += 1
            }
        }
        problems.append(
            Problem(
                kind: .unterminatedString,
                message: isMultiline ? "unterminated multi-line string literal" : "unterminated string literal",
                offset: start))
    }

    /// Whether only spaces and tabs come between `index` and the end of its line (or the input).
    func isBlankToEndOfLine(from index: Int) -> Bool {
        var i = index
        while i < bytes.count {
            let c = bytes[i]
            if c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") { return true }
            if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") { return false }
            i += 1
        }
        return true
    }

    @inline(__always)
    func matchesHashes(at index: Int, count: Int) -> Bool {
        var i = 0
        while i < count {
            if byte(at: index + i) != UInt8(ascii: "#") { return false }
            i += 1
        }
        return true
    }

    /// Skips the inside of `\( … )`, which may hold any expression: nested parentheses, strings,
    /// comments. Stops after the matching `)` or at the end of the input.
    mutating func skipInterpolation() {
        var depth = 1
        while position < bytes.count {
            let c = bytes[position]
            switch c {
            case UInt8(ascii: "("):
                depth += 1
                position += 1
            case UInt8(ascii: ")"):
                depth -= 1
                position += 1
                if depth == 0 { return }
            case UInt8(ascii: "\""):
                lexString(hashes: 0)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    position += hashes
                    lexString(hashes: hashes)
                } else {
                    position += hashes
                }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                skipBlockComment()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while position < bytes.count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            default:
                position += 1
            }
        }
    }
}
