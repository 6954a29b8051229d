// CodeWriter: builds Swift text line by line with indentation; never leaves trailing spaces. The
// model spells types into it too (TypeSyntax.description), so types have one spelling.

/// Accumulates Swift source with a current indentation level, as UTF-8 bytes in one growing
/// buffer: a line costs appends of its pieces, not a String built and copied per line. Types and
/// other model text write themselves into it as a `TextOutputStream`.
struct CodeWriter: TextOutputStream {
    /// The bytes written: a buffer that grows by doubling, appended to by copying.
    fileprivate final class Buffer {
        @exclusivity(unchecked) var base: UnsafeMutablePointer<UInt8>
        @exclusivity(unchecked) var count = 0
        @exclusivity(unchecked) var capacity: Int
        /// How many times the text was cut back (``truncate(to:)``): text kept to repeat is
        /// valid only while this stays the same.
        @exclusivity(unchecked) var truncations = 0

        init(capacity: Int) {
            self.capacity = capacity
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        /// Makes room for `extra` more bytes.
        @inline(__always)
        func reserve(_ extra: Int) {
            if count + extra > capacity { grow(count + extra) }
        }

        func grow(_ needed: Int) {
            var newCapacity = capacity * 2
            while newCapacity < needed { newCapacity *= 2 }
            let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
            UnsafeMutableRawPointer(newBase).copyMemory(from: base, byteCount: count)
            base.deallocate()
            base = newBase
            capacity = newCapacity
        }

        /// Appends bytes; most pieces are a few bytes long, copied as two overlapping words
        /// rather than by a call to `memcpy`.
        @inline(__always)
        func append(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let source = bytes.baseAddress else { return }
            let n = bytes.count
            reserve(n)
            let target = UnsafeMutableRawPointer(base + count)
            let from = UnsafeRawPointer(source)
            if n >= 8 && n <= 16 {
                target.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
                target.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self), toByteOffset: n - 8, as: UInt64.self
                )
            } else if n >= 4 && n < 8 {
                target.storeBytes(of: from.loadUnaligned(as: UInt32.self), as: UInt32.self)
                target.storeBytes(
                    of: from.loadUnaligned(fromByteOffset: n - 4, as: UInt32.self), toByteOffset: n - 4, as: UInt32.self
                )
            } else if n > 16 {
                target.copyMemory(from: from, byteCount: n)
            } else if n > 0 {
                // Bytes 0, n / 2 and n - 1 are every byte of a piece of 1 to 3.
                target.storeBytes(of: from.load(as: UInt8.self), as: UInt8.self)
                target.storeBytes(
                    of: from.load(fromByteOffset: n / 2, as: UInt8.self), toByteOffset: n / 2, as: UInt8.self)
                target.storeBytes(
                    of: from.load(fromByteOffset: n - 1, as: UInt8.self), toByteOffset: n - 1, as: UInt8.self)
            }
            count += n
        }

        @inline(__always)
        func append(_ byte: UInt8) {
            reserve(1)
            (base + count).initialize(to: byte)
            count += 1
        }

