// ControlProperty+TwoWayBinding: `<~>` between a mutable property and a control property.

import ReactiveRuntime

/// Keeps a model property and a control's value equal: the control takes the property's value
/// now, then each user change is copied to the property and each change of the property is
/// written to the control (on the main thread). Nothing loops: a programmatic write sends no
/// control event. Nothing is written that would disturb the user: not a value the control
/// already shows (which would move the cursor), and nothing while the user composes text with an
/// input method (Chinese, Japanese, Korean marked text, which a write cancels); a change is
/// copied to the property once the composition is committed, and only if it differs from the
/// property's value. Ends when either side goes away, or when the returned disposable is
/// disposed.
///
/// ```swift
/// let name = MutableProperty("Ada")
/// name <~> nameField.reactive.text.orEmpty   // the field shows "Ada"; typing updates `name`
/// ```
@discardableResult
public func <~> <Value: Equatable>(property: MutableProperty<Value>, control: ControlProperty<Value>) -> any Disposable
{
    bindBothWays(property, control, isEqual: ==)
}

/// `<~>` for values that cannot be compared: as for equatable ones, except that a value the
/// control already shows is written again and every committed change is copied.
///
/// ```swift
/// let style = MutableProperty(TextStyle.body)
/// style <~> styleControl.reactive.style
/// ```
@discardableResult
public func <~> <Value>(property: MutableProperty<Value>, control: ControlProperty<Value>) -> any Disposable {
    bindBothWays(property, control, isEqual: nil)
}

private func bindBothWays<Value>(
    _ property: MutableProperty<Value>,
    _ control: ControlProperty<Value>,
    isEqual: ((Value, Value) -> Bool)?
) -> any Disposable {
    let binding = CompositeDisposable()
    binding += control.quietTarget(isEqual: isEqual) <~ property.producer
    binding +=
        property
        <~ control.committedChanges.filter { [weak property] value in
            guard let isEqual, let property else { return true }
            return !isEqual(property.value, value)
        }
    return binding
}

extension ControlProperty {
    /// A target that writes a value on the main thread unless the control shows it already
    /// (by `isEqual`) or the user is composing text in it.
    fileprivate func quietTarget(isEqual: ((Value, Value) -> Bool)?) -> BindingTarget<Value> {
        guard let object else { return bindingTarget }
        let comparison = MainThreadTransfer(wrapped: isEqual)
        return BindingTarget(lifetime: lifetime) { value in
            onMainThread(MainThreadTransfer(wrapped: value)) { value in
                guard !object.isComposing() else { return }
                if let isEqual = comparison.wrapped, let shown = object.read(), isEqual(shown, value.wrapped) {
                    return
                }
                object.write(value.wrapped)
            }
        }
    }

    /// The user's changes, leaving out those made while composing text: the committed text
    /// arrives with the change that ends the composition.
    fileprivate var committedChanges: SignalProducer<Value, Never> {
        guard let object else { return changes }
        return changes.filter { _ in MainActor.assumeIsolated { !object.isComposing() } }
    }
}
