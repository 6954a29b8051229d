// OptionalRequirements: the optional requirements of an Objective-C protocol, as a generated proxy
// answers `responds(to:)` for them, kept here as data so that each proxy states only its table.

/// What a proxy answers by itself for one optional requirement of its protocol, besides the
/// forwardee's answer.
public enum OptionalRequirementAnswer: Sendable, Equatable {
    /// Only the forwardee's answer counts (a method whose calls the proxy only forwards).
    case never
    /// Always yes (an optional property the proxy keeps).
    case always
    /// Yes while event stream `index` (before or after the call) is observed.
    case whileObserved(Int)
    /// Yes while responder `index` of the proxy is set.
    case whileResponding(Int)
}

/// One optional requirement: its selector and what the proxy answers for it by itself.
///
/// ```swift
/// OptionalRequirement(#selector(UITableViewDelegate.tableView(_:didSelectRowAt:)), .whileObserved(0))
/// ```
public struct OptionalRequirement<Selector: Hashable> {
    public var selector: Selector
    public var answer: OptionalRequirementAnswer
    /// Which object answers for it besides the proxy: 0 for the forwardee; `n` for the proxy of
    /// the proxy's `n`th routed parent protocol on a shared delegate slot (a table view delegate's
    /// scroll view requirements), where one stands behind it.
    public var route: Int

    /// A requirement with `selector`, answered by the proxy as `answer` says.
    public init(_ selector: Selector, _ answer: OptionalRequirementAnswer, route: Int = 0) {
        self.selector = selector
        self.answer = answer
        self.route = route
    }
}

/// A proxy type that lists its protocol's optional requirements.
///
/// The list is read through this protocol (``OptionalAnswers/init(of:)``), never by name: a
/// generated proxy whose protocol has deprecated requirements marks its list deprecated, so that
/// naming those requirements there does not warn, and reading it through a protocol does not warn
/// either.
public protocol OptionalRequirementTable {
    /// The type of the selectors (`Selector` on Apple platforms).
    associatedtype RequirementSelector: Hashable
    /// The optional requirements this platform has, in declaration order.
    static func optionalRequirements() -> [OptionalRequirement<RequirementSelector>]
}

/// How a proxy answers `responds(to:)` for the optional requirements of its protocol, and the
/// answers it hands to ``DelegateAnswers`` for hosts that cache them.
///
/// ```swift
/// let answers = OptionalAnswers([OptionalRequirement("tick:", .whileObserved(0))])
/// answers.answer(to: "tick:", forwardeeResponds: { _ in false }, streams: streams)   // false
/// answers.answer(to: "other:", forwardeeResponds: { _ in true }, streams: streams)   // nil (not one of them)
/// ```
public struct OptionalAnswers<Selector: Hashable>: @unchecked Sendable {
    /// The requirements, in declaration order.
    public let requirements: [OptionalRequirement<Selector>]
    private let positions: [Selector: Int]

    /// The requirements of `table`, as it lists them.
    public init<Table: OptionalRequirementTable>(of table: Table.Type) where Table.RequirementSelector == Selector {
        self.init(table.optionalRequirements())
    }

    /// These requirements (a selector listed twice keeps its first entry).
    public init(_ requirements: [OptionalRequirement<Selector>]) {
        self.requirements = requirements
        var positions: [Selector: Int] = [:]
        for (position, requirement) in requirements.enumerated() where positions[requirement.selector] == nil {
            positions[requirement.selector] = position
        }
        self.positions = positions
    }

    /// The answer to `responds(to: selector)`: whether the forwardee implements it or the proxy
    /// answers it itself; `nil` when `selector` is not an optional requirement of the protocol.
    public func answer(
        to selector: Selector?, forwardeeResponds: (OptionalRequirement<Selector>) -> Bool,
        streams: ProxyEventStreams, isResponding: (Int) -> Bool = { _ in false }
    ) -> Bool? {
        guard let selector, let position = positions[selector] else { return nil }
        return answer(requirements[position], forwardeeResponds, streams, isResponding)
    }

    /// Every requirement's answer, in declaration order (what ``DelegateAnswers`` compares).
    public func answers(
        forwardeeResponds: (OptionalRequirement<Selector>) -> Bool, streams: ProxyEventStreams,
        isResponding: (Int) -> Bool = { _ in false }
    ) -> [Bool] {
        requirements.map { answer($0, forwardeeResponds, streams, isResponding) }
    }

    private func answer(
        _ requirement: OptionalRequirement<Selector>, _ forwardeeResponds: (OptionalRequirement<Selector>) -> Bool,
        _ streams: ProxyEventStreams, _ isResponding: (Int) -> Bool
    ) -> Bool {
        switch requirement.answer {
        case .always: return true
        case .never: return forwardeeResponds(requirement)
        case .whileObserved(let index): return forwardeeResponds(requirement) || streams.hasObservers(at: index)
        case .whileResponding(let index): return forwardeeResponds(requirement) || isResponding(index)
        }
    }
}

extension Array {
    /// Appends the optional requirement `selector`, answered by the proxy as `answer` says: how a
    /// generated proxy lists its table (one plain call per requirement, quick to typecheck).
    ///
    /// ```swift
    /// var requirements: [OptionalRequirement<String>] = []
    /// requirements.add("tick:", .whileObserved(0))
    /// ```
    public mutating func add<Selector>(_ selector: Selector, _ answer: OptionalRequirementAnswer, route: Int = 0)
    where Element == OptionalRequirement<Selector> {
        append(OptionalRequirement(selector, answer, route: route))
    }
}
