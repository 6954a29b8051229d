/// Properties and subscripts.
public protocol SettingsDelegate: AnyObject {
    var name: String { get }
    var volume: Double { get set }
    var nickname: String? { get set }
    var token: Int { get async throws }
    var theme: String { get set }
    static var defaultTheme: String { get }
    subscript(key: String) -> Int? { get set }
    subscript(index index: Int) -> String { get }
}

extension SettingsDelegate {
    public var theme: String {
        get { "light" }
        set {}
    }
    public static var defaultTheme: String { "light" }
}
