// CopyOnWrite: a value held in one shared reference, copied only when changed while shared.

/// Holds a value out of line. Copying the holder retains one reference whatever the value's
/// parts, and the first change of a value that several holders share copies it for the one that
/// changes. A declaration or requirement that keeps its parts in one is read and written through
/// ``subscript(dynamicMember:)`` as if the parts were its own properties. Such a part is read
/// with a closure, not a key path (`map { $0.name }`, not `map(\.name)`): a key path through the
/// subscript is made at run time on each use, about 4,000 instructions.
@dynamicMemberLookup
struct CopyOnWrite<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// The value; changing it first copies it where another holder shares it.
    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    subscript<Part>(dynamicMember part: WritableKeyPath<Value, Part>) -> Part {
        _read { yield box.value[keyPath: part] }
        _modify { yield &value[keyPath: part] }
    }
}

extension CopyOnWrite: Equatable where Value: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.box === rhs.box || lhs.value == rhs.value }
}

// The box is changed only while one holder has it (see `value`), so a holder is as safe to send
// as the value.
extension CopyOnWrite: @unchecked Sendable where Value: Sendable {}
