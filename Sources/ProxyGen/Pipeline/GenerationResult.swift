// GenerationResult: the generated files and the diagnostics of a run.

/// The result of a generation run.
public struct GenerationResult: Sendable {
    public var files: [GeneratedFile]
    /// Diagnostics sorted by path and position.
    public var diagnostics: [Diagnostic]
    /// What the parser saw, one model per input (in input order).
    public var models: [FileModel]
    /// The Swift names of the requirements of each generated proxy (`download(_:didReceive:)`),
    /// by protocol name: what event-name overrides can refer to.
    public var requirementNames: [String: [String]] = [:]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
