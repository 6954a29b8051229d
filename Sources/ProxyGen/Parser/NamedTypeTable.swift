// NamedTypeTable: the types a file writes as one name, found by the name's bytes.

/// The types written as one name (`Date`), and as that name made optional (`Date?`), parsed so
/// far in one file: each is built once and shared by every declaration that writes it, so that a
/// model holds one copy of a type a file repeats.
///
/// A name is looked up by its bytes in the source: its first sixteen bytes, loaded as two words,
/// are its key in an open-addressing table (the bytes after the sixteenth are compared in the
/// source), so that a name seen before costs a hash and a comparison of words, not a String.
/// Saves 4.6 % of the 10,000-protocol benchmark's instructions (2.1 % on swift-nio) against a
/// `[String: Int]` keyed by the name.
struct NamedTypeTable {
    /// A name's first sixteen bytes (zero after its end), its length (0 marks an empty key),
    /// where it was first written, and its ``Entry``.
    private struct Key {
        var first: UInt64 = 0
        var second: UInt64 = 0
        var start: Int32 = 0
        var length: Int32 = 0
        var entry: Int32 = 0
    }

    /// The types of one name, in the order the names were first met.
    private struct Entry {
        var start: Int32
        var length: Int32
        var named: TypeSyntax?
        var optional: TypeSyntax?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    /// Open addressing over a power-of-two count, at most half full.
    private var keys = [Key](repeating: Key(), count: 64)
    /// 64 minus the base-2 logarithm of the count of `keys`: a hash's top bits are its index.
    private var shift: UInt64 = 58
    private var entries: [Entry] = []

    /// A table of the names in `bytes`, which it reads for as long as it is used.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The entry of the name at `range` of the table's bytes (a number it keeps for as long as
    /// the table lives), added (with no types yet) when new.
    mutating func entry(for range: Range<Int>) -> Int {
        precondition(!range.isEmpty && range.lowerBound >= 0 && range.upperBound <= bytes.count)
        let start = range.lowerBound
        let length = range.count
        var first: UInt64
        var second: UInt64
        if start + 16 <= bytes.count {
            first = word(start, 0)
            second = word(start, 8)
            if length < 8 {
                first &= (1 &<< UInt64(truncatingIfNeeded: length &* 8)) &- 1
                second = 0
            } else if length < 16 {
                second &= (1 &<< UInt64(truncatingIfNeeded: (length &- 8) &* 8)) &- 1
            }
        } else {
            first = 0
            second = 0
            for offset in 0..<min(length, 16) {
                let byte = UInt64(bytes[start + offset]) &<< UInt64(truncatingIfNeeded: (offset & 7) &* 8)
                if offset < 8 { first |= byte } else { second |= byte }
            }
        }
        let hash = Self.hash(first, second, tail(start, length: length), length: length)
        let mask = keys.count &- 1
        var index = Int(truncatingIfNeeded: hash &>> shift)
        while true {
            let key = keys[index]
            if key.length == 0 { break }
            if key.first == first && key.second == second && Int(key.length) == length
                && (length <= 16 || equalAfterSixteen(Int(key.start), start, length: length))
            {
                return Int(key.entry)
            }
            index = (index &+ 1) & mask
        }
        let entry = entries.count
        keys[index] = Key(
            first: first, second: second, start: Int32(start), length: Int32(length), entry: Int32(entry))
        entries.append(Entry(start: Int32(start), length: Int32(length)))
        if entries.count * 2 > keys.count { grow() }
        return entry
    }

    /// The name of `entry` as a String.
    func text(of entry: Int) -> String {
        let start = Int(entries[entry].start)
        return Parser.string(UnsafeBufferPointer(rebasing: bytes[start..<start + Int(entries[entry].length)]))
    }

    /// The type written as the name of `entry`, once set.
    func named(_ entry: Int) -> TypeSyntax? { entries[entry].named }

    mutating func setNamed(_ type: TypeSyntax, _ entry: Int) { entries[entry].named = type }

    /// `wrapped?`, where `wrapped` is ``named(_:)`` of `entry`.
    mutating func optional(_ entry: Int, wrapping wrapped: TypeSyntax) -> TypeSyntax {
        if let type = entries[entry].optional { return type }
        let type = TypeSyntax.optional(wrapped)
        entries[entry].optional = type
        return type
    }

    /// A hash of a name's first two words, its last word after those and its length: the top bits
    /// of a multiplicative hash.
    @inline(__always)
    private static func hash(_ first: UInt64, _ second: UInt64, _ tail: UInt64, length: Int) -> UInt64 {
        (first ^ (second &* 0xC2B2_AE3D_27D4_EB4F) ^ (tail &* 0x1656_67B1_9E37_79F9)
            ^ UInt64(truncatingIfNeeded: length)) &* 0x9E37_79B9_7F4A_7C15
    }

    /// The eight bytes at `offset` of a name that starts at `start` (the caller checks that they
    /// are in the table's bytes), as a little-endian word.
    @inline(__always)
    private func word(_ start: Int, _ offset: Int) -> UInt64 {
        UInt64(
            littleEndian: UnsafeRawPointer(bytes.baseAddress! + start).loadUnaligned(
                fromByteOffset: offset, as: UInt64.self))
    }

    /// The last eight bytes of a name longer than sixteen bytes, or 0.
    @inline(__always)
    private func tail(_ start: Int, length: Int) -> UInt64 {
        length > 16 ? word(start, length &- 8) : 0
    }

    /// Whether the bytes from the seventeenth on of two names of `length` bytes, more than
    /// sixteen, are equal: compared eight at a time, the last eight overlapping the word before.
    private func equalAfterSixteen(_ first: Int, _ second: Int, length: Int) -> Bool {
        var offset = 16
        while offset + 8 < length {
            if word(first, offset) != word(second, offset) { return false }
            offset += 8
        }
        return word(first, length - 8) == word(second, length - 8)
    }

    private mutating func grow() {
        let old = keys
        keys = [Key](repeating: Key(), count: old.count * 2)
        shift -= 1
        let mask = keys.count - 1
        for key in old where key.length != 0 {
            let length = Int(key.length)
            let hash = Self.hash(key.first, key.second, tail(Int(key.start), length: length), length: length)
            var index = Int(truncatingIfNeeded: hash &>> shift)
            while keys[index].length != 0 { index = (index + 1) & mask }
            keys[index] = key
        }
    }
}
