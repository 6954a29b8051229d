// ScopedForwarding: a proxy forwards to a delegate for as long as a disposable lasts.

extension ProxyRegistry {
    /// Makes `proxy` forward to `forwardee` until the returned disposable is disposed, then puts
    /// back the forwardee it had before (RxCocoa's `installForwardDelegate`).
    ///
    /// Scopes on one proxy nest like a stack. Disposing the innermost scope restores the forwardee
    /// of the scope below it (or the one the proxy had before the first scope); disposing an
    /// outer scope first only removes it, so that the scope above it later restores the one
    /// below. If someone else set the proxy's forwardee meanwhile (it no longer is this scope's
    /// forwardee), disposing leaves it alone.
    ///
    /// Forwardees are held as the proxy holds them — weakly — unless `retaining` is `true`, in
    /// which case this scope keeps `forwardee` alive until it is disposed. The proxy is held weakly.
    ///
    /// ```swift
    /// let proxy = ScrollDelegateProxy.proxy(for: scrollView, delegate: \.delegate)
    /// let scope = ProxyRegistry.installForwardee(pager, on: proxy, at: \.forwardee)
    /// // … calls reach `pager` and the proxy's events …
    /// scope.dispose()   // the proxy forwards to its previous forwardee again
    /// ```
    public static func installForwardee<Proxy: AnyObject, Delegate>(
        _ forwardee: Delegate,
        on proxy: Proxy,
        at keyPath: ReferenceWritableKeyPath<Proxy, Delegate?>,
        retaining: Bool = false
    ) -> any Disposable {
        let key = ForwardingScopes.Key(proxy: ObjectIdentifier(proxy), keyPath: keyPath)
        let id: UInt64 = ForwardingScopes.shared.withLock { table in
            table.stacks = table.stacks.filter { $0.value.proxy != nil }
            var stack =
                table.stacks[key].flatMap { $0.proxy === proxy ? $0 : nil }
                ?? ForwardingScopes.Stack(proxy: proxy, base: .init(proxy[keyPath: keyPath], retaining: false))
            let id = table.nextID
            table.nextID &+= 1
            stack.scopes.append((id, .init(forwardee, retaining: retaining)))
            table.stacks[key] = stack
            proxy[keyPath: keyPath] = forwardee
            return id
        }
        let scope = UncheckedSendable((key: key, keyPath: keyPath))
        return ActionDisposable {
            let (key, keyPath) = scope.wrapped
            ForwardingScopes.shared.withLock { table in
                guard var stack = table.stacks[key],
                    let index = stack.scopes.firstIndex(where: { $0.id == id })
                else { return }
                let removed = stack.scopes.remove(at: index).held
                if index == stack.scopes.count, let proxy = stack.proxy as? Proxy,
                    removed.refersTo(proxy[keyPath: keyPath])
                {
                    let previous = stack.scopes.last?.held ?? stack.base
                    proxy[keyPath: keyPath] = previous.object.flatMap { $0 as? Delegate }
                }
                table.stacks[key] = stack.scopes.isEmpty ? nil : stack
            }
        }
    }
}

/// The forwardees installed by ``ProxyRegistry/installForwardee(_:on:at:retaining:)``, per proxy
/// and forwardee key path.
private enum ForwardingScopes {
    struct Key: Hashable {
        let proxy: ObjectIdentifier
        let keyPath: AnyKeyPath
    }

    /// A forwardee as a scope keeps it: weakly, or strongly when asked to retain it.
    struct Held {
        weak var object: AnyObject?
        var retained: AnyObject?

        init(_ value: Any?, retaining: Bool) {
            let object = value.map { $0 as AnyObject }
            self.object = object
            retained = retaining ? object : nil
        }

        func refersTo(_ value: Any?) -> Bool {
            switch (object, value) {
            case (nil, nil): return true
            case (let object?, let value?): return object === (value as AnyObject)
            default: return false
            }
        }
    }

    struct Stack {
        weak var proxy: AnyObject?
        /// The forwardee the proxy had before the first scope.
        var base: Held
        var scopes: [(id: UInt64, held: Held)] = []
    }

    struct Table {
        var stacks: [Key: Stack] = [:]
        var nextID: UInt64 = 0
    }

    static let shared = LockedState(Table())
}
