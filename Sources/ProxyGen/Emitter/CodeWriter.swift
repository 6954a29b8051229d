// CodeWriter: builds Swift text line by line with indentation; never leaves trailing spaces.

/// Accumulates Swift source with a current indentation level.
struct CodeWriter {
    private(set) var text = ""
    private var level = 0
    private let indentUnit = "    "
    /// The indentation of the first levels, each written in one append.
    private static let indentation = (0..<16).map { String(repeating: " ", count: 4 * $0) }

    /// Appends one line at the current indentation; an empty line stays empty.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
            return
        }
        if level < Self.indentation.count {
            text += Self.indentation[level]
        } else {
            for _ in 0..<level { text += indentUnit }
        }
        text += content
        text += "\n"
    }

    /// Appends a line without indentation (for `#if` directives).
    mutating func directive(_ content: String) {
        text += content
        text += "\n"
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        line(header + " {")
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
