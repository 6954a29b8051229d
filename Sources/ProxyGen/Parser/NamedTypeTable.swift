// NamedTypeTable: the types a file writes as one name, found by the name's bytes.

/// The types written as one name (`Date`), and as that name made optional (`Date?`), parsed so
/// far in one file: each is built once and shared by every declaration that writes it, so that a
/// model holds one copy of a type a file repeats.
///
/// Names are looked up by their bytes in the source (open addressing over a power-of-two table),
/// so that a name seen before costs a hash and a comparison of bytes, not a String.
struct NamedTypeTable {
    private struct Slot {
        /// Where the name was first written; `length` 0 marks an empty slot.
        var start: Int32 = 0
        var length: Int32 = 0
        var hash: UInt32 = 0
        var named: TypeSyntax?
        var optional: TypeSyntax?
    }

    private var slots = [Slot](repeating: Slot(), count: 64)
    private var count = 0

    /// The slot of the name at `range` of `bytes`, added (with no types yet) when new.
    mutating func slot(for range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        precondition(!range.isEmpty)
        var hash: UInt32 = 2_166_136_261
        for index in range {
            hash = (hash ^ UInt32(bytes[index])) &* 16_777_619
        }
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let mask = slots.count - 1
        var index = Int(hash) & mask
        let length = Int32(range.count)
        while slots[index].length != 0 {
            let slot = slots[index]
            if slot.hash == hash && slot.length == length && equal(Int(slot.start), range, bytes) { return index }
            index = (index + 1) & mask
        }
        slots[index] = Slot(start: Int32(range.lowerBound), length: length, hash: hash)
        count += 1
        return index
    }

    /// The type written as the name of `slot`, once set.
    func named(at slot: Int) -> TypeSyntax? { slots[slot].named }

    mutating func setNamed(_ type: TypeSyntax, at slot: Int) { slots[slot].named = type }

    /// `wrapped?`, where `wrapped` is ``named(at:)`` of `slot`.
    mutating func optional(at slot: Int, wrapping wrapped: TypeSyntax) -> TypeSyntax {
        if let type = slots[slot].optional { return type }
        let type = TypeSyntax.optional(wrapped)
        slots[slot].optional = type
        return type
    }

    private func equal(_ start: Int, _ range: Range<Int>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        while offset < range.count {
            if bytes[start + offset] != bytes[range.lowerBound + offset] { return false }
            offset += 1
        }
        return true
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let mask = slots.count - 1
        for slot in old where slot.length != 0 {
            var index = Int(slot.hash) & mask
            while slots[index].length != 0 { index = (index + 1) & mask }
            slots[index] = slot
        }
    }
}
