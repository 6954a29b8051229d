// TickDelegate: the delegate protocol the benchmarks call, plain and through its generated proxy.

/// Told about each tick of a ``Ticker``.
///
/// @proxyable
public protocol TickDelegate: AnyObject {
    /// One tick with its value.
    func tick(_ value: Int)
}

/// The delegating object: calls its delegate through a weak protocol reference, as Cocoa does.
public final class Ticker {
    /// The delegate, held weakly.
    public weak var delegate: (any TickDelegate)?

    /// A callback, the closure-based alternative to a delegate.
    public var onTick: ((Int) -> Void)?

    public init() {}

    /// Calls the delegate once.
    @inline(never)
    public func tickDelegate(_ value: Int) {
        delegate?.tick(value)
    }

    /// Calls the callback once.
    @inline(never)
    public func tickCallback(_ value: Int) {
        onTick?(value)
    }
}

/// The same delegating object without the dynamic exclusivity check on its `delegate`: a
/// `public` stored property of a class pays that check (≈ 76 instructions) on every read unless
/// it is declared `@exclusivity(unchecked)`, which is the cheapest delegate call Swift offers and
/// the floor proxies are measured against.
public final class UncheckedTicker {
    /// The delegate, held weakly, read without the exclusivity check.
    @exclusivity(unchecked) public weak var delegate: (any TickDelegate)?

    public init() {}

    /// Calls the delegate once.
    @inline(never)
    public func tickDelegate(_ value: Int) {
        delegate?.tick(value)
    }
}

/// A delegate that sums what it is told.
public final class SummingDelegate: TickDelegate {
    @exclusivity(unchecked) public var sum = 0

    public init() {}

    public func tick(_ value: Int) {
        sum &+= value
    }
}

/// A delegate that forwards each call to another through a weak reference, written by hand: with
/// ``Ticker``'s own weak reference, the call goes through two, as a proxy with a forwardee does.
public final class ForwardingDelegate: TickDelegate {
    /// The delegate calls are forwarded to.
    public weak var forwardee: (any TickDelegate)?

    /// Creates a forwarder to `forwardee`.
    public init(forwardingTo forwardee: any TickDelegate) {
        self.forwardee = forwardee
    }

    /// Forwards the call.
    public func tick(_ value: Int) {
        forwardee?.tick(value)
    }
}

/// ``ForwardingDelegate`` without the dynamic exclusivity check on its weak reference.
public final class UncheckedForwardingDelegate: TickDelegate {
    /// The delegate calls are forwarded to.
    @exclusivity(unchecked) public weak var forwardee: (any TickDelegate)?

    /// Creates a forwarder to `forwardee`.
    public init(forwardingTo forwardee: any TickDelegate) {
        self.forwardee = forwardee
    }

    /// Forwards the call.
    public func tick(_ value: Int) {
        forwardee?.tick(value)
    }
}
