// ProtocolSelection: which protocols of the inputs get a proxy (by name, by marker, as the type of
// a delegate slot, or all).

/// Which protocols to generate proxies for.
public struct ProtocolSelection: Equatable, Sendable {
    /// Protocols named explicitly (simple or qualified names).
    public var names: [String]
    /// Whether protocols whose doc comment contains the marker are selected.
    public var includesMarked: Bool
    /// Whether every protocol found is selected.
    public var includesAll: Bool
    /// Inputs (by path) whose protocols are selected when they type a delegate slot of a class
    /// of the inputs: a settable optional property such as `UITableView.delegate`. A module's
    /// interface read this way gives the accessors of its classes without naming each protocol.
    public var delegateSlotFiles: [String] = []
    /// Protocols known not to be proxiable, by name, each with the reason (a compiled module's
    /// headers hide a requirement from Swift): asked for by name, an error; swept up, skipped.
    public var unproxiable: [String: String] = [:]
    /// Classes the compiled modules' headers only forward-declare and no framework of the SDK
    /// defines (`NSPortMessage` in iOS's Foundation): Swift cannot name them, so a requirement
    /// that does is left to the forwardee where it is optional, and skips its protocol otherwise.
    public var undefinedClasses: Set<String> = []
    /// The inputs that are compiled modules' interfaces (`UIKit.swiftinterface`): a declaration the
    /// parser cannot read there skips its protocol with a warning instead of failing the run
    /// (the user can change their own sources, not an SDK's).
    public var moduleInterfacePaths: Set<String> = []
    /// Inputs read only for what the others' declarations need from them (the modules a
    /// framework imports: `UIViewController`, the superclass of PassKit's view controllers, with
    /// its global actor; `URLSessionTaskDelegate`, a parent of AVFoundation's protocols): their
    /// protocols are parents and their classes superclasses, but none gets a proxy, a delegate
    /// slot or an observing subclass, and they report nothing.
    public var supportingPaths: Set<String> = []
    /// Protocols the compiled modules' headers declare in Objective-C (`@protocol P`), by name. A
    /// module's interface prints such a protocol without `@objc`, and with no parent where its
    /// header names none; its proxy is still an Objective-C one: its methods have selectors, and
    /// the `async` twin of a completion-handler requirement is that requirement, not another.
    public var objectiveCProtocols: Set<String> = []
    /// Classes (simple or qualified names) that get an observing subclass, besides those whose doc
    /// comment holds ``marker``: `proxygen.json`'s `classes`.
    public var classNames: [String] = []

    public init(names: [String] = [], includesMarked: Bool = true, includesAll: Bool = false) {
        self.names = names
        self.includesMarked = includesMarked
        self.includesAll = includesAll
    }

    /// Whether a near miss of the marker above a protocol (`/// @proxyabel`) is reported: only
    /// where the marker selects and not every protocol is selected anyway.
    public var reportsMarkerNearMisses: Bool { includesMarked && !includesAll }

    /// The doc-comment marker that opts a protocol in: `/// @proxyable`.
    public static let marker = proxyableMarker
}
