// Observing subclasses whose methods have keyword argument labels: the call of `super` writes the
// labels without backticks (the compiler warns about them), except `inout`, `var` and `let`.

/// A router. @proxyable
open class Router {
    public init() {}

    open func route(`for` path: String, `in` scope: Int) {}
    open func move(`from` start: Int, `to` end: Int) -> Int { end - start }
    open func update(`inout` value: inout Int) {}
}
