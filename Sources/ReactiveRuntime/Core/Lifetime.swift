// Lifetime: an observable end of an object's life, and the token whose deinit ends it.

/// The lifetime of an object: it ends when the object's ``Token`` deinitializes.
///
/// Streams use it to end with the object (``Signal/take(during:)``), as `rac_willDeallocSignal`
/// does in ReactiveCocoa; resources added with `+=` are disposed when it ends.
///
/// ```swift
/// final class Screen {
///     let lifetime: Lifetime
///     private let token: Lifetime.Token
///     init() { (lifetime, token) = Lifetime.make() }
/// }
/// let screen = Screen()
/// ticks.take(during: screen.lifetime).observeValues { print($0) }   // ends with `screen`
/// ```
public final class Lifetime: Sendable {
    /// A signal that completes when the lifetime ends.
    ///
    /// ```swift
    /// lifetime.ended.observeCompleted { print("gone") }
    /// ```
    public let ended: Signal<Never, Never>

    private init(ended: Signal<Never, Never>) {
        self.ended = ended
    }

    /// Creates a lifetime and the token that ends it when the token deinitializes.
    ///
    /// ```swift
    /// let (lifetime, token) = Lifetime.make()
    /// ```
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let (signal, input) = Signal<Never, Never>.pipe()
        return (Lifetime(ended: signal), Token(input))
    }

    /// A lifetime that has already ended.
    ///
    /// ```swift
    /// signal.take(during: .empty)   // completes at once
    /// ```
    public static var empty: Lifetime {
        let (lifetime, token) = make()
        token.end()
        return lifetime
    }

    /// Whether the lifetime has ended.
    ///
    /// ```swift
    /// if lifetime.hasEnded { return }
    /// ```
    public var hasEnded: Bool {
        ended.hasEnded
    }

    /// Runs `action` when the lifetime ends (at once if it has ended).
    ///
    /// ```swift
    /// lifetime.observeEnded { print("ended") }
    /// ```
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void) -> any Disposable {
        ended.observeEnded(action)
    }

    /// Disposes `disposable` when `lifetime` ends (at once if it has ended).
    ///
    /// ```swift
    /// lifetime += signal.observeValues { print($0) }
    /// ```
    public static func += (lifetime: Lifetime, disposable: (any Disposable)?) {
        guard let disposable else { return }
        lifetime.observeEnded { disposable.dispose() }
    }
}

extension Lifetime {
    /// Ends a ``Lifetime`` when it deinitializes (or when ``end()`` is called). Keep it in the
    /// object whose life the lifetime measures, and nowhere else.
    ///
    /// ```swift
    /// var token: Lifetime.Token? = nil
    /// let lifetime: Lifetime
    /// (lifetime, token) = Lifetime.make()
    /// token = nil   // the lifetime ends
    /// ```
    public final class Token: Sendable {
        private let input: Signal<Never, Never>.Input

        fileprivate init(_ input: Signal<Never, Never>.Input) {
            self.input = input
        }

        deinit {
            input.sendCompleted()
        }

        /// Ends the lifetime now.
        ///
        /// ```swift
        /// token.end()
        /// ```
        public func end() {
            input.sendCompleted()
        }
    }
}

/// An object that exposes its ``Lifetime``, so that bindings to it end with it.
///
/// ```swift
/// final class Label: LifetimeProviding {
///     var text = ""
///     let lifetime: Lifetime
///     private let token: Lifetime.Token
///     init() { (lifetime, token) = Lifetime.make() }
/// }
/// ```
public protocol LifetimeProviding: AnyObject {
    /// The lifetime of this object.
    var lifetime: Lifetime { get }
}
