// A module that declares types and functions named like those generated code refers to.
struct Signal {}
struct ProxyRegistry {}
struct Never {}
struct Defaults {
    var level = 0
}
struct Events {}
func preconditionFailure(_ message: String) {}

protocol SettingsDelegate: AnyObject {
    func settingsDidLoad(_ defaults: Defaults) -> Defaults
    func settingsDidRecord(_ events: Events, result: Int, answer: String)
    func settings<T>(_ type: T.Type, valueFor key: String) -> T
    var flag: Bool { get }
}
