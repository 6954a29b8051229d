// Workload: the same old and new arrays for every library, from a fixed seed.

import DifferenceKit
import Differentiator

/// A row of the benchmark's list: an identity and a content that an update changes. It is every
/// library's model: `Identifiable` and `Equatable` (ProxyGenCocoa's items bindings), `Differentiable`
/// (DifferenceKit), `IdentifiableType` (Differentiator).
struct Row: Identifiable, Equatable {
    let id: Int
    var content: Int
}

extension Row: Differentiable {
    var differenceIdentifier: Int { id }
    func isContentEqual(to source: Row) -> Bool { self == source }
}

extension Row: IdentifiableType {
    var identity: Int { id }
}

/// A section's model for Differentiator (`IdentifiableType`) and DifferenceKit (`Differentiable`).
struct SectionID: IdentifiableType, Hashable {
    let value: Int
    var identity: Int { value }
}

/// SplitMix64: the same numbers on every machine and every run.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// `rows` rows, and a new value of them with 1 % changed: as many inserts, deletes, moves and
/// content updates, interleaved, each at a random position.
func workload(rows: Int) -> (old: [Row], new: [Row]) {
    var random = SplitMix64(state: 41)
    let old = (0..<rows).map { Row(id: $0, content: 0) }
    var new = old
    for change in 0..<(rows / 100) {
        let index = Int.random(in: 0..<new.count, using: &random)
        switch change % 4 {
        case 0: new.insert(Row(id: rows + change, content: 0), at: index)
        case 1: new.remove(at: index)
        case 2: new.insert(new.remove(at: index), at: Int.random(in: 0..<new.count, using: &random))
        default: new[index].content += 1
        }
    }
    return (old, new)
}

extension SectionID: Differentiable {}
