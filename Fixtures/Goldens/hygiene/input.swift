// A module that declares types and functions named like those generated code refers to.
struct Signal {}
struct ProxyRegistry {}
struct Never {}
struct Defaults {
    var level = 0
}
struct Events {}
struct Host {}
struct Forwardee {}
func preconditionFailure(_ message: String) {}

protocol SettingsDelegate: AnyObject {
    func settingsDidLoad(_ defaults: Defaults) -> Defaults
    func settingsDidRecord(_ events: Events, result: Int, answer: String)
    func settings<T>(_ type: T.Type, valueFor key: String) -> T
    var flag: Bool { get }
    func settingsHost(for key: String) -> Host
}

// Names of the generated generic parameters (`Forwardee`, `Host`) used by the module.
protocol CatalogDelegate<Item>: AnyObject {
    associatedtype Item
    func catalog(didShow item: Item, at host: Host, by forwardee: Forwardee)
}
