// CodeWriter: builds Swift text line by line with indentation; never leaves trailing spaces.

/// Accumulates Swift source with a current indentation level.
struct CodeWriter {
    private(set) var text = ""
    private var level = 0
    private let indentUnit = "    "

    /// Appends one line at the current indentation; an empty line stays empty.
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            text += "\n"
            return
        }
        for _ in 0..<level { text += indentUnit }
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
}
