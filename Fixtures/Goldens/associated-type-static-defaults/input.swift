// Static requirements typed by an associated type, met by a child's default of a type of its own,
// as Foundation's `AttributeScope` meets `DecodingConfigurationProviding`'s: a conformer's
// associated type is inferred from the default, a generic proxy's is its forwardee's, so
// `ScopeDelegate` is skipped with the reason. `ConfigurationProviding` alone is skipped as every
// static requirement without a default is; `ThemeDelegate`, whose default has the associated
// type's own type, gets its proxy.
public protocol ConfigurationProviding {
    associatedtype Configuration
    static var configuration: Self.Configuration { get }
}

public struct ScopeConfiguration {}

public protocol ScopeDelegate: ConfigurationProviding {
    associatedtype Attribute
    static var configuration: ScopeConfiguration { get }
    func scope(didAdd attribute: Attribute)
}

extension ScopeDelegate {
    public static var configuration: ScopeConfiguration { ScopeConfiguration() }
}

public protocol ThemeDelegate {
    associatedtype Theme
    static var fallback: Theme? { get }
    func apply(_ theme: Theme)
}

extension ThemeDelegate {
    public static var fallback: Theme? { nil }
}
