// ControlProperty+OrEmpty: a text property as non-optional strings.

import ReactiveRuntime

extension ControlProperty where Value == String? {
    /// The text as a `String`: `nil` reads as `""` (RxCocoa's `orEmpty`).
    ///
    /// ```swift
    /// viewModel.name <~> nameField.reactive.text.orEmpty
    /// ```
    public var orEmpty: ControlProperty<String> {
        map(get: { $0 ?? "" }, set: { Optional($0) })
    }
}
