// SourceFile: an input's path and bytes, and the line and column of an offset in it.

/// One input file: its path (as the caller names it) and its UTF-8 bytes.
public struct SourceFile: Sendable {
    /// The path used in diagnostics and in the generated header.
    public var path: String
    /// The file's content.
    public var bytes: [UInt8]

    /// Creates an input from bytes.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates an input from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// The 1-based line and column (in UTF-8 bytes) of a byte offset.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let location = LineTable(bytes).location(of: offset)
        return (location.line, location.column)
    }

    /// The text of a byte range.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
