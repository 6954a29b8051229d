// Property: a read-only current value and its changes.

/// A read-only value that can be observed: a view of a ``MutableProperty``, a constant, the
/// latest value of a stream, or a property derived from others (``map(_:)``, ``combineLatest(with:)``).
///
/// ```swift
/// final class Player {
///     private let _volume = MutableProperty(5)
///     lazy var volume = Property(_volume)   // readers cannot write it
/// }
/// ```
///
/// Lifetime, as in ReactiveSwift: a property's ``signal`` and ``producer`` follow its ultimate
/// source, not the `Property` object. A view or a derived property does not keep its sources
/// alive; its streams complete when the sources end (a ``MutableProperty`` deinitializing, a
/// signal ending) and keep going while they live, even if the `Property` object itself is
/// released. So `target <~ action.isExecuting.map { !$0 }` keeps working after the temporary
/// derived property is gone. A constant property's signal has already ended (observers are
/// interrupted at once) and its producer sends the value, then completes.
public final class Property<Value>: @unchecked Sendable {
    @usableFromInline let storage: PropertyStorage<Value>

    /// A read-only view of `property`, reading through to it. It does not keep `property` alive;
    /// once that is gone, it keeps the last value and its streams have completed.
    ///
    /// ```swift
    /// let readOnly = Property(mutable)
    /// ```
    public init(_ property: MutableProperty<Value>) {
        storage = property.storage
    }

    /// Another read-only view of `property`, sharing its value and streams.
    ///
    /// ```swift
    /// let alias = Property(readOnly)
    /// ```
    public init(_ property: Property<Value>) {
        storage = property.storage
    }

    /// A property that always holds `value`: its signal has already ended, its producer sends
    /// `value` and completes.
    ///
    /// ```swift
    /// let zero = Property(value: 0)
    /// ```
    public init(value: Value) {
        storage = PropertyStorage(value)
        storage.complete()
    }

    /// A property holding `initial` until `signal` sends, then its latest value. Its streams
    /// complete when `signal` ends, however it ends.
    ///
    /// ```swift
    /// let lastQuery = Property(initial: "", then: queries)
    /// ```
    @inlinable
    public convenience init(initial: Value, then signal: Signal<Value, Never>) {
        self.init(startingWith: signal.producer.prefix(value: initial))
    }

    /// A property holding `initial` until a run of `producer`, started now, sends; then its
    /// latest value. Its streams complete when the run ends, however it ends.
    ///
    /// ```swift
    /// let status = Property(initial: .unknown, then: api.statusUpdates())
    /// ```
    @inlinable
    public convenience init(initial: Value, then producer: SignalProducer<Value, Never>) {
        self.init(startingWith: producer.prefix(value: initial))
    }

    /// A property following a run of `producer`, which must send its first value as it starts.
    /// The run is kept by its sources, not by this object: the storage it updates lives as long
    /// as the run does.
    @inlinable
    init(startingWith producer: SignalProducer<Value, Never>) {
        let slot = LockedState<PropertyStorage<Value>?>(nil)
        producer.start { event in
            switch event {
            case .value(let value):
                let existing: PropertyStorage<Value>? = slot.withLock { slot in
                    if let storage = slot { return storage }
                    slot = PropertyStorage(value)
                    return nil
                }
                existing?.modify { $0 = value }
            default:
                slot.withLock { $0 }?.complete()
            }
        }
        guard let storage = slot.withLock({ $0 }) else {
            preconditionFailure("A property's source must send its current value when started")
        }
        self.storage = storage
    }

    /// The current value.
    ///
    /// ```swift
    /// print(player.volume.value)
    /// ```
    @inlinable
    public var value: Value {
        storage.value
    }

    /// The changes: every value from now on. It completes when the property's sources end.
    ///
    /// ```swift
    /// player.volume.signal.observeValues { print($0) }
    /// ```
    @inlinable
    public var signal: Signal<Value, Never> {
        storage.changes
    }

    /// The current value, then every change; it completes when the property's sources end (at
    /// once, after the value, if they have ended).
    ///
    /// ```swift
    /// player.volume.producer.startWithValues { slider.value = $0 }
    /// ```
    @inlinable
    public var producer: SignalProducer<Value, Never> {
        storage.producer
    }

    /// A property whose value is `transform` of this one's, kept up to date for as long as this
    /// property's sources live (it does not keep this object alive, nor need it).
    ///
    /// ```swift
    /// let percent = volume.map { "\($0 * 10)%" }
    /// ```
    @inlinable
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        Property<U>(startingWith: producer.map(transform))
    }
}
