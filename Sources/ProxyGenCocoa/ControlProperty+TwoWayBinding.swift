// ControlProperty+TwoWayBinding: `<~>` between a mutable property and a control property.

#if canImport(UIKit)
    import ReactiveRuntime

    /// Keeps a model property and a control's value equal: the control takes the property's
    /// value now, then each user change is copied to the property and each change of the property
    /// is written to the control (on the main thread). A programmatic write sends no control
    /// event, so nothing is copied back. Ends when either side goes away, or when the returned
    /// disposable is disposed.
    ///
    /// ```swift
    /// let name = MutableProperty("Ada")
    /// name <~> nameField.reactive.text.orEmpty   // the field shows "Ada"; typing updates `name`
    /// ```
    @discardableResult
    public func <~> <Value>(property: MutableProperty<Value>, control: ControlProperty<Value>) -> any Disposable {
        let binding = CompositeDisposable()
        binding += control <~ property.producer
        binding += property <~ control.changes
        return binding
    }
#endif
