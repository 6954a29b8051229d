// GeneratorOptions: what a generation run is asked for: selection, output layout, names, imports,
// access, accessors.

/// Options for one generation run.
public struct GeneratorOptions: Equatable, Sendable {
    /// How generated code is split into files.
    public enum OutputLayout: Equatable, Sendable {
        /// One file holding every proxy.
        case singleFile
        /// One file per input file, holding the proxies of the protocols declared in it (empty
        /// when there are none). The build plugin uses this so that outputs are known up front.
        case filePerInput
    }

    public var selection: ProtocolSelection
    public var layout: OutputLayout
    /// Event names by requirement (`Protocol.name(_:label:)` or `name(_:label:)`).
    public var eventNameOverrides: [String: String]
    /// Imports added to every generated file, e.g. `FoundationXML` for module protocols.
    public var extraImports: [String]
    /// Imports added to a generated file when the input at this path contributes to it: a
    /// module's synthesized interface does not import the module it describes.
    public var importsByInput: [String: [String]]
    /// The Swift names of types the input at this path spells by another name, which it reads
    /// as those: an SDK framework's interface names a class another framework's API notes rename
    /// (`CKShareMetadata`, in UIKit's, is `CKShare.Metadata` once CloudKit is imported). A name
    /// is renamed where it is a type's first component (`CKShareMetadata?`, `[CKShareMetadata]`),
    /// not where it is part of another name (`CKShareMetadataX`) or a member (`X.CKShareMetadata`).
    public var typeRenamesByInput: [String: [String: String]] = [:]
    /// The highest access level of generated proxies; a proxy never exceeds its protocol's.
    /// `nil` keeps the protocol's.
    public var maximumAccessLevel: AccessLevel?
    /// Whether each delegate slot of the inputs' classes gets a reactive accessor
    /// (`object.reactive.delegate`) beside its protocol's proxy.
    public var generatesHostAccessors = true
    /// Whether proxies and observing subclasses also send every call as one value of a nested
    /// `Call` enum (`events.all`, `reactive.calls.all`). Off by default: the enums add about a
    /// third to a small protocol's generated code, which every build of the module compiles.
    public var generatesCalls = false
    /// Whether the run lets go of the inputs' declarations once their proxies are resolved, so
    /// that a large run does not hold them while it renders: ``PreparedGeneration/models`` then
    /// keeps each input's path and imports only (a module's interface, whole). Off by default;
    /// a caller that prints the models, or lists the proxies, leaves it off. The whole rule of what
    /// a run lets go of, and when, is in MemoryRelease.swift.
    public var releasesDeclarations = false

    public init(
        selection: ProtocolSelection = ProtocolSelection(), layout: OutputLayout = .singleFile,
        eventNameOverrides: [String: String] = [:], extraImports: [String] = [],
        importsByInput: [String: [String]] = [:], maximumAccessLevel: AccessLevel? = nil
    ) {
        self.selection = selection
        self.layout = layout
        self.eventNameOverrides = eventNameOverrides
        self.extraImports = extraImports
        self.importsByInput = importsByInput
        self.maximumAccessLevel = maximumAccessLevel
    }
}
