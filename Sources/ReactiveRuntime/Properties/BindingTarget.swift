// BindingTarget: something a stream can be bound to — typically a key path of an object.

/// A sink for values that lasts as long as a ``Lifetime``: what the left side of `<~` becomes.
/// The usual way to make one is from a key path of an object, as ReactiveCocoa's `RAC(obj, key)`.
///
/// ```swift
/// let label = Label()                        // a LifetimeProviding class
/// BindingTarget(label, \.text) <~ viewModel.title
/// ```
public struct BindingTarget<Value>: BindingTargetProvider {
    /// The lifetime of the target: bindings to it end when it ends.
    ///
    /// ```swift
    /// target.lifetime.observeEnded { print("target gone") }
    /// ```
    public let lifetime: Lifetime

    /// Applies a value; `false` means the target is gone and the binding should end.
    let apply: (Value) -> Bool

    /// Creates a target that calls `action` with each value until `lifetime` ends.
    ///
    /// ```swift
    /// let log = BindingTarget<String>(lifetime: lifetime) { print($0) }
    /// ```
    public init(lifetime: Lifetime, action: @escaping (Value) -> Void) {
        self.lifetime = lifetime
        apply = { value in
            action(value)
            return true
        }
    }

    /// Creates a target that writes each value to `object[keyPath: keyPath]`, holding `object`
    /// weakly, until `lifetime` ends or the object is gone.
    ///
    /// ```swift
    /// BindingTarget(on: view, keyPath: \.isHidden, lifetime: controller.lifetime) <~ isLoading
    /// ```
    public init<Object: AnyObject>(
        on object: Object,
        keyPath: ReferenceWritableKeyPath<Object, Value>,
        lifetime: Lifetime
    ) {
        self.lifetime = lifetime
        apply = { [weak object] value in
            guard let object else { return false }
            object[keyPath: keyPath] = value
            return true
        }
    }

    /// Creates a target that writes each value to `object[keyPath: keyPath]` for the lifetime
    /// of `object`.
    ///
    /// ```swift
    /// BindingTarget(label, \.text) <~ name.producer
    /// ```
    public init<Object: LifetimeProviding>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
        self.init(on: object, keyPath: keyPath, lifetime: object.lifetime)
    }

    /// Creates a target that writes each value to `object[keyPath: keyPath]`, holding `object`
    /// weakly. Without a ``Lifetime`` to watch, the binding notices that the object is gone at
    /// the next value and ends then.
    ///
    /// ```swift
    /// BindingTarget(plainObject, \.count) <~ counter.producer
    /// ```
    public init<Object: AnyObject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Value>) {
        let (lifetime, token) = Lifetime.make()
        self.lifetime = lifetime
        apply = { [weak object] value in
            guard let object else {
                token.end()
                return false
            }
            object[keyPath: keyPath] = value
            return true
        }
    }

    /// This target.
    ///
    /// ```swift
    /// let target = someTarget.bindingTarget
    /// ```
    public var bindingTarget: BindingTarget<Value> { self }
}

/// A type that can be the left side of `<~`.
///
/// ```swift
/// extension Thermostat: BindingTargetProvider {
///     var bindingTarget: BindingTarget<Double> { BindingTarget(self, \.target) }
/// }
/// ```
public protocol BindingTargetProvider<Value> {
    /// The type of the values it accepts.
    associatedtype Value
    /// The target values are written to.
    var bindingTarget: BindingTarget<Value> { get }
}

/// A type that can be the right side of `<~`: a never-failing stream of values.
///
/// ```swift
/// func show<S: BindingSource<String>>(_ source: S) { BindingTarget(label, \.text) <~ source }
/// ```
public protocol BindingSource<Value> {
    /// The type of the values it sends.
    associatedtype Value
    /// A producer of the values to bind.
    var producer: SignalProducer<Value, Never> { get }
}

extension Signal: BindingSource where Failure == Never {}

extension SignalProducer: BindingSource where Failure == Never {
    /// This producer.
    ///
    /// ```swift
    /// let same = producer.producer
    /// ```
    public var producer: SignalProducer<Value, Never> { self }
}

extension Property: BindingSource {}
extension MutableProperty: BindingSource {}

extension MutableProperty: BindingTargetProvider {
    /// A target that sets this property, for as long as the property lives.
    ///
    /// ```swift
    /// volume <~ slider.values
    /// ```
    public var bindingTarget: BindingTarget<Value> {
        BindingTarget(on: self, keyPath: \.value, lifetime: lifetime)
    }
}

extension BindingTarget {
    /// Unavailable: a binding target is bound to (`target <~ source`), never called. Declared so that
    /// a call of an accessor that does not exist (`tableView.reactive.modelSelected(…)`, which the
    /// dynamic member lookup of ``Reactive`` would otherwise read as a key-path target, then fail to
    /// call) is reported as the missing member it is.
    @available(*, unavailable, message: "a binding target takes no arguments: bind a source to it with '<~'")
    public func callAsFunction(_ arguments: Any...) -> Never {
        fatalError("unavailable")
    }
}
