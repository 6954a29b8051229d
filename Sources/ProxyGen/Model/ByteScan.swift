// ByteScan: searches of byte buffers eight bytes at a time.

/// Searches of UTF-8 bytes that read a word of eight bytes per step (SWAR), for the scans of doc
/// comments that every requirement's event repeats.
enum ByteScan {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & highBits != 0 { return false }
            offset += 8
        }
        while offset < bytes.count {
            if bytes[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// The index of the first occurrence of `byte` in `bytes[start..<end]`, or `end`.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var offset = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            let pattern = UInt64(byte) &* ones
            // A word XORed with the byte repeated has a zero byte exactly where the byte occurs.
            while offset + 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pattern
                if (word &- ones) & ~word & highBits != 0 { break }
                offset += 8
            }
        }
        while offset < end && bytes[offset] != byte { offset += 1 }
        return offset
    }

    /// The index of the first word of eight bytes from `start` that has a byte below `limit`
    /// (at most 0x80), where the caller's byte-by-byte search goes on; `bytes.count` rounded down
    /// to a word where none has. Every byte before the index is at least `limit`.
    static func firstIndexBelow(_ limit: UInt8, in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        precondition(limit <= 0x80)
        var offset = start
        guard let base = bytes.baseAddress else { return offset }
        let raw = UnsafeRawPointer(base)
        let below = UInt64(limit) &* ones
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            if (word &- below) & ~word & highBits != 0 { break }
            offset += 8
        }
        return offset
    }
}
