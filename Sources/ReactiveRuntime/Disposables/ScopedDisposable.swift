// ScopedDisposable: a bag of disposables that are disposed when the bag deinitializes.

/// A bag that disposes its contents when it goes away: keep one in an object to end that
/// object's observations with it.
///
/// ```swift
/// final class ViewModel {
///     private let bag = ScopedDisposable()
///     init(source: Signal<Int, Never>) {
///         bag += source.observeValues { print($0) }
///     }
/// }   // deinit of the view model ends the observation
/// ```
public final class ScopedDisposable: Disposable, @unchecked Sendable {
    private let composite: CompositeDisposable

    /// Creates a bag, optionally holding `disposables` already.
    ///
    /// ```swift
    /// let bag = ScopedDisposable([a, b])
    /// ```
    public init(_ disposables: [any Disposable] = []) {
        composite = CompositeDisposable(disposables)
    }

    deinit {
        composite.dispose()
    }

    /// Whether ``dispose()`` has been called.
    ///
    /// ```swift
    /// if !disposable.isDisposed { disposable.dispose() }
    /// ```
    public var isDisposed: Bool {
        composite.isDisposed
    }

    /// Adds a disposable, ended when this bag is disposed or deinitialized.
    ///
    /// ```swift
    /// bag.add(signal.observeValues { print($0) })
    /// ```
    public func add(_ disposable: (any Disposable)?) {
        composite.add(disposable)
    }

    /// Disposes the contents now.
    ///
    /// ```swift
    /// disposable.dispose()
    /// disposable.dispose()   // no effect
    /// ```
    public func dispose() {
        composite.dispose()
    }

    /// Adds `disposable` to `bag`.
    ///
    /// ```swift
    /// bag += signal.observeValues { print($0) }
    /// ```
    public static func += (bag: ScopedDisposable, disposable: (any Disposable)?) {
        bag.add(disposable)
    }
}
