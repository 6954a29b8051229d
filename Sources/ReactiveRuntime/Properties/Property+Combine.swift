// Property+Combine: properties made of the latest values of other properties, for as long as those live.

extension Property {
    /// A property holding the pair of this property's value and `other`'s, kept up to date.
    ///
    /// ```swift
    /// let size = width.combineLatest(with: height)   // Property<(Double, Double)>
    /// ```
    @inlinable
    public func combineLatest<Other>(with other: Property<Other>) -> Property<(Value, Other)> {
        Property<(Value, Other)>(startingWith: producer.combineLatest(with: other.producer))
    }

    /// A property holding the values of every property in `properties`, in their order, kept up
    /// to date as any of them changes.
    ///
    /// ```swift
    /// let total = Property.combineLatest(cart.map(\.price)).map { $0.reduce(0, +) }
    /// ```
    @inlinable
    public static func combineLatest<Element>(_ properties: [Property<Element>]) -> Property<[Element]>
    where Value == [Element] {
        Property<[Element]>(
            startingWith: SignalProducer.combineLatest(properties.map(\.producer)))
    }

    /// A property holding the pair of this property's and `other`'s values by position: their
    /// current values, then a new pair each time both have changed once more.
    ///
    /// ```swift
    /// let moves = white.zip(with: black)   // a pair per round
    /// ```
    @inlinable
    public func zip<Other>(with other: Property<Other>) -> Property<(Value, Other)> {
        Property<(Value, Other)>(startingWith: producer.zip(with: other.producer))
    }

    /// A property holding the values of every property in `properties` by position: their
    /// current values, then a new array each time all of them have changed once more.
    ///
    /// ```swift
    /// let round = Property.zip(players.map(\.move))
    /// ```
    @inlinable
    public static func zip<Element>(_ properties: [Property<Element>]) -> Property<[Element]>
    where Value == [Element] {
        Property<[Element]>(startingWith: SignalProducer.zip(properties.map(\.producer)))
    }
}

@available(macOS 14.0, iOS 17.0, macCatalyst 17.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Property {
    /// A property holding the tuple of the values of any number of properties of any types, kept
    /// up to date as any of them changes (a parameter pack: macOS 14 / iOS 17).
    ///
    /// ```swift
    /// let form = Property.combineLatest(name, age, acceptsTerms)   // Property<(String, Int, Bool)>
    /// ```
    public static func combineLatest<each Element>(
        _ properties: repeat Property<each Element>
    ) -> Property<(repeat each Element)> where Value == (repeat each Element) {
        return Property<(repeat each Element)>(
            startingWith: SignalProducer.combineLatest(repeat (each properties).producer))
    }
}
