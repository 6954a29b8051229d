// Three overloads whose numbered event names collide with a declared name (`Int`, `Int?` and
// `[Int]` all append `Int`): the numbering skips the names already taken, in a proxy and in an
// observing subclass alike.

protocol CounterDelegate: AnyObject {
    func handle(_ value: Int)
    func handle(_ value: Int?)
    func handle(_ value: [Int])
    func handleInt2()
}

/// A counter. @proxyable
open class Counter {
    public init() {}

    open func handle(_ value: Int) {}
    open func handle(_ value: Int?) {}
    open func handle(_ value: [Int]) {}
    open func handleInt2() {}
}
