// Observing subclasses: overrides that call super between a before-event and an after-event, for
// results, effects, inout, overloads, generics, opaque parameters (carried as `Any`), non-escaping
// closures, defaults, availability, a global actor and inherited methods; members that cannot be
// overridden are left alone.
import Foundation

public struct LoadError: Error {}

/// A screen. @proxyable
open class Screen {
    public init() {}

    open func viewWillAppear(_ animated: Bool) {}
    open func load(url: URL) throws -> Data { Data() }
    open func load(url: URL, timeout: Double) throws(LoadError) -> Data { Data() }
    open func fetch(id: Int) async throws -> String { "" }
    open func handle(_ value: Int) {}
    open func handle(_ value: String) {}
    open func visit(_ body: () -> Void) {}
    open func run(_ body: () throws -> Void) rethrows { try body() }
    open func bump(_ count: inout Int) {}
    open func show(_ value: some CustomStringConvertible, times: Int) {}
    open func convert<T: CustomStringConvertible>(_ value: T) -> String { value.description }
    open func show(_ title: String, completion: (() -> Void)? = nil) {}
    @discardableResult
    open func reload() -> Bool { true }
    @available(macOS 99, iOS 99, *)
    open func future(_ value: Int) {}
    open func result(_ result: Int) -> Int { result }
    func internalHook() {}

    public final func sealed() {}
    open class func make() -> Screen { Screen() }
    @available(*, deprecated, message: "use viewWillAppear(_:)")
    open func viewWillShow() {}
    open func all(_ values: Int...) {}
    private func hidden() {}
}

/// Its subclass: its own methods, then those it inherits from `Screen`. @proxyable
open class DetailScreen: Screen {
    open override func viewWillAppear(_ animated: Bool) {}
    open func select(row: Int) {}
}

/// A main-actor class: the accessor is isolated as the class is. @proxyable
@MainActor
public class Panel {
    public init() {}
    public func tap(at point: Int) {}
    nonisolated public func ping() {}
}

/// Shared across threads: its overrides test the streams' atomic state, not a plain flag. @proxyable
open class SharedCounter: NSObject, @unchecked Sendable {
    public override init() {}
    open func add(_ value: Int) {}
}
