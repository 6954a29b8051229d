// Classes that cannot have an observing subclass: each is an error at its declaration.

/// A generic class. @proxyable
open class Box<T> {
    open func put(_ value: T) {}
}

/// A final class. @proxyable
final class Sealed {
    func tick() {}
}
