// Counter: an open class the benchmarks call through overrides: a plain one that calls `super`,
// and the observing subclass the plugin generates.

/// Adds what it is given; its observing subclass, `ObservableCounter`, is generated.
///
/// @proxyable
open class Counter {
    /// The sum so far.
    @exclusivity(unchecked) public var total = 0

    public init() {}

    /// Adds `value` to ``total``. Not inlined into overrides, as an SDK class's method never is
    /// (an override calls `super` out of line).
    @inline(never)
    open func add(_ value: Int) {
        total &+= value
    }
}

/// The baseline: an override written by hand that only calls `super`.
public final class PlainOverrideCounter: Counter {
    /// Calls `super`.
    public override func add(_ value: Int) {
        super.add(value)
    }
}

/// Calls `counter.add(_:)` once, dynamically dispatched (the counter's class is not known here).
@inline(never)
public func addThroughClass(_ counter: Counter, _ value: Int) {
    counter.add(value)
}
