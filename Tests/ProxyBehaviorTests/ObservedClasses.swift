// ObservedClasses: open classes whose observing subclasses the build plugin generates, with the
// shapes an override must reproduce (results, throws, async, inout, overloads, generics,
// non-escaping closures, global actors) and members it must leave alone.

import Foundation

struct ScreenError: Error, Equatable {
    var code: Int
}

/// A view-controller-shaped class that writes what its methods do into a journal, so that tests
/// see where `super` ran between the events. @proxyable
open class Screen {
    public var journal: [String] = []
    public let title: String
    /// Settable: its setter is observed as a call with the new value.
    open var subtitle: String = "" {
        didSet { journal.append("super subtitle \(subtitle)") }
    }

    public init(title: String) {
        self.title = title
    }

    open func viewWillAppear(_ animated: Bool) {
        journal.append("super viewWillAppear \(animated)")
    }

    open func load(url: URL, attempts: Int) throws -> Data {
        journal.append("super load")
        if attempts < 1 { throw ScreenError(code: attempts) }
        return Data(url.absoluteString.utf8)
    }

    open func fetch(id: Int) async -> String {
        await Task.yield()
        journal.append("super fetch \(id)")
        return "item \(id)"
    }

    open func present(_ title: String, completion: () -> Void) {
        completion()
    }

    open func present(_ count: Int) {}

    open func present(_ title: String) {}

    open func adjust(_ value: inout Int) {
        value += 1
    }

    open func describe<T: CustomStringConvertible>(_ value: T) -> String {
        "<\(value.description)>"
    }

    public final func sealed() {}

    open class func make() -> Screen { Screen(title: "made") }

    @available(*, deprecated, message: "use viewWillAppear(_:)")
    open func viewWillShow() {}
}

/// A main-actor class: its subclass, overrides and accessor are isolated as it is. @proxyable
@MainActor
open class MainScreen {
    public var taps: [Int] = []

    public init() {}

    open func tap(at point: Int) {
        taps.append(point)
    }
}

/// A user's screen on the generated subclass: it overrides again and calls `super`, and
/// inherits `Screen`'s initializer.
final class ProfileScreen: ObservableScreen {
    override func viewWillAppear(_ animated: Bool) {
        journal.append("profile before super")
        super.viewWillAppear(animated)
        journal.append("profile after super")
    }
}

/// A class whose objects are used from several threads at once: its overrides test the streams'
/// atomic state rather than a plain flag. @proxyable
open class SharedTally: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var sum = 0

    public var total: Int { lock.withLock { sum } }

    open func add(_ value: Int) {
        lock.withLock { sum += value }
    }
}
