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
        precondition(!range.isEmpty && range.lowerBound >= 0 && range.upperBound <= bytes.count)
        let name = UnsafeBufferPointer(rebasing: bytes[range])
        var hash: UInt32 = 2_166_136_261
        for byte in name {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        if (count + 1) * 4 > slots.count * 3 { grow() }
        let length = Int32(name.count)
        // The slots' fields are compared where they are: a copy of a slot would retain its types.
        let found = slots.withUnsafeBufferPointer { slots -> (index: Int, isNew: Bool) in
            let mask = slots.count - 1
            var index = Int(hash) & mask
            while slots[index].length != 0 {
                if slots[index].hash == hash && slots[index].length == length
                    && Self.equal(UnsafeBufferPointer(rebasing: bytes[Int(slots[index].start)...]), name)
                {
                    return (index, false)
                }
                index = (index + 1) & mask
            }
            return (index, true)
        }
        if found.isNew {
            slots[found.index] = Slot(start: Int32(range.lowerBound), length: length, hash: hash)
            count += 1
        }
        return found.index
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

    /// Whether `earlier` begins with the bytes of `name`.
    private static func equal(_ earlier: UnsafeBufferPointer<UInt8>, _ name: UnsafeBufferPointer<UInt8>) -> Bool {
        guard earlier.count >= name.count else { return false }
        for offset in 0..<name.count where earlier[offset] != name[offset] { return false }
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
