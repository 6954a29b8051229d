// MutableProperty: a thread-safe current value that publishes its changes.

/// A value that can be read, written and observed: ``signal`` sends each new value,
/// ``producer`` the current value and then each new one. Its streams complete when the property
/// deinitializes.
///
/// ```swift
/// let volume = MutableProperty(5)
/// volume.producer.startWithValues { print($0) }   // prints 5
/// volume.value = 7                                 // prints 7
/// ```
///
/// Writes are serialized; observers are told of each change in order, on the writing thread,
/// while the property's recursive lock is held — an observer may read or write the property it
/// observes (a write from an observer is delivered, nested, before the outer write returns).
public final class MutableProperty<Value>: @unchecked Sendable {
    @usableFromInline let storage: PropertyStorage<Value>

    /// The lifetime of this property: it ends when the property deinitializes.
    ///
    /// ```swift
    /// stream.take(during: property.lifetime)
    /// ```
    public let lifetime: Lifetime
    private let token: Lifetime.Token

    /// Creates a property holding `initial`.
    ///
    /// ```swift
    /// let name = MutableProperty("")
    /// ```
    public init(_ initial: Value) {
        storage = PropertyStorage(initial)
        (lifetime, token) = Lifetime.make()
    }

    deinit {
        storage.complete()
    }

    /// The current value; setting it sends the new value to observers.
    ///
    /// ```swift
    /// counter.value += 1
    /// ```
    @inlinable
    public var value: Value {
        get { storage.value }
        set { storage.modify { $0 = newValue } }
    }

    /// Changes the value in place, atomically, and sends the result.
    ///
    /// ```swift
    /// items.modify { $0.append(item) }
    /// ```
    @discardableResult
    @inlinable
    public func modify<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        try storage.modify(body)
    }

    /// Sets `newValue` and returns the value it replaced.
    ///
    /// ```swift
    /// let previous = state.swap(.idle)
    /// ```
    @discardableResult
    @inlinable
    public func swap(_ newValue: Value) -> Value {
        storage.modify { value in
            defer { value = newValue }
            return value
        }
    }

    /// The changes: every value set from now on.
    ///
    /// ```swift
    /// volume.signal.observeValues { print("now \($0)") }
    /// ```
    @inlinable
    public var signal: Signal<Value, Never> {
        storage.changes
    }

    /// The current value, then every change.
    ///
    /// ```swift
    /// volume.producer.startWithValues { slider.value = $0 }
    /// ```
    @inlinable
    public var producer: SignalProducer<Value, Never> {
        storage.producer
    }
}
