// Diagnostic: a problem found in an input, as a value; rendered in the compiler's format.

/// A problem found while reading inputs or generating proxies.
///
/// Positions are byte offsets into the input; the pipeline adds their line and column while it
/// still has the file (see `LineTable`), so that a diagnostic prints itself without the input.
public struct Diagnostic: Equatable, Sendable {
    /// How serious a diagnostic is.
    public enum Severity: String, Equatable, Sendable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
    }

    /// A stable identifier of the kind of problem, used by sweeps and tests.
    public var kind: Kind
    /// How serious it is.
    public var severity: Severity
    /// What went wrong, phrased for the user.
    public var message: String
    /// The input path as given by the caller.
    public var path: String
    /// The byte offset the diagnostic points at.
    public var offset: Int
    /// The 1-based line and column (in UTF-8 bytes) of ``offset`` in the input at ``path``; `nil`
    /// for a diagnostic about no position, or one made without the input.
    public var location: Location?
    /// The name the diagnostic is about, where there is one (the protocol of `unknownProtocol`).
    public var subject: String?
    /// The known name ``subject`` is most likely a misspelling of, where one is close enough (the
    /// message already says so: "did you mean …").
    public var suggestion: String?
    /// The protocol this problem skips instead of failing the run: one the run was not asked for
    /// by name (swept up by `--all-protocols`, or the type of an SDK's delegate slot). Rendered
    /// as the prefix "skipping 'P': ".
    public var skippedProtocol: String?
    /// Whether the problem is in a module's interface, read for what it can give: the protocol it
    /// is in is skipped instead of failing the run. Rendered as a closing clause.
    public var isInModuleInterface = false

    /// A line and a column, both counted from 1; the column in UTF-8 bytes.
    public struct Location: Equatable, Sendable {
        public var line: Int
        public var column: Int

        /// Creates a location.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }

    /// Creates a diagnostic.
    public init(_ kind: Kind, _ severity: Severity = .error, _ message: String, path: String, offset: Int) {
        self.kind = kind
        self.severity = severity
        self.message = message
        self.path = path
        self.offset = offset
    }

    /// The kinds of problem the generator reports.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        case unterminatedString
        case unterminatedComment
        case unterminatedRegex
        case unbalancedDelimiter
        case invalidCharacter
        case unexpectedToken
        case unsupportedMember
        case notClassBound
        case variadicParameter
        case missingParent
        case unknownProtocol
        case inheritanceCycle
        case mutatingRequirement
        case unsupportedRequirement
        case duplicateEventName
        case invalidAnnotation
        /// A doc comment that almost holds the selection marker (`@proxyble`): its protocol is
        /// not selected, and its generated file repeats the warning as a `#warning`.
        case markerNearMiss
        case ioError
        case config
    }

    /// What the user reads: ``message`` with what ``skippedProtocol`` and ``isInModuleInterface``
    /// say, the one place they become English.
    public var text: String {
        let skipping = skippedProtocol.map { "skipping '\($0)': " } ?? ""
        let interface = isInModuleInterface ? "; a module's interface: the protocol it is in is skipped" : ""
        return skipping + message + interface
    }

    /// The diagnostic in the compiler's format: `path:line:column: error: text`, or
    /// `path: error: text` without a location.
    public func rendered() -> String {
        guard let location else { return "\(path): \(severity.rawValue): \(text)" }
        return "\(path):\(location.line):\(location.column): \(severity.rawValue): \(text)"
    }
}
