// MarkerSpelling: the comment before a protocol checked for a marker that is almost `@proxyable`
// (`/// @proxyabel`, `/// @Proxyable`, `// @proxyable`, `/// proxyable`), which would otherwise
// select nothing without a word.

/// A spelling of the `@proxyable` marker that selects nothing, and what to write instead.
struct MarkerNearMiss: Equatable, Sendable {
    /// How the marker was missed.
    enum Reason: Equatable, Sendable {
        /// A misspelled word: `@proxyabel`, `@proxyble`.
        case misspelled
        /// The right letters in another case: `@Proxyable`.
        case wrongCase
        /// The marker in a comment that is not a doc comment: `// @proxyable`, `/* @proxyable */`.
        case notADocComment
        /// The word without its `@`, alone on its line: `/// proxyable`.
        case missingAt
    }

    /// The byte offset, in the comment text given, of what was written.
    var offset: Int
    /// What was written: `@proxyabel`, `// @proxyable`.
    var written: String
    /// How it was missed.
    var reason: Reason

    /// The warning's text.
    var message: String {
        switch reason {
        case .misspelled, .wrongCase:
            "'\(written)' is not the marker '@proxyable'; this protocol gets no proxy (write '/// @proxyable')"
        case .notADocComment:
            "'@proxyable' in a comment that is not a doc comment selects nothing; write it in a '///' comment"
        case .missingAt:
            "'proxyable' without '@' is not the marker; write '/// @proxyable' to generate this protocol's proxy"
        }
    }
}

/// The near miss of the `@proxyable` marker in `comment`, the source text of the comments before a
/// declaration (with their `//`, `///`, `/*` or `/**`), or `nil` when the comment holds the marker
/// or nothing like it. Only the first near miss is reported.
///
/// A word is a near miss when, after an `@`, it is `proxyable` in another case or at most two
/// edits away from it; `@proxyable` in a `//` or `/* */` comment is one; so is `proxyable` alone on
/// a doc-comment line. Prose that mentions the word ("a proxyable protocol") is not.
func markerNearMiss(in comment: String) -> MarkerNearMiss? {
    let bytes = Array(comment.utf8)
    let lines = commentLines(bytes)
    let wordsByLine = lines.map { markerWords(bytes, $0) }
    // A doc comment that has the marker is selected: nothing to say about its other lines.
    for (line, words) in zip(lines, wordsByLine) where line.isDoc {
        if words.contains(where: { $0.word == "@proxyable" }) { return nil }
    }
    for (line, words) in zip(lines, wordsByLine) {
        for (offset, word) in words where word.hasPrefix("@") {
            let name = String(word.dropFirst())
            if word == "@proxyable" {
                if !line.isDoc {
                    return MarkerNearMiss(
                        offset: line.commentStart,
                        written: String(decoding: bytes[line.commentStart..<line.end], as: UTF8.self),
                        reason: .notADocComment)
                }
                continue
            }
            if name.lowercased() == "proxyable" {
                return MarkerNearMiss(offset: offset, written: word, reason: .wrongCase)
            }
            if editDistance(Array(name.lowercased().utf8), Array("proxyable".utf8)) <= 2 {
                return MarkerNearMiss(offset: offset, written: word, reason: .misspelled)
            }
        }
        if line.isDoc, words.count == 1, words[0].word.lowercased() == "proxyable" {
            return MarkerNearMiss(offset: words[0].offset, written: words[0].word, reason: .missingAt)
        }
    }
    return nil
}

