// ControlProperty: a value of a UIKit object that the user changes and the app sets — a stream
// that starts with the current value, and a binding target.

import ReactiveRuntime

/// A value the user edits and the app sets (RxCocoa's `ControlProperty`): `text` of a text
/// field, `isOn` of a switch, `value` of a slider. As a source (``values``, or the right side
/// of `<~`) each run sends the current value, then the value after each change the user
/// makes, on the main thread, and completes when the object goes away. As a target (the left
/// side of `<~`) it sets the value on the main thread; setting it sends nothing to ``values``
/// (UIKit sends no control event for a programmatic change), so a two-way binding (`<~>`)
/// does not loop.
///
/// ```swift
/// viewModel.query <~ searchField.reactive.text.orEmpty
/// slider.reactive.value <~ player.volume
/// ```
public struct ControlProperty<Value>: BindingSource, BindingTargetProvider {
    /// The current value, then the value after each user change, on the main thread;
    /// completes when the object goes away.
    ///
    /// ```swift
    /// toggle.reactive.isOn.values.startWithValues { print("on:", $0) }
    /// ```
    public let values: SignalProducer<Value, Never>

    /// How long the object lives: a binding to the property ends with it.
    ///
    /// ```swift
    /// field.reactive.text.lifetime.observeEnded { print("field gone") }
    /// ```
    public let lifetime: Lifetime

    /// Sets the value (on the main thread, whatever thread calls it).
    private let set: (Value) -> Void

    /// The object on the main thread, where a two-way binding checks it before writing; `nil` for
    /// a property made with the public initializer.
    let object: ControlObject<Value>?

    /// Makes a control property from its stream of values, the lifetime of its object and
    /// how a value is set.
    ///
    /// ```swift
    /// let page = ControlProperty(values: pageValues, lifetime: Lifetime.of(pager)) { page in
    ///     onMain { pager.currentPage = page }
    /// }
    /// ```
    public init(values: SignalProducer<Value, Never>, lifetime: Lifetime, set: @escaping (Value) -> Void) {
        self.values = values
        self.lifetime = lifetime
        self.set = set
        self.object = nil
    }

    /// A control property of `object`, set on the main thread.
    init(values: SignalProducer<Value, Never>, lifetime: Lifetime, object: ControlObject<Value>) {
        self.values = values
        self.lifetime = lifetime
        self.set = object.setter
        self.object = object
    }

    /// Sets the value, on the main thread, for as long as the object lives: what makes a
    /// control property the left side of `<~`.
    ///
    /// ```swift
    /// field.reactive.text.bindingTarget <~ draft.producer
    /// ```
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(lifetime: lifetime, action: set)
    }

    /// ``values``, which makes a control property the right side of `<~`.
    ///
    /// ```swift
    /// settings.isEnabled <~ toggle.reactive.isOn
    /// ```
    public var producer: SignalProducer<Value, Never> { values }

    /// The user's changes only: ``values`` without the current value it starts with.
    ///
    /// ```swift
    /// field.reactive.text.changes.startWithValues { autosave($0) }
    /// ```
    public var changes: SignalProducer<Value, Never> { values.skip(first: 1) }

    /// The same property seen through a two-way conversion: `get` maps each value read,
    /// `set` maps each value written.
    ///
    /// ```swift
    /// let percent = slider.reactive.value.map(get: { Int($0 * 100) }, set: { Float($0) / 100 })
    /// ```
    public func map<Other>(
        get: @escaping (Value) -> Other,
        set: @escaping (Other) -> Value
    ) -> ControlProperty<Other> {
        guard let object else {
            let write = self.set
            return ControlProperty<Other>(values: values.map(get), lifetime: lifetime) { write(set($0)) }
        }
        return ControlProperty<Other>(
            values: values.map(get), lifetime: lifetime, object: object.map(get: get, set: set))
    }
}

/// The object behind a control property, reached on the main thread and held weakly: how to read
/// its value, write it, and whether the user is composing text in it.
struct ControlObject<Value>: Sendable {
    /// The current value; `nil` once the object is gone.
    let read: @MainActor () -> Value?
    /// Writes a value, if the object still exists.
    let write: @MainActor (Value) -> Void
    /// Whether the user is composing text (an input method's marked text is showing).
    let isComposing: @MainActor () -> Bool

    init(
        read: @escaping @MainActor () -> Value?,
        write: @escaping @MainActor (Value) -> Void,
        isComposing: @escaping @MainActor () -> Bool
    ) {
        self.read = read
        self.write = write
        self.isComposing = isComposing
    }

    /// The value of `object` read by `get`, written by `set`.
    @MainActor
    init<Object: AnyObject>(
        _ object: Object,
        get: @escaping @MainActor (Object) -> Value,
        set: @escaping @MainActor (Object, Value) -> Void,
        isComposing: @escaping @MainActor (Object) -> Bool
    ) {
        let reference = MainThreadTransfer(wrapped: WeakReference(object))
        self.init(
            read: { reference.wrapped.object.map(get) },
            write: { value in reference.wrapped.object.map { set($0, value) } },
            isComposing: { reference.wrapped.object.map(isComposing) ?? false })
    }

    /// Writes each value on the main thread, whatever thread calls it.
    var setter: (Value) -> Void {
        let write = self.write
        return { @Sendable value in
            onMainThread(MainThreadTransfer(wrapped: value)) { write($0.wrapped) }
        }
    }

    /// The same object seen through a two-way conversion.
    func map<Other>(get: @escaping (Value) -> Other, set: @escaping (Other) -> Value) -> ControlObject<Other> {
        let object = MainThreadTransfer(wrapped: (self, get, set))
        return ControlObject<Other>(
            read: { object.wrapped.0.read().map(object.wrapped.1) },
            write: { object.wrapped.0.write(object.wrapped.2($0)) },
            isComposing: { object.wrapped.0.isComposing() })
    }
}