        /// Appends `n` spaces: sixteen written at once (most lines are indented one to four
        /// levels), more eight at a time (the room reserved covers the last words).
        func appendSpaces(_ n: Int) {
            reserve(n + 16)
            let start = UnsafeMutableRawPointer(base + count)
            let spaces: UInt64 = 0x2020_2020_2020_2020
            start.storeBytes(of: spaces, as: UInt64.self)
            start.storeBytes(of: spaces, toByteOffset: 8, as: UInt64.self)
            var offset = 16
            while offset < n {
                start.storeBytes(of: spaces, toByteOffset: offset, as: UInt64.self)
                offset += 8
            }
            count += n
        }
    }

    private let buffer: Buffer

    /// A writer whose buffer starts with room for `capacity` bytes: by default the proxies of a
    /// file of a few protocols, written without growing.
    init(capacity: Int = 128 * 1024) {
        buffer = Buffer(capacity: max(capacity, 16))
    }
    private var level = 0

    /// The text written so far.
    var text: String { String(decoding: UnsafeBufferPointer(start: buffer.base, count: buffer.count), as: UTF8.self) }

    /// The UTF-8 bytes written so far (every piece came from a String: no validation needed).
    var utf8: [UInt8] { Array(UnsafeBufferPointer(start: buffer.base, count: buffer.count)) }

    /// Calls `body` with the UTF-8 bytes written so far, without copying them. The buffer is valid
    /// only during the call.
    func withUTF8<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        defer { withExtendedLifetime(buffer) {} }
        return try body(UnsafeRawBufferPointer(start: buffer.base, count: buffer.count))
    }

    /// Appends one line at the current indentation; an empty line stays empty.
    @_disfavoredOverload
    mutating func line(_ content: String = "") {
        if content.isEmpty {
            buffer.append(UInt8(ascii: "\n"))
            return
        }
        indentation()
        append(content)
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Appends one line made of these pieces, as ``line(_:)`` appends their concatenation, without
    /// building it.
    mutating func line(
        _ a: String, _ b: String, _ c: String = "", _ d: String = "", _ e: String = "", _ f: String = "",
        _ g: String = ""
    ) {
        if a.isEmpty && b.isEmpty && c.isEmpty && d.isEmpty && e.isEmpty && f.isEmpty && g.isEmpty {
            buffer.append(UInt8(ascii: "\n"))
            return
        }
        indentation()
        append(a)
        append(b)
        if !c.isEmpty { append(c) }
        if !d.isEmpty { append(d) }
        if !e.isEmpty { append(e) }
        if !f.isEmpty { append(f) }
        if !g.isEmpty { append(g) }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Starts a line: writes the current indentation. The line's pieces follow with ``write(_:)``
    /// and ``endLine()`` ends it; a line begun so must not be empty.
    mutating func beginLine() { indentation() }

    /// Appends one line written as a literal at the current indentation (see ``write(_:)-StaticString``).
    @inline(__always)
    mutating func line(_ content: StaticString) {
        guard content.utf8CodeUnitCount > 0 else {
            buffer.append(UInt8(ascii: "\n"))
            return
        }
        indentation()
        content.withUTF8Buffer { buffer.append($0) }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Appends a piece of the current line. (Disfavored, as the `Substring` overload is, so that a
    /// literal piece is written by the `StaticString` overload.)
    @_disfavoredOverload
    mutating func write(_ piece: String) { append(piece) }

    /// Appends a piece of the current line written as a literal: its bytes are copied from the
    /// binary, without the checks a String's bytes take.
    @inline(__always)
    mutating func write(_ piece: StaticString) { piece.withUTF8Buffer { buffer.append($0) } }

    /// Appends bytes of UTF-8 text to the current line.
    mutating func write(_ piece: UnsafeBufferPointer<UInt8>) { buffer.append(piece) }

    /// Appends a piece of the current line.
    @_disfavoredOverload
    mutating func write(_ piece: Substring) {
        let buffer = self.buffer
        if piece.utf8.withContiguousStorageIfAvailable({ buffer.append($0) }) == nil {
            for byte in piece.utf8 { buffer.append(byte) }
        }
    }

    /// Appends a type's text (``TypeSyntax/description``) to the current line: canonical Swift
    /// source, each part written into the buffer where it is met (the one writer of types, so
    /// the commonest shapes, one name, one made optional, an array or a dictionary of them, are
    /// written without walking their parts).
    mutating func write(_ type: TypeSyntax) {
        if let name = type.singleName {
            append(name)
            return
        }
        switch type {
        case .named(let components):
            // By index, here and below: an element is read in place, not copied with its references.
            for index in components.indices {
                if index > 0 { write(".") }
                append(components[index].name)
                guard !components[index].genericArguments.isEmpty else { continue }
                write("<")
                write(components[index].genericArguments, separator: ", ")
                write(">")
            }
        case .optional(let wrapped):
            // A name needs no parentheses before `?`.
            if let name = wrapped.singleName { append(name) } else { writePostfixOperand(wrapped) }
            write("?")
        case .implicitlyUnwrapped(let wrapped):
            writePostfixOperand(wrapped)
            write("!")
        case .array(let element):
            write("[")
            if let name = element.singleName { append(name) } else { write(element) }
            write("]")
        case .dictionary(let key, let value):
            write("[")
            if let name = key.singleName { append(name) } else { write(key) }
            write(": ")
            if let name = value.singleName { append(name) } else { write(value) }
            write("]")
        case .tuple(let elements):
            write("(")
            writeElements(elements)
            write(")")
        case .function(let function):
            write("(")
            writeElements(function.parameters)
            write(")")
            if function.isAsync { write(" async") }
            switch function.throwsClause {
            case .none: break
            case .throws: write(" throws")
            case .rethrows: write(" rethrows")
            case .typed(let error):
                write(" throws(")
                write(error)
                write(")")
            }
            write(" -> ")
            write(function.result)
        case .some(let base):
            write("some ")
            write(base)
        case .any(let base):
            write("any ")
            write(base)
        case .composition(let parts):
            write(parts, separator: " & ")
        case .metatype(let base, let isProtocol):
            writePostfixOperand(base)
            write(isProtocol ? ".Protocol" : ".Type")
        case .attributed(let attributes, let specifiers, let base):
            for index in specifiers.indices {
                append(specifiers[index])
                write(" ")
            }
            for index in attributes.indices {
                attributes[index].write(to: &self)
                write(" ")
            }
            write(base)
        case .packExpansion(let base):
            write("repeat ")
            write(base)
        case .packElement(let base):
            write("each ")
            write(base)
        case .suppressed(let base):
            write("~")
            write(base)
        }
    }

    /// Writes `types` separated by `separator`.
    private mutating func write(_ types: [TypeSyntax], separator: StaticString) {
        for index in types.indices {
            if index > 0 { write(separator) }
            write(types[index])
        }
    }

    /// Writes a type a postfix `?`, `!` or `.Type` follows (``TypeSyntax/descriptionAsPostfixOperand``):
    /// types that would bind differently are parenthesized (`(any P)?`, `(() -> Void)?`).
    mutating func writePostfixOperand(_ type: TypeSyntax) {
        switch type {
        case .function, .some, .any, .composition, .attributed, .packExpansion, .packElement:
            write("(")
            write(type)
            write(")")
        default:
            write(type)
        }
    }

    /// Writes tuple elements or closure parameters (``TypeSyntax/TupleElement/description``),
    /// separated by `, `.
    mutating func writeElements<Elements: RandomAccessCollection<TypeSyntax.TupleElement>>(_ elements: Elements) {
        var first = true
        for index in elements.indices {
            if !first { write(", ") }
            first = false
            var wroteName = false
            if let label = elements[index].label {
                append(label)
                wroteName = !label.isEmpty
            }
            if let name = elements[index].name {
                if wroteName { write(" ") }
                append(name)
                wroteName = wroteName || !name.isEmpty
            }
            if wroteName { write(": ") }
            write(elements[index].type)
            if elements[index].isVariadic { write("...") }
        }
    }

    /// Appends a non-negative number in decimal to the current line.
    mutating func write(_ number: Int) {
        precondition(number >= 0)
        var digits = 1
        var rest = number / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        buffer.reserve(digits)
        var value = number
        for offset in stride(from: digits - 1, through: 0, by: -1) {
            (buffer.base + buffer.count + offset).initialize(to: UInt8(ascii: "0") + UInt8(value % 10))
            value /= 10
        }
        buffer.count += digits
    }

    /// Ends the current line.
    mutating func endLine() { buffer.append(UInt8(ascii: "\n")) }

    /// Ends the current line with ` {` and indents the lines that follow: the header of a block
    /// written piece by piece, closed by ``closeBlock()``.
    mutating func openBlock() {
        append(" {\n")
        level += 1
    }

    /// Closes what ``openBlock()`` opened: `}` one level out.
    mutating func closeBlock() {
        level -= 1
        line("}")
    }

    /// A writer as it is now: positions (``position``) taken now stay valid in it until it is
    /// truncated. (It keeps the writer's buffer: no other writer can take its place.)
    struct Epoch {
        fileprivate let buffer: Buffer
        fileprivate let truncations: Int
    }

    var epoch: Epoch { Epoch(buffer: buffer, truncations: buffer.truncations) }

    /// Whether positions taken in `epoch` are valid in this writer: it is the same writer, and
    /// nothing was truncated since.
    func isCurrent(_ epoch: Epoch) -> Bool { epoch.buffer === buffer && epoch.truncations == buffer.truncations }

    /// How many bytes are written: a position to look back at with ``text(from:)`` or to go back
    /// to with ``truncate(to:)``.
    var position: Int { buffer.count }

    /// The text written since `position`.
    func text(from position: Int) -> String {
        String(
            decoding: UnsafeBufferPointer(start: buffer.base + position, count: buffer.count - position), as: UTF8.self)
    }

    /// Whether the bytes written since `position` contain a line break (`\n` or `\r`).
    func containsLineBreak(from position: Int) -> Bool {
        for offset in position..<buffer.count {
            let byte = buffer.base[offset]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return true }
        }
        return false
    }

    /// The last byte written, if any.
    var lastByte: UInt8? { buffer.count > 0 ? buffer.base[buffer.count - 1] : nil }

    /// Appends again the text written between two positions (``position``), such as an
    /// expression a line repeats.
    mutating func repeatText(from start: Int, to end: Int) {
        precondition(0 <= start && start <= end && end <= buffer.count)
        let count = end - start
        buffer.reserve(count)
        // The copy goes after everything written, so it never overlaps what it copies.
        (buffer.base + buffer.count).initialize(from: buffer.base + start, count: count)
        buffer.count += count
    }

    /// Forgets what was written after `position`.
    mutating func truncate(to position: Int) {
        precondition(position <= buffer.count)
        buffer.count = position
        buffer.truncations += 1
    }

    /// Appends the UTF-8 of `text` as one copy of its contiguous storage (every native String,
    /// small ones included, has one); the element-wise path is a fallback.
    @inline(__always)
    private mutating func append(_ text: String) {
        let buffer = self.buffer
        if text.utf8.withContiguousStorageIfAvailable({ buffer.append($0) }) == nil {
            for byte in text.utf8 { buffer.append(byte) }
        }
    }

    private mutating func indentation() {
        if level > 0 { buffer.appendSpaces(4 * level) }
    }

    /// Appends a line without indentation (for `#if` directives).
    mutating func directive(_ content: String) {
        append(content)
        buffer.append(UInt8(ascii: "\n"))
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
        indentation()
        append("if ")
        append(condition)
        append(" {\n")
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
            for (i, earlier) in clause.earlier.enumerated() {
                directive(i == 0 ? "#if \(earlier)" : "#elseif \(earlier)")
            }
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
