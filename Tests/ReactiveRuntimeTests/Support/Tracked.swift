// Tracked: objects that count their deinitializations, for leak and retain-cycle tests.

import Foundation
import ReactiveRuntime

/// Counts how many ``Tracked`` objects were created and how many deinitialized.
final class DeinitCounter: @unchecked Sendable {
    private let lock = NSLockLike()
    private var created = 0
    private var ended = 0

    var alive: Int { lock.withLock { created - ended } }
    var deinitialized: Int { lock.withLock { ended } }

    func didCreate() { lock.withLock { created += 1 } }
    func didDeinit() { lock.withLock { ended += 1 } }
}

/// An object whose deinit is counted.
final class Tracked: @unchecked Sendable {
    let counter: DeinitCounter
    var text = ""
    var number = 0

    init(_ counter: DeinitCounter) {
        self.counter = counter
        counter.didCreate()
    }

    deinit { counter.didDeinit() }
}

/// An object with a lifetime, like a view a binding writes to.
final class Label: LifetimeProviding, @unchecked Sendable {
    var text = ""
    let lifetime: Lifetime
    private let token: Lifetime.Token
    let counter: DeinitCounter?

    init(counter: DeinitCounter? = nil) {
        (lifetime, token) = Lifetime.make()
        self.counter = counter
        counter?.didCreate()
    }

    deinit { counter?.didDeinit() }
}

/// A small lock for test bookkeeping.
final class NSLockLike: @unchecked Sendable {
    private let lock = NSLock()

    func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
