// CodeWriter: builds Swift text line by line with indentation; never leaves trailing spaces. The
// model spells types into it too (TypeSyntax.description), so types have one spelling.

/// Accumulates Swift source with a current indentation level, as UTF-8 bytes in one growing
/// buffer: a line costs appends of its pieces, not a String built and copied per line. Types and
/// other model text write themselves into it as a `TextOutputStream`. Copies of a writer share
/// its buffer.
struct CodeWriter: TextOutputStream {
    /// How much of the buffer is written, and how much it holds.
    private struct Extent {
        var count = 0
        var capacity: Int
    }

    /// The bytes written, after a header that counts them.
    private var storage: ManagedBuffer<Extent, UInt8>
    private var level = 0

    /// A writer with room for `capacity` bytes: by default the proxies of a file of a few
    /// protocols, written without growing.
    init(capacity: Int = 128 * 1024) {
        storage = Self.makeStorage(capacity: max(capacity, 16))
    }

    private static func makeStorage(capacity: Int) -> ManagedBuffer<Extent, UInt8> {
        .create(minimumCapacity: capacity) { _ in Extent(capacity: capacity) }
    }

    /// The header, reached through its address: the buffer's `header` property would take a
    /// run-time exclusivity check on each access (with CopyOnWrite's, 2.88 G against 2.04 G
    /// instructions over 10,000 synthetic protocols).
    private var extent: UnsafeMutablePointer<Extent> { storage.withUnsafeMutablePointerToHeader { $0 } }

    /// The first byte.
    private var base: UnsafeMutablePointer<UInt8> { storage.withUnsafeMutablePointerToElements { $0 } }

