// GeneratedFile: one generated Swift file.

/// One generated Swift file.
public struct GeneratedFile: Equatable, Sendable {
    /// For ``GeneratorOptions/OutputLayout/filePerInput``, the input path it belongs to.
    public var inputPath: String?
    /// The generated source.
    public var contents: String
    /// Names of the proxies it declares.
    public var proxyNames: [String]
}
