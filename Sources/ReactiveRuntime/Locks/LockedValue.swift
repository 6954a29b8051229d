// LockedValue: a Sendable value behind the runtime's lock, for generated Sendable proxies.

/// A `Sendable` value that is only read and written under a lock: generated `Sendable` proxies
/// (and global-actor proxies with `nonisolated` requirements) keep their forwardee and responders
/// in one. It uses the runtime's lock (`os_unfair_lock` on Apple platforms, `pthread_mutex_t`
/// elsewhere), so it needs no `Synchronization` module (iOS 18, macOS 15) and ThreadSanitizer
/// sees it.
///
/// ```swift
/// let state = LockedValue(0)
/// state.withLock { $0 += 1 }
/// let count = state.withLock { $0 }   // 1
/// ```
public final class LockedValue<Value: Sendable>: Sendable {
    @usableFromInline let storage: LockedState<Value>

    /// Creates the lock around `value`.
    ///
    /// ```swift
    /// let state = LockedValue(ProxyState(forwardee: nil))
    /// ```
    @inlinable
    public init(_ value: Value) {
        storage = LockedState(value)
    }

    /// Runs `body` with exclusive access to the value and returns its result.
    ///
    /// ```swift
    /// let forwardee = state.withLock { $0.forwardee }
    /// ```
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.withLock(body)
    }
}
