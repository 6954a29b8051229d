// Inputs that made generated code warn: deprecated requirements and types, defaults without the
// requirement's effects, and a keyword used as a parameter's single name.
@available(*, deprecated, message: "use Plan")
struct LegacyPlan {}

struct Plan {}

protocol PlannerDelegate: AnyObject {
    func schedule(in: Int)
    @available(*, deprecated, renamed: "run(plan:)")
    func run(legacy: LegacyPlan)
    func run(plan: Plan)
    func prepare() throws
    func load() async throws -> Int
    @available(*, deprecated, message: "always 0")
    func retries() -> Int
}

extension PlannerDelegate {
    func prepare() {}
    func load() -> Int { 0 }
    @available(*, deprecated, message: "always 0")
    func retries() -> Int { 0 }
}

// A keyword as a requirement's name (its responder is an `init` parameter), overloads by `async`
// with a default each, and a deprecated default (treated as none: it would warn where it is used).
protocol ServerDelegate: Sendable {
    func `for`(_ port: Int) -> Int
    func shutdown()
    func shutdown() async
    func start(port: Int) throws
}

extension ServerDelegate {
    func shutdown() {}
    func shutdown() async {}
    @available(*, deprecated, message: "implement start(port:)")
    func start(port: Int) throws {}
}

enum Registry {
    struct ServerDelegate {}
}

// Extends another type than the protocol `ServerDelegate`: provides no default.
extension Registry.ServerDelegate {
    func `for`(_ port: Int) -> Int { port }
}
