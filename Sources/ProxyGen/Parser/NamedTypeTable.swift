// NamedTypeTable: the types a file writes as one name, found by the name's bytes.

/// The types written as one name (`Date`), and as that name made optional (`Date?`), parsed so
/// far in one file: each is built once and shared by every declaration that writes it, so that a
/// model holds one copy of a type a file repeats.
///
/// A name is looked up by its bytes in the source, so that a name seen before costs a hash of
/// its bytes, not a String.
struct NamedTypeTable {
    /// A name's bytes in the source, hashed and compared as bytes.
    private struct Name: Hashable {
        let utf8: UnsafeBufferPointer<UInt8>

        static func == (lhs: Name, rhs: Name) -> Bool {
            lhs.utf8.elementsEqual(rhs.utf8)
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(bytes: UnsafeRawBufferPointer(utf8))
        }
    }

    /// The types of one name, in the order the names were first met.
    private struct Entry {
        var name: Name
        var named: TypeSyntax?
        var optional: TypeSyntax?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var entryOfName: [Name: Int] = [:]
    private var entries: [Entry] = []

    /// A table of the names in `bytes`, which it reads for as long as it is used.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        // Room for the names of a typical file, so that the table is not rehashed as it fills.
        entryOfName.reserveCapacity(64)
        entries.reserveCapacity(64)
    }

    /// The entry of the name at `range` of the table's bytes (a number it keeps for as long as
    /// the table lives), added (with no types yet) when new.
    mutating func entry(for range: Range<Int>) -> Int {
        precondition(!range.isEmpty && range.lowerBound >= 0 && range.upperBound <= bytes.count)
        let name = Name(utf8: UnsafeBufferPointer(rebasing: bytes[range]))
        if let entry = entryOfName[name] { return entry }
        let entry = entries.count
        entries.append(Entry(name: name))
        entryOfName[name] = entry
        return entry
    }

    /// The name of `entry` as a String.
    func text(of entry: Int) -> String {
        Parser.string(entries[entry].name.utf8)
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
}
