// JSONValue: a JSON document (RFC 8259) read from bytes, for files whose keys are checked one by
// one, with the line and column of the first syntax error and the position of every key and value.

/// A JSON value.
enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// An object; of a key written twice, the last value counts.
    case object([String: JSONValue])

    /// Where and why a document is not JSON.
    struct SyntaxError: Error, Equatable {
        /// 1-based, counted in lines (`\n`) and UTF-8 bytes.
        var line: Int
        var column: Int
        var message: String
    }

    /// Where the keys and values of a document are, as byte offsets by path: `""` is the
    /// document, `modules` a member of it, `modules[0]` an element, `modules[0].module` a member of
    /// that.
    struct Positions: Equatable {
        /// The opening quote of each member's key.
        var keys: [String: Int] = [:]
        /// The first byte of each value.
        var values: [String: Int] = [:]

        /// The path of member `key` of the object at `path`.
        static func member(_ key: String, of path: String) -> String { path.isEmpty ? key : path + "." + key }

        /// The path of element `index` of the array at `path`.
        static func element(_ index: Int, of path: String) -> String { "\(path)[\(index)]" }
    }

    /// The value `bytes` (UTF-8) hold, with nothing but whitespace after it.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
        try parseWithPositions(bytes).value
    }

    /// The value `bytes` hold and where each of its parts is.
    static func parseWithPositions(_ bytes: [UInt8]) throws(SyntaxError) -> (value: JSONValue, positions: Positions) {
        var reader = Reader(bytes: bytes)
        let value = try reader.value(depth: 0, path: "")
        reader.skipWhitespace()
        guard reader.position == bytes.count else { throw reader.error("unexpected text after the value") }
        return (value, reader.positions)
    }

    /// The 1-based line and column (counted in UTF-8 bytes) of a byte offset of `bytes`.
    static func lineAndColumn(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let offset = min(max(offset, 0), bytes.count)
        var line = 1
        var lineStart = 0
        for index in 0..<offset where bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        return (line, offset - lineStart + 1)
    }

    /// A recursive-descent reader over the bytes.
    private struct Reader {
        let bytes: [UInt8]
        var position = 0
        var positions = Positions()
        /// Nesting beyond this is refused rather than risking the stack.
        static let maximumDepth = 256

        init(bytes: [UInt8]) { self.bytes = bytes }

        func error(_ message: String, at offset: Int? = nil) -> SyntaxError {
            let (line, column) = JSONValue.lineAndColumn(of: offset ?? position, in: bytes)
            return SyntaxError(line: line, column: column, message: message)
        }

        var current: UInt8? { position < bytes.count ? bytes[position] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
        }

        mutating func value(depth: Int, path: String) throws(SyntaxError) -> JSONValue {
            skipWhitespace()
            guard let byte = current else { throw error("expected a value, found the end of the file") }
            positions.values[path] = position
            switch byte {
            case UInt8(ascii: "{"):
                guard depth < Self.maximumDepth else {
                    throw error("nested more than \(Self.maximumDepth) levels deep")
                }
                return try object(depth: depth + 1, path: path)
            case UInt8(ascii: "["):
                guard depth < Self.maximumDepth else {
                    throw error("nested more than \(Self.maximumDepth) levels deep")
                }
                return try array(depth: depth + 1, path: path)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): return try literal("true", .bool(true))
            case UInt8(ascii: "f"): return try literal("false", .bool(false))
            case UInt8(ascii: "n"): return try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
            default: throw error("expected a value")
            }
        }

        mutating func object(depth: Int, path: String) throws(SyntaxError) -> JSONValue {
            position += 1  // {
            var members: [String: JSONValue] = [:]
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                position += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes") }
                let keyStart = position
                let key = try string()
                let memberPath = Positions.member(key, of: path)
                positions.keys[memberPath] = keyStart
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key") }
                position += 1
                members[key] = try value(depth: depth, path: memberPath)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","):
                    try skipComma(before: UInt8(ascii: "}"), "member")
                case UInt8(ascii: "}"):
                    position += 1
                    return .object(members)
                default: throw error("expected ',' or '}' in an object")
                }
            }
        }

        mutating func array(depth: Int, path: String) throws(SyntaxError) -> JSONValue {
            position += 1  // [
            var elements: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                position += 1
                return .array(elements)
            }
            while true {
                elements.append(try value(depth: depth, path: Positions.element(elements.count, of: path)))
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","):
                    try skipComma(before: UInt8(ascii: "]"), "element")
                case UInt8(ascii: "]"):
                    position += 1
                    return .array(elements)
                default: throw error("expected ',' or ']' in an array")
                }
            }
        }

        /// Steps over the `,` at `position`; a `closing` bracket right after it (whitespace aside)
        /// is a trailing comma, which JSON does not allow, reported at the comma.
        mutating func skipComma(before closing: UInt8, _ item: String) throws(SyntaxError) {
            let comma = position
            position += 1
            skipWhitespace()
            if current == closing {
                throw error(
                    "trailing comma before '\(Character(Unicode.Scalar(closing)))' (JSON allows no comma after the last \(item))",
                    at: comma)
            }
        }

        mutating func literal(_ word: String, _ value: JSONValue) throws(SyntaxError) -> JSONValue {
            for expected in word.utf8 {
                guard current == expected else { throw error("expected a value") }
                position += 1
            }
            return value
        }

        /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`
        mutating func number() throws(SyntaxError) -> JSONValue {
            let start = position
            func digits(_ reader: inout Reader) -> Int {
                let first = reader.position
                while let byte = reader.current, byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    reader.position += 1
                }
                return reader.position - first
            }
            if current == UInt8(ascii: "-") { position += 1 }
            if current == UInt8(ascii: "0") {
                position += 1
            } else if digits(&self) == 0 {
                throw error("expected a digit")
            }
            if current == UInt8(ascii: ".") {
                position += 1
                guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                position += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
                guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
            }
            let text = String(decoding: bytes[start..<position], as: UTF8.self)
            guard let number = Double(text) else { throw error("not a number", at: start) }
            return .number(number)
        }

        mutating func string() throws(SyntaxError) -> String {
            position += 1  // "
            var scalars = String.UnicodeScalarView()
            var runStart = position
            func flush(_ reader: Reader) {
                scalars.append(
                    contentsOf: String(decoding: reader.bytes[runStart..<reader.position], as: UTF8.self).unicodeScalars
                )
            }
            while true {
                guard let byte = current else { throw error("unterminated string") }
                switch byte {
                case UInt8(ascii: "\""):
                    flush(self)
                    position += 1
                    return String(scalars)
                case UInt8(ascii: "\\"):
                    flush(self)
                    position += 1
                    scalars.append(try escape())
                    runStart = position
                case 0..<0x20:
                    throw error("a control character in a string must be escaped")
                default:
                    position += 1
                }
            }
        }

        /// The character after a `\` (at `position`), which is consumed.
        mutating func escape() throws(SyntaxError) -> Unicode.Scalar {
            guard let byte = current else { throw error("unterminated string") }
            position += 1
            switch byte {
            case UInt8(ascii: "\""): return "\""
            case UInt8(ascii: "\\"): return "\\"
            case UInt8(ascii: "/"): return "/"
            case UInt8(ascii: "b"): return "\u{08}"
            case UInt8(ascii: "f"): return "\u{0C}"
            case UInt8(ascii: "n"): return "\n"
            case UInt8(ascii: "r"): return "\r"
            case UInt8(ascii: "t"): return "\t"
            case UInt8(ascii: "u"):
                let start = position - 2
                let first = try hexQuad()
                if (0xD800..<0xDC00).contains(first) {
                    // A high surrogate: a low one must follow, `\uDC00`–`\uDFFF`.
                    guard current == UInt8(ascii: "\\"), position + 1 < bytes.count,
                        bytes[position + 1] == UInt8(ascii: "u")
                    else {
                        throw error(
                            "a \\u escape of a high surrogate must be followed by one of a low surrogate", at: start)
                    }
                    position += 2
                    let second = try hexQuad()
                    guard (0xDC00..<0xE000).contains(second) else {
                        throw error(
                            "a \\u escape of a high surrogate must be followed by one of a low surrogate", at: start)
                    }
                    return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
                }
                guard let scalar = Unicode.Scalar(first) else {
                    throw error("a \\u escape of a low surrogate must follow one of a high surrogate", at: start)
                }
                return scalar
            default:
                throw error("unknown escape '\\\(Character(Unicode.Scalar(byte)))'", at: position - 2)
            }
        }

        /// Four hexadecimal digits.
        mutating func hexQuad() throws(SyntaxError) -> UInt32 {
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let byte = current else { throw error("expected four hexadecimal digits after \\u") }
                let digit: UInt8
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
                default: throw error("expected four hexadecimal digits after \\u")
                }
                value = value << 4 | UInt32(digit)
                position += 1
            }
            return value
        }
    }
}