/// The comments right before the declaration that starts at `offset` in `bytes` (its attributes
/// or modifiers, as ``DeclarationInfo/offset`` points): the source text of the lines above it that
/// are comments (`//`, `///`, or within `/* */`) or blank, up to the first line that is neither,
/// and the byte offset where that text starts. `nil` when there is no comment. With
/// ``markerNearMiss(in:)``, `start + miss.offset` is the near miss's offset in the file.
func leadingComment(in bytes: [UInt8], before offset: Int) -> (text: String, start: Int)? {
    let newline = UInt8(ascii: "\n")
    func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
    // The start of the declaration's line.
    var lineStart = min(max(offset, 0), bytes.count)
    while lineStart > 0 && bytes[lineStart - 1] != newline { lineStart -= 1 }
    var start = lineStart
    var inBlock = false
    while start > 0 {
        // The line above: [previousStart, start - 1).
        let end = start - 1
        var previousStart = end
        while previousStart > 0 && bytes[previousStart - 1] != newline { previousStart -= 1 }
        var first = previousStart
        while first < end && isBlank(bytes[first]) { first += 1 }
        var last = end
        while last > first && isBlank(bytes[last - 1]) { last -= 1 }
        let text = bytes[first..<last]
        let closesBlock = text.count >= 2 && text.suffix(2).elementsEqual([UInt8(ascii: "*"), UInt8(ascii: "/")])
        if inBlock {
            // Inside a block comment, read upwards until the line that opens it.
            if containsBlockOpening(text) { inBlock = false }
        } else if text.isEmpty || text.starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) {
            // A blank line or a line comment.
        } else if closesBlock {
            inBlock = !containsBlockOpening(text)
        } else {
            break
        }
        start = previousStart
    }
    // Leading blank lines are not part of the comment.
    while start < lineStart && (isBlank(bytes[start]) || bytes[start] == newline) { start += 1 }
    guard start < lineStart else { return nil }
    return (String(decoding: bytes[start..<lineStart], as: UTF8.self), start)
}

/// Whether a line holds the `/*` that opens a block comment.
private func containsBlockOpening(_ text: ArraySlice<UInt8>) -> Bool {
    var index = text.startIndex
    while index + 1 < text.endIndex {
        if text[index] == UInt8(ascii: "/") && text[index + 1] == UInt8(ascii: "*") { return true }
        index += 1
    }
    return false
}

/// One line of a comment: where its text starts (after `//`, `///`, `/*`, `/**` or a block
/// comment's leading `*`) and ends, and whether it belongs to a doc comment.
private struct CommentLine {
    var commentStart: Int
    var textStart: Int
    var end: Int
    var isDoc: Bool
}

/// The lines of `bytes`, each classified by the comment it belongs to.
private func commentLines(_ bytes: [UInt8]) -> [CommentLine] {
    var lines: [CommentLine] = []
    var start = 0
    var inBlock = false
    var blockIsDoc = false
    let slash = UInt8(ascii: "/")
    let star = UInt8(ascii: "*")
    while start <= bytes.count {
        var end = start
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        var index = start
        while index < end && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")) { index += 1 }
        let commentStart = index
        var isDoc = false
        if inBlock {
            isDoc = blockIsDoc
            if index < end && bytes[index] == star && !(index + 1 < end && bytes[index + 1] == slash) { index += 1 }
        } else if index + 1 < end && bytes[index] == slash && bytes[index + 1] == slash {
            isDoc = index + 2 < end && bytes[index + 2] == slash && !(index + 3 < end && bytes[index + 3] == slash)
            index += isDoc ? 3 : 2
        } else if index + 1 < end && bytes[index] == slash && bytes[index + 1] == star {
            inBlock = true
            blockIsDoc = index + 2 < end && bytes[index + 2] == star && !(index + 3 < end && bytes[index + 3] == slash)
            isDoc = blockIsDoc
            index += blockIsDoc ? 3 : 2
        }
        // A block comment ends on this line: later lines are outside it.
        var scan = index
        while inBlock && scan + 1 < end {
            if bytes[scan] == star && bytes[scan + 1] == slash { inBlock = false }
            scan += 1
        }
        lines.append(CommentLine(commentStart: commentStart, textStart: index, end: end, isDoc: isDoc))
        start = end + 1
    }
    return lines
}

/// The words of a line's text (letters, digits, `_`, with a leading `@`) and their offsets;
/// a block comment's closing `*/` is not part of any.
private func markerWords(_ bytes: [UInt8], _ line: CommentLine) -> [(offset: Int, word: String)] {
    var words: [(offset: Int, word: String)] = []
    var index = line.textStart
    func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
    while index < line.end {
        let start = index
        if bytes[index] == UInt8(ascii: "@") { index += 1 }
        let nameStart = index
        while index < line.end && isWordByte(bytes[index]) { index += 1 }
        if index > nameStart {
            words.append((start, String(decoding: bytes[start..<index], as: UTF8.self)))
        } else {
            index = max(index, start + 1)
        }
    }
    return words
}
