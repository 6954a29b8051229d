// CodeWriter: builds Swift text line by line with indentation; never leaves trailing spaces.

/// Accumulates Swift source with a current indentation level, as UTF-8 bytes in one growing
/// buffer: a line costs appends of its pieces, not a String built and copied per line.
struct CodeWriter {
    private var bytes: [UInt8] = []
    private var level = 0

    init() { bytes.reserveCapacity(16 * 1024) }

    /// The text written so far.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends one line at the current indentation; an empty line stays empty.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            bytes.append(UInt8(ascii: "\n"))
            return
        }
        indentation()
        append(content)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Starts a line: writes the current indentation. The line's pieces follow with ``write(_:)``
    /// and ``endLine()`` ends it; a line begun so must not be empty.
    mutating func beginLine() { indentation() }

    /// Appends a piece of the current line.
    mutating func write(_ piece: String) { append(piece) }

    /// Ends the current line.
    mutating func endLine() { bytes.append(UInt8(ascii: "\n")) }

    /// Appends the UTF-8 of `text` as one copy of its contiguous storage (every native String,
    /// small ones included, has one); the element-wise path is a fallback.
    @inline(__always)
    private mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// Spaces for the first levels of indentation, appended as one slice.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func indentation() {
        guard level > 0 else { return }
        var remaining = 4 * level
        while remaining > 0 {
            let count = min(remaining, Self.spaces.count)
            bytes.append(contentsOf: Self.spaces[0..<count])
            remaining -= count
        }
    }

    /// Appends a line without indentation (for `#if` directives).
    mutating func directive(_ content: String) {
        append(content)
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        indentation()
        append(header)
        append(" {\n")
        level += 1
        body(&self)
        level -= 1
        line("}")
    }

    /// Indents the following lines one more level.
    mutating func indent() { level += 1 }

    /// Undoes one ``indent()``.
    mutating func dedent() { level = max(0, level - 1) }

    /// Writes `if condition { … } else { … }`.
    mutating func ifElse(
        _ condition: String, _ then: (inout CodeWriter) -> Void, else otherwise: (inout CodeWriter) -> Void
    ) {
        line("if \(condition) {")
        level += 1
        then(&self)
        level -= 1
        line("} else {")
        level += 1
        otherwise(&self)
        level -= 1
        line("}")
    }

    /// Opens the `#if` clauses a declaration sits in, outermost first: `#if A` / `#elseif B` /
    /// `#else` as in the source, with empty earlier clauses, so that the code exists exactly where
    /// the declaration does.
    mutating func openConditions(_ clauses: [ConditionalClause]) {
        for clause in clauses {
            for (i, earlier) in clause.earlier.enumerated() { directive(i == 0 ? "#if \(earlier)" : "#elseif \(earlier)") }
            if let condition = clause.condition {
                directive(clause.earlier.isEmpty ? "#if \(condition)" : "#elseif \(condition)")
            } else {
                directive("#else")
            }
        }
    }

    /// Closes what ``openConditions(_:)`` opened.
    mutating func closeConditions(_ clauses: [ConditionalClause]) {
        for _ in clauses { directive("#endif") }
    }
}
