// ControlProperty+Operators: the operators an RxCocoa port applies straight to a control property,
// each on its values (the current value, then the user's changes).

import Foundation
import ReactiveRuntime

extension ControlProperty {
    /// The values, each transformed: `values.map(transform)`.
    ///
    /// ```swift
    /// let isValid = emailField.reactive.text.orEmpty.map { $0.contains("@") }
    /// ```
    public func map<U>(_ transform: @escaping (Value) -> U) -> SignalProducer<U, Never> {
        values.map(transform)
    }

    /// The values that satisfy `isIncluded`.
    ///
    /// ```swift
    /// let longNames = nameField.reactive.text.orEmpty.filter { $0.count > 2 }
    /// ```
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> SignalProducer<Value, Never> {
        values.filter(isIncluded)
    }

    /// The non-`nil` results of `transform`.
    ///
    /// ```swift
    /// let ages = ageField.reactive.text.orEmpty.compactMap { Int($0) }
    /// ```
    public func compactMap<U>(_ transform: @escaping (Value) -> U?) -> SignalProducer<U, Never> {
        values.compactMap(transform)
    }

    /// The values, each run of `transform` flattened as `strategy` says (`.latest`: a new value
    /// interrupts the run of the previous one).
    ///
    /// ```swift
    /// let results = searchField.reactive.text.orEmpty.flatMap(.latest) { api.search($0) }
    /// ```
    public func flatMap<U>(
        _ strategy: FlattenStrategy, _ transform: @escaping (Value) -> SignalProducer<U, Never>
    ) -> SignalProducer<U, Never> {
        values.flatMap(strategy, transform)
    }

    /// The values, once they have stopped changing for `interval` seconds.
    ///
    /// ```swift
    /// let query = searchField.reactive.text.orEmpty.debounce(0.3, on: MainScheduler.shared)
    /// ```
    public func debounce(_ interval: TimeInterval, on scheduler: any TimeScheduler) -> SignalProducer<Value, Never> {
        values.debounce(interval, on: scheduler)
    }

    /// The values, at most one per `interval` seconds (the latest of each interval).
    ///
    /// ```swift
    /// let position = slider.reactive.value.throttle(0.1, on: MainScheduler.shared)
    /// ```
    public func throttle(_ interval: TimeInterval, on scheduler: any TimeScheduler) -> SignalProducer<Value, Never> {
        values.throttle(interval, on: scheduler)
    }

    /// The values paired with the latest values of `other`, once both have sent one.
    ///
    /// ```swift
    /// let credentials = userField.reactive.text.orEmpty.combineLatest(with: passwordField.reactive.text.orEmpty)
    /// ```
    public func combineLatest<Other>(with other: ControlProperty<Other>) -> SignalProducer<(Value, Other), Never> {
        values.combineLatest(with: other.values)
    }

    /// Starts the values and calls `action` with each; disposing the result stops them.
    ///
    /// ```swift
    /// toggle.reactive.isOn.startWithValues { print("on:", $0) }
    /// ```
    @discardableResult
    public func startWithValues(_ action: @escaping (Value) -> Void) -> any Disposable {
        values.startWithValues(action)
    }
}

extension ControlProperty where Value: Equatable {
    /// The values, without those equal to the one before.
    ///
    /// ```swift
    /// let query = searchField.reactive.text.orEmpty.skipRepeats()
    /// ```
    public func skipRepeats() -> SignalProducer<Value, Never> {
        values.skipRepeats()
    }
}
