// PropertySpecValues: the values ReactiveSwift's PropertySpec cases give their properties.

/// The values the peer's property cases write, in the order they write them; a test class that
/// holds such cases adopts this protocol to name them as the peer does.
protocol PropertySpecValues {}

extension PropertySpecValues {
    /// A property's value when it is made.
    var initialValue: String { "InitialValue" }

    /// The value written next.
    var subsequentValue: String { "SubsequentValue" }

    /// The value written last.
    var finalValue: String { "FinalValue" }
}
