// CompositeDisposable: many disposables ended together.

/// A disposable that disposes every disposable added to it, once.
///
/// Adding to a composite that is already disposed disposes the new member at once.
///
/// ```swift
/// let all = CompositeDisposable()
/// all += signalA.observeValues { print($0) }
/// all += signalB.observeValues { print($0) }
/// all.dispose()   // ends both
/// ```
public final class CompositeDisposable: Disposable, @unchecked Sendable {
    private let members: LockedState<[any Disposable]?>

    /// Creates a composite of `disposables`.
    ///
    /// ```swift
    /// let both = CompositeDisposable([a, b])
    /// ```
    public init(_ disposables: [any Disposable] = []) {
        members = LockedState(disposables)
    }

    /// Whether ``dispose()`` has been called.
    ///
    /// ```swift
    /// if !disposable.isDisposed { disposable.dispose() }
    /// ```
    public var isDisposed: Bool {
        members.withLock { $0 == nil }
    }

    /// Adds a disposable, or disposes it at once if this composite is already disposed.
    ///
    /// ```swift
    /// composite.add(ActionDisposable { print("bye") })
    /// ```
    public func add(_ disposable: (any Disposable)?) {
        guard let disposable else { return }
        let isAdded: Bool = members.withLock { members in
            guard members != nil else { return false }
            members!.append(disposable)
            return true
        }
        if !isAdded { disposable.dispose() }
    }

    /// Adds a closure run when this composite is disposed.
    ///
    /// ```swift
    /// composite.add { print("cleaned up") }
    /// ```
    public func add(_ action: @escaping @Sendable () -> Void) {
        add(ActionDisposable(action))
    }

    /// Disposes every member, once.
    ///
    /// ```swift
    /// disposable.dispose()
    /// disposable.dispose()   // no effect
    /// ```
    public func dispose() {
        let members = self.members.withLock { members -> [any Disposable]? in
            defer { members = nil }
            return members
        }
        for member in members ?? [] { member.dispose() }
    }

    /// Adds `disposable` to `composite`.
    ///
    /// ```swift
    /// composite += signal.observeValues { print($0) }
    /// ```
    public static func += (composite: CompositeDisposable, disposable: (any Disposable)?) {
        composite.add(disposable)
    }
}
