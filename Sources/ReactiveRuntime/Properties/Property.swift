// Property: a read-only current value and its changes.

/// A read-only value that can be observed: a view of a ``MutableProperty``, a constant, or the
/// latest value of a signal.
///
/// ```swift
/// final class Player {
///     private let _volume = MutableProperty(5)
///     lazy var volume = Property(_volume)   // readers cannot write it
/// }
/// ```
public final class Property<Value>: @unchecked Sendable {
    private let storage: PropertyStorage<Value>
    private let observation: ScopedDisposable?
    /// The properties this one is derived from, kept alive so that it keeps following them.
    private let sources: [AnyObject]

    /// A read-only view of `property`, reading through to it.
    ///
    /// ```swift
    /// let readOnly = Property(mutable)
    /// ```
    public init(_ property: MutableProperty<Value>) {
        storage = property.storage
        observation = nil
        sources = []
    }

    /// A property that always holds `value`.
    ///
    /// ```swift
    /// let zero = Property(value: 0)
    /// ```
    public init(value: Value) {
        storage = PropertyStorage(value)
        observation = nil
        sources = []
    }

    /// A property holding `initial` until `signal` sends, then its latest value.
    ///
    /// ```swift
    /// let lastQuery = Property(initial: "", then: queries)
    /// ```
    public convenience init(initial: Value, then signal: Signal<Value, Never>) {
        self.init(startingWith: signal.producer.prefix(value: initial))
    }

    /// A property following a run of `producer`, which must send its first value as it starts,
    /// and keeping `sources` (the properties the producer comes from) alive.
    init(startingWith producer: SignalProducer<Value, Never>, retaining sources: [AnyObject] = []) {
        self.sources = sources
        let slot = LockedState<PropertyStorage<Value>?>(nil)
        let run = producer.start { event in
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
        observation = ScopedDisposable([run])
    }

    /// The current value.
    ///
    /// ```swift
    /// print(player.volume.value)
    /// ```
    public var value: Value {
        storage.value
    }

    /// The changes: every value from now on.
    ///
    /// ```swift
    /// player.volume.signal.observeValues { print($0) }
    /// ```
    public var signal: Signal<Value, Never> {
        storage.changes
    }

    /// The current value, then every change.
    ///
    /// ```swift
    /// player.volume.producer.startWithValues { slider.value = $0 }
    /// ```
    public var producer: SignalProducer<Value, Never> {
        storage.producer
    }

    /// A property whose value is `transform` of this one's, kept up to date (it keeps this
    /// property alive).
    ///
    /// ```swift
    /// let percent = volume.map { "\($0 * 10)%" }
    /// ```
    public func map<U>(_ transform: @escaping (Value) -> U) -> Property<U> {
        Property<U>(startingWith: producer.map(transform), retaining: [self])
    }
}