    /// The bytes written so far, valid only during `body`.
    private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withExtendedLifetime(storage) { body(UnsafeBufferPointer(start: base, count: extent.pointee.count)) }
    }

    /// Appends `count` bytes, which `initialize` writes at the address it is given.
    private mutating func appendBytes(count: Int, _ initialize: (UnsafeMutablePointer<UInt8>) -> Void) {
        let written = extent.pointee.count
        if written + count > extent.pointee.capacity { grow(toHold: written + count) }
        initialize(base + written)
        extent.pointee.count = written + count
    }

    /// Moves the bytes to a buffer at least twice as large that holds `needed` bytes.
    private mutating func grow(toHold needed: Int) {
        var capacity = extent.pointee.capacity * 2
        while capacity < needed { capacity *= 2 }
        let larger = Self.makeStorage(capacity: capacity)
        let count = extent.pointee.count
        larger.withUnsafeMutablePointers { extent, bytes in
            bytes.initialize(from: base, count: count)
            extent.pointee.count = count
        }
        storage = larger
    }

    /// Appends UTF-8 bytes.
    private mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        guard let source = piece.baseAddress, !piece.isEmpty else { return }
        appendBytes(count: piece.count) { $0.initialize(from: source, count: piece.count) }
    }

    /// Appends one byte.
    private mutating func append(_ byte: UInt8) {
        appendBytes(count: 1) { $0.initialize(to: byte) }
    }

    /// The text written so far.
    var text: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// The UTF-8 bytes written so far (every piece came from a String: no validation needed).
    var utf8: [UInt8] { withBytes { Array($0) } }

    /// Calls `body` with the UTF-8 bytes written so far, without copying them. The buffer is valid
    /// only during the call.
    func withUTF8<Result, Failure: Error>(
        _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // (`withUnsafeMutablePointers` rethrows, which would lose the error's type: it is carried out.)
        let outcome = withBytes { bytes in
            Swift.Result { () throws(Failure) -> Result in try body(UnsafeRawBufferPointer(bytes)) }
        }
        return try outcome.get()
    }

    /// Appends one line at the current indentation; an empty line stays empty.
    @_disfavoredOverload
    mutating func line(_ content: String = "") {
        if !content.isEmpty {
            indentation()
            append(content)
        }
        append(UInt8(ascii: "\n"))
    }

    /// Appends one line written as a literal at the current indentation (see ``write(_:)-StaticString``).
    mutating func line(_ content: StaticString) {
        if content.utf8CodeUnitCount > 0 {
            indentation()
            write(content)
        }
        append(UInt8(ascii: "\n"))
    }

    /// Starts a line: writes the current indentation. The line's pieces follow with ``write(_:)``
    /// and ``endLine()`` ends it; a line begun so must not be empty.
    mutating func beginLine() { indentation() }

    /// Appends a piece of the current line. (Disfavored, as the `Substring` overload is, so that a
    /// literal piece is written by the `StaticString` overload.)
    @_disfavoredOverload
    mutating func write(_ piece: String) { append(piece) }

    /// Appends a piece of the current line written as a literal: its bytes are copied from the
    /// binary, without the checks a String's bytes take.
    mutating func write(_ piece: StaticString) {
        piece.withUTF8Buffer { append($0) }
    }

    /// Appends bytes of UTF-8 text to the current line.
    mutating func write(_ piece: UnsafeBufferPointer<UInt8>) { append(piece) }

    /// Appends a piece of the current line.
    @_disfavoredOverload
    mutating func write(_ piece: Substring) {
        if piece.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in piece.utf8 { append(byte) }
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
        case .named(let components): writeNamed(components)
        case .optional(let wrapped):
            // A name needs no parentheses before `?`.
            if let name = wrapped.singleName { append(name) } else { writePostfixOperand(wrapped) }
            write("?")
        case .implicitlyUnwrapped(let wrapped):
            writePostfixOperand(wrapped)
            write("!")
        case .array(let element):
            write("[")
            write(element)
            write("]")
        case .dictionary(let key, let value):
            write("[")
            write(key)
            write(": ")
            write(value)
            write("]")
        case .tuple(let elements):
            write("(")
            writeElements(elements)
            write(")")
        case .function(let function): writeFunction(function)
        case .some(let base): writePrefixed("some ", base)
        case .any(let base): writePrefixed("any ", base)
        case .composition(let parts): write(parts, separator: " & ")
        case .metatype(let base, let isProtocol):
            writePostfixOperand(base)
            write(isProtocol ? ".Protocol" : ".Type")
        case .attributed(let attributes, let specifiers, let base): writeAttributed(attributes, specifiers, base)
        case .packExpansion(let base): writePrefixed("repeat ", base)
        case .packElement(let base): writePrefixed("each ", base)
        case .suppressed(let base): writePrefixed("~", base)
        }
    }

    /// Writes `Outer<A>.Inner`: the components separated by `.`, each with its generic arguments.
    private mutating func writeNamed(_ components: [TypeSyntax.Component]) {
        // By index, here and below: an element is read in place, not copied with its references.
        for index in components.indices {
            if index > 0 { write(".") }
            append(components[index].name)
            guard !components[index].genericArguments.isEmpty else { continue }
            write("<")
            write(components[index].genericArguments, separator: ", ")
            write(">")
        }
    }

    /// Writes `(A, B) async throws(E) -> R`.
    private mutating func writeFunction(_ function: TypeSyntax.FunctionType) {
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
    }

    /// Writes `inout @Sendable T`: specifiers, then attributes, then the type.
    private mutating func writeAttributed(_ attributes: [Attribute], _ specifiers: [String], _ base: TypeSyntax) {
        for index in specifiers.indices {
            append(specifiers[index])
            write(" ")
        }
        for index in attributes.indices {
            attributes[index].write(to: &self)
            write(" ")
        }
        write(base)
    }

    /// Writes `prefix` (`some `, `any `, `repeat `) then the type.
    private mutating func writePrefixed(_ prefix: StaticString, _ base: TypeSyntax) {
        write(prefix)
        write(base)
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
        appendBytes(count: digits) { start in
            var value = number
            for offset in stride(from: digits - 1, through: 0, by: -1) {
                (start + offset).initialize(to: UInt8(ascii: "0") + UInt8(value % 10))
                value /= 10
            }
        }
    }

    /// Ends the current line.
    mutating func endLine() { append(UInt8(ascii: "\n")) }

    /// Ends the current line with ` {` and indents the lines that follow: the header of a block
    /// written piece by piece, closed by ``closeBlock()``.
    mutating func openBlock() {
        write(" {\n")
        level += 1
    }

    /// Closes what ``openBlock()`` opened: `}` one level out.
    mutating func closeBlock() {
        level -= 1
        line("}")
    }

    /// How many bytes are written: a position to go back to with ``truncate(to:)``.
    var position: Int { extent.pointee.count }

    /// Whether the bytes written since `position` contain a line break (`\n` or `\r`).
    func containsLineBreak(from position: Int) -> Bool {
        withBytes { bytes in
            bytes[position...].contains { $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        }
    }

    /// Forgets what was written after `position`.
    mutating func truncate(to position: Int) {
        precondition(position <= extent.pointee.count)
        extent.pointee.count = position
    }

    /// Appends the UTF-8 of `text` as one copy of its contiguous storage (every native String,
    /// small ones included, has one); the element-wise path is a fallback.
    private mutating func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            for byte in text.utf8 { append(byte) }
        }
    }

    /// Writes four spaces per level of indentation.
    private mutating func indentation() {
        let count = 4 * level
        guard count > 0 else { return }
        appendBytes(count: count) { $0.initialize(repeating: UInt8(ascii: " "), count: count) }
    }

    /// Appends a line without indentation (for `#if` directives).
    mutating func directive(_ content: String) {
        append(content)
        endLine()
    }

    /// Writes `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout CodeWriter) -> Void) {
        indentation()
        append(header)
        openBlock()
        body(&self)
        closeBlock()
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
        write("if ")
        append(condition)
        openBlock()
        then(&self)
        level -= 1
        line("} else {")
        level += 1
        otherwise(&self)
        closeBlock()
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
