// Binding+OptionalTarget: `<~` from a stream of values to a target of optionals.

/// Writes every value of `source` to a target that takes optionals of it (`label.text` is a
/// `String?`, a title stream sends `String`), for as long as both last.
///
/// ```swift
/// label.reactive.text <~ viewModel.title      // title: Property<String>
/// ```
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: BindingSource>(
    target: Target,
    source: Source
) -> any Disposable where Target.Value == Source.Value? {
    target <~ source.producer.map { Optional.some($0) }
}
