// LockedValues: small values shared with `@Sendable` closures and other threads in tests.

import Foundation

/// A counter shared across threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var count = 0
    var value: Int { lock.withLock { count } }
    @discardableResult
    func increment() -> Int {
        lock.withLock {
            count += 1
            return count
        }
    }
}

/// A flag set from any thread.
final class LockedFlag: @unchecked Sendable {
    private let lock = NSLockLike()
    private var flag = false
    var isSet: Bool { lock.withLock { flag } }
    func set() { lock.withLock { flag = true } }
}

/// A value shared across threads.
final class NSLockLikeBox<Value>: @unchecked Sendable {
    private let lock = NSLockLike()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value { lock.withLock { stored } }
    func mutate(_ body: (inout Value) -> Void) { lock.withLock { body(&stored) } }
}
