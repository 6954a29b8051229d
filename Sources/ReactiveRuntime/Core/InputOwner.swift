// InputOwner: the object every copy of a Signal.Input shares, which interrupts the signal when released.

/// Held by every copy of one ``Signal/Input``: when the last copy is released, nothing can send to
/// the signal any more, so it is interrupted and its resources are disposed (unless it has
/// already ended).
@usableFromInline
final class InputOwner<Value, Failure: Error>: @unchecked Sendable {
    @usableFromInline
    let core: SignalCore<Value, Failure>

    @inlinable
    init(_ core: SignalCore<Value, Failure>) {
        self.core = core
    }

    deinit {
        core.sendTerminal(.interrupted)
    }
}
