// UncheckedTickProxy: the generated TickDelegateProxy, by hand, with an unchecked forwardee read.

import ReactiveRuntime

/// The same code ProxyGen generates for ``TickDelegate``, except that `forwardee` is declared
/// `@exclusivity(unchecked)`: it measures what the dynamic exclusivity check on the weak
/// `forwardee` read costs the generated proxy.
public final class UncheckedTickProxy: TickDelegate {
    public struct Events: Sendable {
        public let tick: Signal<Int, Never>
        fileprivate let tickInput: Signal<Int, Never>.Input

        fileprivate init() {
            (tick, tickInput) = Signal<Int, Never>.pipe()
        }
    }

    public let events = Events()

    @exclusivity(unchecked) public weak var forwardee: (any TickDelegate)?

    public init(forwardingTo forwardee: (any TickDelegate)? = nil) {
        self.forwardee = forwardee
    }

    deinit {
        events.tickInput.sendCompleted()
    }

    public func tick(_ value: Int) {
        forwardee?.tick(value)
        events.tickInput.send(value)
    }
}
