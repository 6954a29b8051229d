// ControlProperty: a value of a UIKit object that the user changes and the app sets — a stream
// that starts with the current value, and a binding target.

#if canImport(UIKit)
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
            let write = self.set
            return ControlProperty<Other>(values: values.map(get), lifetime: lifetime) { write(set($0)) }
        }
    }
#endif
