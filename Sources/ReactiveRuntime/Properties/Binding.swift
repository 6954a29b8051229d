// Binding: the `<~` and `<~>` operators that bind streams and properties to targets.

precedencegroup ReactiveBindingPrecedence {
    associativity: right
    higherThan: AssignmentPrecedence
    lowerThan: TernaryPrecedence
}

/// Binds a stream to a target: each value of `source` is written to `target` until either the
/// source ends or the target's lifetime ends.
///
/// ```swift
/// BindingTarget(label, \.text) <~ viewModel.title   // label.text follows the title
/// ```
infix operator <~ : ReactiveBindingPrecedence

/// Binds two mutable properties to each other: the right one takes the left's value, then each
/// change of either is copied to the other, without feeding back.
///
/// ```swift
/// settings.volume <~> slider.value
/// ```
infix operator <~> : ReactiveBindingPrecedence

/// Writes every value of `source` to `target` for as long as both last.
///
/// ```swift
/// let binding = progressView.progressTarget <~ download.progress
/// binding.dispose()   // ends it early
/// ```
@discardableResult
public func <~ <Target: BindingTargetProvider, Source: BindingSource>(
    target: Target,
    source: Source
) -> any Disposable where Source.Value == Target.Value {
    let target = target.bindingTarget
    // `prefix(while:)` ends the binding at the first value the target can no longer take.
    let binding = source.producer.take(during: target.lifetime).prefix(while: target.apply).start()
    return binding
}

/// Keeps two mutable properties equal: `right` takes `left`'s value now, then each change of
/// either is copied to the other. A change copied across is not copied back. The binding ends
/// when either property deinitializes, or when the returned disposable is disposed.
///
/// ```swift
/// let model = MutableProperty("draft")
/// let field = MutableProperty("")
/// model <~> field          // field.value == "draft"
/// field.value = "final"    // model.value == "final"
/// ```
@discardableResult
public func <~> <Value>(left: MutableProperty<Value>, right: MutableProperty<Value>) -> any Disposable {
    let copying = ThreadMarks()
    func copy(from source: MutableProperty<Value>, to destination: MutableProperty<Value>) -> any Disposable {
        source.signal.observeValues { [weak destination] value in
            guard let destination, !copying.containsCurrentThread else { return }
            copying.run { destination.value = value }
        }
    }
    let binding = CompositeDisposable()
    copying.run { right.value = left.value }
    binding += copy(from: left, to: right)
    binding += copy(from: right, to: left)
    left.lifetime += binding
    right.lifetime += binding
    return binding
}
