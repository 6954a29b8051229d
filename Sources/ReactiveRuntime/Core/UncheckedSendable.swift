// UncheckedSendable: carries a value into a @Sendable scheduler action.

/// Wraps a value that a scheduler action must carry across threads. The runtime's contract —
/// events of one stream are delivered one at a time — is what makes this sound; the compiler
/// cannot see it.
@usableFromInline
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    @usableFromInline var wrapped: Wrapped

    @inlinable
    init(_ wrapped: Wrapped) {
        self.wrapped = wrapped
    }
}
