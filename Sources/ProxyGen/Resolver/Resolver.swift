// Resolver: selects protocols, flattens inheritance, finds defaults, names events, and decides
// what cannot be proxied (with diagnostics).

/// Which protocols to generate proxies for.
public struct ProtocolSelection: Equatable, Sendable {
    /// Protocols named explicitly (simple or qualified names).
    public var names: [String]
    /// Whether protocols whose doc comment contains the marker are selected.
    public var includesMarked: Bool
    /// Whether every protocol found is selected.
    public var includesAll: Bool

    public init(names: [String] = [], includesMarked: Bool = true, includesAll: Bool = false) {
        self.names = names
        self.includesMarked = includesMarked
        self.includesAll = includesAll
    }

    /// The doc-comment marker that opts a protocol in: `/// @proxyable`.
    public static let marker = "@proxyable"
}

struct Resolver {
    /// The parsed inputs. The members of a protocol of a file in ``releasableFiles`` that no
    /// protocol can inherit from are let go once its proxy is resolved (see ``resolve()``).
    private(set) var files: [FileModel]
    /// Files whose protocols' members are not needed after resolving (the caller drops their
    /// declarations then); empty keeps every declaration.
    let releasableFiles: Set<Int>
    let selection: ProtocolSelection
    let eventNameOverrides: [String: String]
    var diagnostics: [Diagnostic] = []

    /// All protocols by simple and qualified name: where the first of each name is declared, and
    /// the others of a name several declare. The index holds no copy of a declaration.
    private var firstProtocolByName: [String: ProtocolLocation] = [:]
    private var moreProtocolsByName: [String: [ProtocolLocation]] = [:]

    /// Where a protocol is declared: its file and its position among the file's protocols.
    struct ProtocolLocation {
        var file: Int32
        var index: Int32
    }
    /// Extensions by extended type name (simple and qualified).
    private var extensionsByName: [String: [ExtensionDecl]] = [:]
    /// The most derived declaration of each function of the protocol being resolved, by
    /// ``restatementKey(_:)``.
    private var restatedFunctions: [String: (decl: FunctionDecl, owner: String)] = [:]
    /// Whether the protocol being resolved has parents, whose functions its own may restate.
    private var comparesRestatements = false
    /// Properties of the protocol being resolved that some declaration in its lineage makes
    /// settable, with the most derived protocol that does.
    private var settableProperties: [String: String] = [:]
    /// While a protocol's requirements are made (in their order, depth first: as
    /// ``RequirementNode/flattened(_:)`` lists them): how many were made, which is the next one's
    /// ordinal; their event names by the rule (see ``nextEventName(doc:baseName:)``), as long as
    /// ``eventNamesFollowRule``: the first `requirementCount` of ``eventNamesByRule``, whose
    /// room and older names are kept from protocol to protocol; and the names their types
    /// mention that a proxy's nested types could take (see
    /// ``checkSelfAndMemberName(_:mentionsSelf:hasMemberName:file:)``).
    private var requirementCount = 0
    private var eventNamesByRule: [String] = []
    private var eventNamesFollowRule = true
    private var nestedNameCandidates: [String] = []
    /// By file index: ``fileIndexList(_:)``, made when first asked for.
    private var fileIndexLists: [[Int]] = []
    /// File-scope type aliases by name: parents may be written through them.
    private var typeAliases: [String: TypeSyntax] = [:]
    /// ``defaultImplementations(of:)`` of each protocol asked so far.
    private var defaultsByProtocol: [DefaultsKey: DefaultImplementations] = [:]

    /// What the default implementations of a protocol depend on: its name and qualified name.
    private struct DefaultsKey: Hashable {
        var name: String
        var qualifiedName: String
    }

    /// Parents that need no declaration: they add no requirements the proxy must implement.
    static let knownMarkerParents: Set<String> = [
        "AnyObject", "class", "Any", "Sendable", "NSObjectProtocol", "Copyable", "Escapable", "SendableMetatype",
        "Swift.Sendable", "Swift.AnyObject", "ObjectiveC.NSObjectProtocol", "Foundation.NSObjectProtocol",
    ]

    /// Whether `name` is one of ``knownMarkerParents``: the markers written most often are
    /// compared first, where the byte count matches, without hashing the name.
    static func isKnownMarkerParent(_ name: String) -> Bool {
        switch name.utf8.count {
        case 9 where name == "AnyObject", 5 where name == "class", 8 where name == "Sendable": true
        default: knownMarkerParents.contains(name)
        }
    }

    init(
        files: [FileModel], selection: ProtocolSelection, eventNameOverrides: [String: String] = [:],
        releasableFiles: Set<Int> = []
    ) {
        self.files = files
        self.releasableFiles = releasableFiles
        self.selection = selection
        self.eventNameOverrides = eventNameOverrides
        firstProtocolByName.reserveCapacity(files.reduce(0) { $0 + $1.protocols.count })
        for (fileIndex, file) in files.enumerated() {
            for (index, decl) in file.protocols.enumerated() {
                let location = ProtocolLocation(file: Int32(fileIndex), index: Int32(index))
                record(location, as: decl.name)
                if !decl.enclosingTypes.isEmpty { record(location, as: decl.qualifiedName) }
            }
            for alias in file.typeAliases where alias.genericParameters.isEmpty {
                typeAliases[alias.name] = alias.type
            }
            for ext in file.extensions {
                extensionsByName[ext.extendedType, default: []].append(ext)
                if let last = ext.extendedType.split(separator: ".").last, String(last) != ext.extendedType {
                    extensionsByName[String(last), default: []].append(ext)
                }
            }
        }
    }

    func path(of fileIndex: Int) -> String { files[fileIndex].path }

    /// Stands in a file's list of protocols while the declaration it replaces is changed elsewhere.
    static let placeholderDeclaration = ProtocolDecl(info: DeclarationInfo(), name: "")

    private mutating func record(_ location: ProtocolLocation, as name: String) {
        if firstProtocolByName[name] == nil {
            firstProtocolByName[name] = location
        } else {
            moreProtocolsByName[name, default: []].append(location)
        }
    }

    /// The protocols declared with this simple or qualified name, in input order; `nil` for none.
    func protocols(named name: String) -> [ProtocolDecl]? {
        guard let first = firstProtocolByName[name] else { return nil }
        let locations = [first] + (moreProtocolsByName[name] ?? [])
        return locations.map { files[Int($0.file)].protocols[Int($0.index)] }
    }

    /// The first protocol declared with this simple or qualified name.
    func firstProtocol(named name: String) -> ProtocolDecl? {
        firstProtocolByName[name].map { files[Int($0.file)].protocols[Int($0.index)] }
    }

    func declaresProtocol(named name: String) -> Bool { firstProtocolByName[name] != nil }

    mutating func error(_ kind: Diagnostic.Kind, _ message: String, file: Int, offset: Int) {
        diagnostics.append(Diagnostic(kind, .error, message, path: path(of: file), offset: offset))
    }

    // MARK: - Selection

    /// The selected protocols, in input order, each with whether it was asked for (by name or
    /// marker) rather than only swept up by ``ProtocolSelection/includesAll``.
    mutating func selectedProtocols() -> [(location: ProtocolLocation, isRequested: Bool)] {
        // Locations rather than copies of the declarations: a copy would keep a protocol's
        // members alive after ``resolve()`` lets go of them.
        var selected: [(location: ProtocolLocation, isRequested: Bool)] = []
        if selection.includesAll { selected.reserveCapacity(files.reduce(0) { $0 + $1.protocols.count }) }
        var requested = Set(selection.names)
        // A simple name that several nested protocols share (`Delegate` for `A.Delegate` and
        // `B.Delegate`) selects none of them: the qualified name must say which.
        var ambiguous: [String: [String]] = [:]
        for name in selection.names where !name.contains(".") {
            let matches = Set((protocols(named: name) ?? []).map(\.qualifiedName))
            if matches.count > 1 { ambiguous[name] = matches.sorted() }
        }
        for (name, matches) in ambiguous.sorted(by: { $0.key < $1.key }) {
            var diagnostic = Diagnostic(
                .unknownProtocol, .error,
                "'\(name)' names \(matches.count) protocols (\(matches.joined(separator: ", "))); give the qualified name of the one to proxy",
                path: "proxygen", offset: -1)
            diagnostic.subject = name
            diagnostics.append(diagnostic)
            requested.remove(name)
        }
        for (fileIndex, file) in files.enumerated() {
            for (index, decl) in file.protocols.enumerated() {
                let byName =
                    (requested.contains(decl.name) && ambiguous[decl.name] == nil) || requested.contains(decl.qualifiedName)
                let marked = selection.includesMarked && (decl.info.doc.map(Self.containsMarker) ?? false)
                if selection.includesAll || byName || marked {
                    selected.append((ProtocolLocation(file: Int32(fileIndex), index: Int32(index)), byName || marked))
                }
                if !requested.isEmpty {
                    requested.remove(decl.name)
                    requested.remove(decl.qualifiedName)
                }
            }
        }
        for name in selection.names where requested.contains(name) && ambiguous[name] == nil {
            let known = Set(files.flatMap { $0.protocols.map(\.qualifiedName) }).sorted()
            let list = known.isEmpty ? "no protocols were found" : "found: \(known.joined(separator: ", "))"
            var diagnostic = Diagnostic(
                .unknownProtocol, .error, "no protocol named '\(name)' in the inputs (\(list))", path: "proxygen",
                offset: -1)
            diagnostic.subject = name
            diagnostics.append(diagnostic)
            requested.remove(name)
        }
        return selected
    }

    static func containsMarker(_ doc: String) -> Bool {
        // ASCII text (nearly every comment) is searched as bytes, where Characters are bytes
        // (`\r\n`, one Character, has no part in the marker); anything else by Characters.
        var doc = doc
        if let found = doc.withUTF8({ asciiContainsMarker($0) }) { return found }
        return characterContainsMarker(doc)
    }

    /// ``containsMarker(_:)`` of ASCII text, over its bytes; `nil` when the text is not ASCII.
    static func asciiContainsMarker(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        // Eight bytes at a time: the ASCII check, then each `@`.
        guard ByteScan.isASCII(bytes) else { return nil }
        let marker = ProtocolSelection.marker.utf8
        let count = marker.count
        guard bytes.count >= count else { return false }
        var index = ByteScan.firstIndex(of: UInt8(ascii: "@"), in: bytes, from: 0, to: bytes.count)
        while index <= bytes.count - count {
            if marker.elementsEqual(bytes[index..<index + count]) {
                guard index + count < bytes.count else { return true }
                let next = bytes[index + count]
                let isWordByte =
                    (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z"))
                    || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
                    || (next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) || next == UInt8(ascii: "_")
                // As ``characterContainsMarker(_:)``, only the first occurrence counts.
                return !isWordByte
            }
            index = ByteScan.firstIndex(of: UInt8(ascii: "@"), in: bytes, from: index + 1, to: bytes.count)
        }
        return false
    }

    /// ``containsMarker(_:)`` by Characters.
    static func characterContainsMarker(_ doc: String) -> Bool {
        guard let range = doc.firstRange(ofASCII: ProtocolSelection.marker) else { return false }
        // The marker must be a whole word: `@proxyable`, not `@proxyableFoo`.
        guard let next = doc[range.upperBound...].unicodeScalars.first else { return true }
        return !(next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_")
    }

    // MARK: - Resolution

    /// Resolves every selected protocol; those that cannot be proxied produce diagnostics and no proxy.
    ///
    /// A protocol asked for (by name or marker) that cannot be proxied is an error. One merely swept
    /// up by `--all-protocols` is skipped: its diagnostics become warnings that say it was skipped.
    mutating func resolve() -> [ResolvedProxy] {
        let selected = selectedProtocols()
        let releasing = protocolsReleasingMembers()
        // Sized once: a proxy is large, and an array grown by doubling holds up to twice as many.
        var proxies: [ResolvedProxy] = []
        proxies.reserveCapacity(selected.count)
        for (location, isRequested) in selected {
            let (file, index) = (Int(location.file), Int(location.index))
            let before = diagnostics.count
            // Nothing resolved later reads the members of a protocol no protocol inherits from
            // (extensions are kept apart): what the proxy needs of them is in its requirements.
            let releasesMembers = !releasing.isEmpty && !releasing[file].isEmpty && releasing[file][index]
            if var proxy = resolve(files[file].protocols[index]) {
                // The proxy keeps the protocol's attributes and conditions, not its members: those
                // are in its requirements.
                if releasesMembers {
                    // The file's declaration and the proxy's are one: once the file lets go of it,
                    // it loses its members in place (nothing copied), and the file takes it back.
                    files[file].protocols[index] = Self.placeholderDeclaration
                    proxy.decl.members = []
                    files[file].protocols[index] = proxy.decl
                } else {
                    proxy.decl.members = []
                }
                // Moved into the list, not copied with each of its parts.
                proxies.append(proxy)
            } else if releasesMembers {
                files[file].protocols[index].members = []
            }
            if !isRequested {
                let name = files[file].protocols[index].qualifiedName
                for index in diagnostics.indices[before...] where diagnostics[index].severity == .error {
                    diagnostics[index].severity = .warning
                    diagnostics[index].message = "skipping '\(name)': " + diagnostics[index].message
                }
            }
        }
        return proxies
    }

    /// The proxy of `decl`, whose declaration still has its members (see ``resolve()``); `nil`
    /// where it cannot be proxied.
    mutating func resolve(_ decl: ProtocolDecl) -> ResolvedProxy? {
        // Its parse errors are already reported; a partial proxy would not compile.
        guard !decl.hasParseErrors else { return nil }
        let errorsBefore = diagnostics.count
        let file = decl.fileIndex

        // Access level.
        var accessPrefix = ""
        for modifier in decl.info.modifiers {
            switch modifier {
            case "public", "open": accessPrefix = "public "
            case "package": accessPrefix = "package "
            case "private", "fileprivate":
                error(
                    .unsupportedRequirement,
                    "protocol '\(decl.name)' is \(modifier); its proxy is generated in another file and cannot see it (make it internal)",
                    file: file, offset: decl.info.offset)
            default: break
            }
        }

        // Ancestors, in declaration order, each once.
        var ancestors: [ProtocolDecl] = []
        // Filled once a parent is found among the inputs (see `collectAncestors`).
        var visiting: Set<String> = []
        var standardParents: Set<String> = []
        collectAncestors(of: decl, into: &ancestors, visiting: &visiting, standardParents: &standardParents)
        ancestors.append(decl)
        let lineage = ancestors
        // The parents' plain names that decide the proxy's shape, each compared only with the
        // names of its byte count (no list of names made, nothing hashed).
        var inheritsNSObjectProtocol = false
        var inheritsAnyObject = false
        var isSendable = false
        var inheritsActor = false
        for proto in lineage {
            let parents = expandedParents(proto.inheritance)
            for index in parents.indices {
                let name = Self.plainName(parents[index])
                switch name.utf8.count {
                case 5:
                    if name == "class" { inheritsAnyObject = true } else if name == "Actor" { inheritsActor = true }
                case 8:
                    if name == "Sendable" { isSendable = true }
                case 9:
                    if name == "AnyObject" { inheritsAnyObject = true }
                case 16:
                    if name == "NSObjectProtocol" {
                        inheritsNSObjectProtocol = true
                    } else if name == "DistributedActor" {
                        inheritsActor = true
                    }
                default: break
                }
            }
        }

        let isObjC = lineage.contains { $0.info.hasAttribute("objc") }
        // An Objective-C protocol's proxy must be an NSObject to answer `responds(to:)`.
        let subclassesNSObject = inheritsNSObjectProtocol || isObjC
        let isClassBound = isObjC || subclassesNSObject || inheritsAnyObject
        if inheritsActor {
            error(
                .notClassBound, "protocol '\(decl.name)' requires an actor; a proxy class cannot conform to it",
                file: file,
                offset: decl.info.offset)
        }

        for proto in lineage {
            for requirement in proto.whereClause
            where requirement.left.description == "Self" && requirement.relation == .conformance {
                let name = requirement.right.description
                if !declaresProtocol(named: name) && !Self.knownMarkerParents.contains(name) {
                    error(
                        .unsupportedRequirement,
                        "protocol '\(proto.name)' requires conformers to be '\(name)' ('where Self: \(name)'); a proxy cannot inherit from it",
                        file: proto.fileIndex, offset: proto.info.offset)
                }
            }
        }

        let globalActor = lineage.lazy.compactMap { Self.globalActorAttribute(of: $0.info) }.first
        if isObjC, let globalActor, globalActor != "@MainActor",
            lineage.contains(where: { $0.members.contains { Self.isOptionalRequirement($0) } })
        {
            error(
                .unsupportedRequirement,
                "optional requirements of an Objective-C protocol isolated to \(globalActor) are not supported (only @MainActor, as in UIKit)",
                file: file, offset: decl.info.offset)
        }

        // Defaults: members of unconstrained extensions of the protocol or an ancestor, in
        // lineage order. A protocol without any adds nothing to search: most lineages have none.
        var defaultMembers: [DefaultImplementations] = []
        for proto in lineage {
            let defaults = defaultImplementations(of: proto)
            if !defaults.members.isEmpty { defaultMembers.append(defaults) }
        }

        var associatedTypes: [AssociatedTypeDecl] = []
        var nodes: [RequirementNode] = []
        var seen: [String: String] = [:]
        // A property restated `{ get set }` by a child of a parent's `{ get }` is settable.
        settableProperties = [:]
        // Only another protocol of the lineage makes a property settable: a protocol without
        // parents needs no table.
        for proto in lineage where lineage.count > 1 {
            for case .property(let p) in Self.flatten(proto.members) where p.isSettable {
                settableProperties[p.name] = proto.qualifiedName
            }
        }
        // A function restated by a child (possibly refining it: not throwing where the parent
        // throws) is implemented as its most derived declaration says.
        restatedFunctions = [:]
        // Restating needs a parent: a protocol without one has nothing to look up.
        comparesRestatements = lineage.count > 1
        if comparesRestatements {
            for proto in lineage {
                for case .function(let f) in Self.flatten(proto.members) {
                    restatedFunctions[Self.restatementKey(f)] = (f, proto.qualifiedName)
                }
            }
        }
        // Each requirement is named by the rule and checked for 'Self' and the proxy's own
        // member names as it is made.
        requirementCount = 0
        eventNamesFollowRule = true
        nestedNameCandidates = []
        for proto in lineage {
            let protoNodes = requirementNodes(
                proto.members, owner: proto, defaults: defaultMembers, associatedTypes: &associatedTypes, seen: &seen)
            if nodes.isEmpty { nodes = protoNodes } else { nodes += protoNodes }
        }
        let nestedNameCandidates = self.nestedNameCandidates
        self.nestedNameCandidates = []
        // Only a proxy that may be used from several threads is checked (see the function).
        if isSendable || globalActor != nil {
            checkInPlaceMutation(
                RequirementNode.flattened(nodes), of: decl, isClassBound: isClassBound, isSendable: isSendable,
                isIsolated: globalActor != nil)
        }
        // Nearly always the names by the rule are all the names, and distinct. Otherwise every
        // requirement is named again, and overloads told apart.
        if !eventNamesFollowRule || !EventNaming.allDistinct(eventNamesByRule[..<requirementCount]) {
            var requirements = RequirementNode.flattened(nodes)
            let eventNames = self.eventNames(requirements, file: file)
            // The names are written into the requirements once nothing else holds them: in
            // place, not copied.
            requirements = []
            apply(eventNames, to: &nodes)
        }

        guard diagnostics.count == errorsBefore else { return nil }
        let proxyName =
            decl.enclosingTypes.isEmpty
            ? decl.name.unbackticked + "Proxy"
            : (decl.enclosingTypes + [decl.name]).map(\.unbackticked).joined() + "Proxy"
        // ``resolve()`` takes the members out of the proxy's declaration.
        return ResolvedProxy(
            decl: decl, protocolName: decl.qualifiedName, proxyName: proxyName, accessPrefix: accessPrefix,
            globalActor: globalActor, isSendable: isSendable, subclassesNSObject: subclassesNSObject, isObjC: isObjC,
            associatedTypes: associatedTypes, requirements: nodes, fileIndex: file,
            lineageFileIndices: lineage.count == 1 ? fileIndexList(file) : lineage.map(\.fileIndex),
            holdsForwardeeWeakly: isClassBound,
            standardParents: standardParents.isEmpty ? [] : standardParents.sorted(),
            nestedNameCandidates: nestedNameCandidates)
    }

    /// `[file]`: one list per file, shared by the proxies of its protocols without parents.
    private mutating func fileIndexList(_ file: Int) -> [Int] {
        if fileIndexLists.isEmpty { fileIndexLists = [[Int]](repeating: [], count: files.count) }
        if fileIndexLists[file].isEmpty { fileIndexLists[file] = [file] }
        return fileIndexLists[file]
    }

    /// For each file, whether each of its protocols' members are let go once its proxy is
    /// resolved: those of ``releasableFiles`` whose simple name no protocol can inherit from (see
    /// ``namesWrittenAsParents()``), each looked up once; empty for a file that keeps them all, and
    /// for every file where ``releasableFiles`` is empty.
    func protocolsReleasingMembers() -> [[Bool]] {
        guard !releasableFiles.isEmpty else { return [] }
        var releasing = files.indices.map {
            releasableFiles.contains($0) ? [Bool](repeating: true, count: files[$0].protocols.count) : []
        }
        for name in namesWrittenAsParents() {
            guard let first = firstProtocolByName[name] else { continue }
            for location in [first] + (moreProtocolsByName[name] ?? []) {
                let (file, index) = (Int(location.file), Int(location.index))
                // (A nested protocol is found by its qualified name too: only its simple name counts.)
                if !releasing[file].isEmpty && files[file].protocols[index].name == name {
                    releasing[file][index] = false
                }
            }
        }
        return releasing
    }

    /// Every name written in a protocol's parents or in a file-scope type alias (through which a
    /// parent may be written), each component of a qualified name included: a protocol whose
    /// simple name is not among them is nobody's parent.
    func namesWrittenAsParents() -> Set<String> {
        var names: Set<String> = []
        // Protocols one after the other often name the same parent (`AnyObject`): a name equal to
        // the one inserted last is not hashed again.
        var last = ""
        for file in files.indices {
            let protocols = files[file].protocols
            for index in protocols.indices {
                let inheritance = protocols[index].inheritance
                for parent in inheritance.indices { Self.addNames(of: inheritance[parent], to: &names, last: &last) }
            }
            let aliases = files[file].typeAliases
            for index in aliases.indices { Self.addNames(of: aliases[index].type, to: &names, last: &last) }
        }
        return names
    }

    /// Inserts every name written in `type` into `names` (see ``namesWrittenAsParents()``);
    /// `last` is the name inserted last.
    static func addNames(of type: TypeSyntax, to names: inout Set<String>, last: inout String) {
        switch type {
        case .named(let components):
            for index in components.indices {
                if components[index].name != last {
                    names.insert(components[index].name)
                    last = components[index].name
                }
                let arguments = components[index].genericArguments
                for argument in arguments.indices { addNames(of: arguments[argument], to: &names, last: &last) }
            }
        case .optional(let t), .implicitlyUnwrapped(let t), .array(let t), .some(let t), .any(let t),
            .packExpansion(let t), .packElement(let t), .suppressed(let t), .metatype(let t, _),
            .attributed(_, _, let t):
            addNames(of: t, to: &names, last: &last)
        case .dictionary(let key, let value):
            addNames(of: key, to: &names, last: &last)
            addNames(of: value, to: &names, last: &last)
        case .tuple(let elements):
            for index in elements.indices { addNames(of: elements[index].type, to: &names, last: &last) }
        case .function(let function):
            let parameters = function.parameters
            for index in parameters.indices { addNames(of: parameters[index].type, to: &names, last: &last) }
            addNames(of: function.result, to: &names, last: &last)
        case .composition(let parts):
            for index in parts.indices { addNames(of: parts[index], to: &names, last: &last) }
        }
    }

    /// `Foundation.NSObjectProtocol` → `NSObjectProtocol`; compositions are not plain names.
    static func plainName(_ type: TypeSyntax) -> String {
        if case .named(let components) = type, let last = components.last, components.count <= 2 { return last.name }
        return type.description
    }

    /// A global actor attribute such as `@MainActor`: an attribute named `MainActor` or ending in
    /// `Actor` without arguments.
    static func globalActorAttribute(of info: DeclarationInfo) -> String? {
        info.attributes.first { $0.arguments == nil && ($0.name == "MainActor" || $0.name.hasSuffix("Actor")) }
            .map { "@\($0.name)" }
    }

    mutating func collectAncestors(
        of decl: ProtocolDecl, into ancestors: inout [ProtocolDecl], visiting: inout Set<String>,
        standardParents: inout Set<String>
    ) {
        let parents = expandedParents(decl.inheritance)
        for parent in parents {
            // A parent written as one name (`AnyObject`, `FooDelegate`) is its own plain name.
            let name: String
            let plain: String
            if case .named(let components) = parent, components.count == 1, components[0].genericArguments.isEmpty {
                name = components[0].name
                plain = name
            } else {
                name = parent.description
                plain = Self.plainName(parent)
            }
            let isPlain = plain == name
            if Self.isKnownMarkerParent(name) || (!isPlain && Self.isKnownMarkerParent(plain)) {
                continue
            }
            if case .suppressed = parent { continue }
            guard let found = firstProtocol(named: name) ?? (isPlain ? nil : firstProtocol(named: plain)) else {
                if Self.globalActorNames.contains(name) { continue }
                if Self.synthesizedParents.contains(plain) {
                    standardParents.insert(plain)
                    continue
                }
                if let reason = Self.unproxiableStandardParents[plain] {
                    error(
                        .unsupportedRequirement,
                        "protocol '\(decl.name)' inherits from the standard-library protocol '\(plain)': \(reason)",
                        file: decl.fileIndex, offset: decl.info.offset)
                    continue
                }
                if Self.isStandardLibraryName(parent) {
                    error(
                        .unsupportedRequirement,
                        "protocol '\(decl.name)' inherits from the standard-library protocol '\(plain)', whose requirements ProxyGen does not know: it reads the inputs and the modules given with '--module', not the standard library (of its protocols, a proxy implements Equatable, Hashable, Identifiable, CustomStringConvertible and CustomDebugStringConvertible itself, and takes Sendable as a marker)",
                        file: decl.fileIndex, offset: decl.info.offset)
                    continue
                }
                error(
                    .missingParent,
                    "protocol '\(decl.name)' inherits from '\(name)', whose declaration is not among the inputs; add the file that declares '\(name)' (or, for a compiled module's protocol, its module in the configuration)",
                    file: decl.fileIndex, offset: decl.info.offset)
                continue
            }
            // The protocol being resolved is the first one visited.
            if visiting.isEmpty { visiting.insert(decl.qualifiedName) }
            if visiting.contains(found.qualifiedName) {
                if !ancestors.contains(where: { $0.qualifiedName == found.qualifiedName }) {
                    error(
                        .inheritanceCycle, "protocol '\(decl.name)' inherits from itself through '\(name)'",
                        file: decl.fileIndex,
                        offset: decl.info.offset)
                }
                continue
            }
            visiting.insert(found.qualifiedName)
            collectAncestors(of: found, into: &ancestors, visiting: &visiting, standardParents: &standardParents)
            ancestors.append(found)
        }
    }

    /// Parents with compositions (`A & B`) split and aliases of parents (`typealias Parts = A & B`)
    /// replaced by what they name, so that each resolves like a direct parent.
    func expandedParents(_ inheritance: [TypeSyntax]) -> [TypeSyntax] {
        // Without aliases or compositions, the parents are as written.
        if typeAliases.isEmpty && !inheritance.contains(where: { if case .composition = $0 { true } else { false } }) {
            return inheritance
        }
        var parents: [TypeSyntax] = []
        var expanding: Set<String> = []
        func add(_ type: TypeSyntax) {
            if case .composition(let parts) = type {
                parts.forEach(add)
            } else if !typeAliases.isEmpty, case .named(let components) = type, components.count == 1,
                components[0].genericArguments.isEmpty, let aliased = typeAliases[components[0].name],
                !declaresProtocol(named: components[0].name), expanding.insert(components[0].name).inserted
            {
                add(aliased)
            } else {
                parents.append(type)
            }
        }
        inheritance.forEach(add)
        return parents
    }

    static let globalActorNames: Set<String> = ["Actor", "DistributedActor"]

    /// Whether the protocol's own declaration makes it class-bound (`AnyObject`, `class`,
    /// `NSObjectProtocol`, `@objc`).
    static func isDirectlyClassBound(_ decl: ProtocolDecl) -> Bool {
        if decl.info.hasAttribute("objc") { return true }
        return decl.inheritance.contains { type in
            let parts: [TypeSyntax]
            if case .composition(let p) = type { parts = p } else { parts = [type] }
            return parts.contains { ["AnyObject", "class", "NSObjectProtocol"].contains(plainName($0)) }
        }
    }

    /// Standard-library parents a proxy conforms to by itself: equality and hashing by identity
    /// (two proxies are equal when they are the same proxy), descriptions of the forwardee, and
    /// `Identifiable`'s `id` for classes.
    static let synthesizedParents: Set<String> = [
        "Equatable", "Hashable", "Identifiable", "CustomStringConvertible", "CustomDebugStringConvertible",
    ]

    /// Standard-library parents a proxy cannot satisfy, and why.
    static let unproxiableStandardParents: [String: String] = {
        var reasons: [String: String] = [:]
        let valueSemantics =
            "its requirements compare or create values of the conforming type itself, which a proxy (a class wrapping another conformer) cannot forward"
        for name in ["Comparable", "Strideable", "Numeric", "AdditiveArithmetic", "RawRepresentable", "CaseIterable", "OptionSet", "SetAlgebra", "Codable", "Decodable", "Encodable", "LosslessStringConvertible"] {
            reasons[name] = valueSemantics
        }
        let sequences =
            "its requirements are associated types and generic algorithms of the conforming type, not calls a proxy could forward and publish"
        for name in ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "IteratorProtocol", "AsyncSequence", "AsyncIteratorProtocol"] {
            reasons[name] = sequences
        }
        let executors =
            "the concurrency runtime runs jobs on an executor through unowned references and checks its identity, so a proxy in front of another executor would change which executor code is isolated to"
        for name in ["Executor", "SerialExecutor", "TaskExecutor"] { reasons[name] = executors }
        reasons["Error"] = "an error is a value that is thrown, not a delegate that is called"
        return reasons
    }()

    /// A parameter type written through a file-scope typealias of a function type, without
    /// `@escaping`, as the function type it names: the closure is non-escaping, so the proxy
    /// forwards it and never carries it, as it does a function type written out. `nil` for any
    /// other type.
    func expandedNonEscapingClosureAlias(_ type: TypeSyntax) -> TypeSyntax? {
        var attributes: [Attribute] = []
        var specifiers: [String] = []
        var base = type
        if case .attributed(let a, let s, let b) = type {
            attributes = a
            specifiers = s
            base = b
        }
        // Only a plain name can be an alias: most parameter types end the search here.
        guard case .named(let components) = base, components.count == 1, components[0].genericArguments.isEmpty,
            typeAliases[components[0].name] != nil
        else { return nil }
        guard !attributes.contains(where: { $0.name == "escaping" }) else { return nil }
        var expanding: Set<String> = []
        var expanded = base
        while case .named(let components) = expanded, components.count == 1, components[0].genericArguments.isEmpty,
            !declaresProtocol(named: components[0].name), let aliased = typeAliases[components[0].name],
            expanding.insert(components[0].name).inserted
        {
            expanded = aliased
        }
        guard !expanding.isEmpty, expanded.isFunction else { return nil }
        return attributes.isEmpty && specifiers.isEmpty
            ? expanded : .attributed(attributes: attributes, specifiers: specifiers, base: expanded)
    }

    /// Whether a parent names a protocol of the standard library (unqualified, or qualified by
    /// `Swift` or `_Concurrency`) that is neither implemented by proxies nor refused with a reason
    /// of its own: the inputs cannot declare it, so "add the file that declares it" would mislead.
    static func isStandardLibraryName(_ parent: TypeSyntax) -> Bool {
        guard case .named(let components) = parent, let last = components.last, last.genericArguments.isEmpty
        else { return false }
        switch components.count {
        case 1: break
        case 2 where ["Swift", "_Concurrency"].contains(components[0].name): break
        default: return false
        }
        return otherStandardLibraryProtocols.contains(last.name)
    }

    /// The standard library's other public protocols a delegate protocol might inherit from.
    static let otherStandardLibraryProtocols: Set<String> = [
        "BinaryFloatingPoint", "BinaryInteger", "BitwiseCopyable", "CVarArg", "CodingKey",
        "CustomLeafReflectable", "CustomPlaygroundDisplayConvertible", "CustomReflectable", "Decoder",
        "Encoder", "ExpressibleByArrayLiteral", "ExpressibleByBooleanLiteral",
        "ExpressibleByDictionaryLiteral", "ExpressibleByExtendedGraphemeClusterLiteral", "ExpressibleByFloatLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByNilLiteral", "ExpressibleByStringInterpolation",
        "ExpressibleByStringLiteral", "ExpressibleByUnicodeScalarLiteral", "FixedWidthInteger", "FloatingPoint",
        "GlobalActor", "KeyedDecodingContainerProtocol", "KeyedEncodingContainerProtocol",
        "LazyCollectionProtocol", "LazySequenceProtocol", "RandomNumberGenerator", "RangeExpression", "SIMD",
        "SIMDScalar", "SIMDStorage", "SignedInteger", "SignedNumeric", "SingleValueDecodingContainer",
        "SingleValueEncodingContainer", "StringInterpolationProtocol", "StringProtocol", "TextOutputStream",
        "TextOutputStreamable", "UnicodeCodec", "UnkeyedDecodingContainer", "UnkeyedEncodingContainer",
        "UnsignedInteger",
    ]

    static func isOptionalRequirement(_ member: Member) -> Bool {
        switch member {
        case .function(let f): return f.info.hasModifier("optional")
        case .ifConfig(let block): return block.clauses.contains { $0.members.contains(where: isOptionalRequirement) }
        default: return false
        }
    }

    /// The default implementations the unconstrained extensions of `proto` declare, worked out
    /// once per protocol: ancestors are shared by many protocols.
    mutating func defaultImplementations(of proto: ProtocolDecl) -> DefaultImplementations {
        // Most protocols have no extension: nothing to remember.
        guard let extensions = extensionsByName[proto.name] else { return .none }
        let key = DefaultsKey(name: proto.name, qualifiedName: proto.qualifiedName)
        if let known = defaultsByProtocol[key] { return known }
        // `extension Outer.Delegate` extends another type than `Delegate`; a deprecated default
        // would warn wherever it satisfies the requirement, so it is treated as none.
        let members = extensions.filter {
            $0.whereClause.isEmpty && $0.extendedType == proto.qualifiedName
        }
        .flatMap { Self.flatten($0.members) }.filter { !Self.isDeprecated($0) }
        let defaults = DefaultImplementations(members)
        defaultsByProtocol[key] = defaults
        return defaults
    }

    /// The members with those of `#if` clauses in their place. Most lists have no `#if`: they
    /// are returned as they are.
    static func flatten(_ members: [Member]) -> [Member] {
        guard members.contains(where: { if case .ifConfig = $0 { true } else { false } }) else { return members }
        var flattened: [Member] = []
        flattened.reserveCapacity(members.count)
        for member in members {
            if case .ifConfig(let block) = member {
                for clause in block.clauses { flattened += flatten(clause.members) }
            } else {
                flattened.append(member)
            }
        }
        return flattened
    }

    // MARK: - Requirements

    mutating func requirementNodes(
        _ members: [Member], owner: ProtocolDecl, defaults: [DefaultImplementations],
        associatedTypes: inout [AssociatedTypeDecl],
        seen: inout [String: String]
    ) -> [RequirementNode] {
        var nodes: [RequirementNode] = []
        nodes.reserveCapacity(members.count)
        let file = owner.fileIndex
        let ownerQualifiedName = owner.qualifiedName
        for member in members {
            switch member {
            case .function(let function):
                // Most requirements have no modifier: the list is read once.
                let modifiers = function.info.modifiers
                if let variadic = function.parameters.first(where: \.isVariadic) {
                    error(
                        .variadicParameter,
                        "requirement '\(function.fullName)' has a variadic parameter '\(variadic.name)'; Swift cannot forward variadic arguments, so '\(owner.name)' cannot be proxied",
                        file: file, offset: function.info.offset)
                    continue
                }
                // Swift rejects `mutating` in a protocol that is itself class-bound; one inherited
                // from a protocol that is not is forwarded in place.
                if !modifiers.isEmpty, modifiers.contains("mutating"), Self.isDirectlyClassBound(owner) {
                    error(
                        .mutatingRequirement,
                        "'mutating' requirement '\(function.fullName)' is not allowed in the class-bound protocol '\(owner.name)'; remove 'mutating'",
                        file: file, offset: function.info.offset)
                    continue
                }
                let defaultFunction =
                    defaults.isEmpty ? nil : DefaultImplementations.implementation(of: function, in: defaults)
                let hasDefault = defaultFunction != nil
                if !modifiers.isEmpty && (modifiers.contains("static") || modifiers.contains("class")) {
                    // A static requirement with a default is satisfied by the extension itself.
                    if hasDefault { continue }
                    error(
                        .unsupportedRequirement,
                        "static requirement '\(function.fullName)' cannot be forwarded: a proxy forwards calls to a delegate instance",
                        file: file, offset: function.info.offset)
                    continue
                }
                // A parent's requirement restated by a child is one requirement.
                // (Within one protocol, equal declarations are left for the compiler to report.)
                // Without parents every declaration is its protocol's own (`seen` only ever holds
                // this owner, `restatedFunctions` nothing): no key is needed.
                var restatement: (decl: FunctionDecl, owner: String)?
                if comparesRestatements {
                    let key = Self.restatementKey(function)
                    if let first = seen[key], first != ownerQualifiedName { continue }
                    seen[key] = ownerQualifiedName
                    restatement = restatedFunctions[key].flatMap { $0.owner == ownerQualifiedName ? nil : $0 }
                }
                // The proxy of the protocol that declares the requirement as implemented receives it
                // on a shared slot: a parent's proxy cannot take a call its declaration differs from
                // (it throws where the restatement does not).
                let routedOwner =
                    restatement.map { $0.decl.effects == function.effects ? ownerQualifiedName : $0.owner }
                    ?? ownerQualifiedName
                var implemented = restatement?.decl ?? function
                // Written only where an alias expands: a write copies the parameters the parsed
                // declaration shares.
                if !typeAliases.isEmpty {
                    for index in implemented.parameters.indices {
                        if let expanded = expandedNonEscapingClosureAlias(implemented.parameters[index].type) {
                            implemented.parameters[index].type = expanded
                        }
                    }
                }
                let eventName = nextEventName(doc: implemented.info.doc) { EventNaming.baseName(of: implemented) }
                var requirement = Requirement(
                    kind: .function(implemented), eventName: eventName, hasDefault: hasDefault,
                    owner: owner.name, qualifiedOwner: routedOwner, ordinal: requirementCount)
                requirementCount += 1
                checkSelfAndMemberName(of: implemented, requirement, file: file)
                if let implementation = defaultFunction {
                    requirement.defaultEffects = implementation.effects
                    requirement.defaultMutates = implementation.info.hasModifier("mutating")
                }
                nodes.append(.requirement(requirement))
            case .property(var property):
                // Most requirements have no modifier: the list is read once.
                let modifiers = property.info.modifiers
                let isStatic = !modifiers.isEmpty && modifiers.contains("static")
                let defaultMember =
                    defaults.isEmpty
                    ? nil
                    : DefaultImplementations.first(in: defaults) {
                        guard case .property(let p) = $0 else { return false }
                        return p.name == property.name && p.info.hasModifier("static") == isStatic
                    }
                let hasDefault = defaultMember != nil
                if !modifiers.isEmpty && modifiers.contains("optional") && !property.type.isOptional {
                    error(
                        .unsupportedRequirement,
                        "optional property requirement '\(property.name)' of a non-optional type is not supported: a proxy without a forwardee that implements it would have nothing to return; make its type optional, or make it a method or a required property",
                        file: file, offset: property.info.offset)
                    continue
                }
                if isStatic || (!modifiers.isEmpty && modifiers.contains("class")) {
                    if hasDefault { continue }
                    error(
                        .unsupportedRequirement,
                        "static requirement '\(property.name)' cannot be forwarded: a proxy forwards to a delegate instance",
                        file: file, offset: property.info.offset)
                    continue
                }
                // As for functions: without parents no key is needed.
                if comparesRestatements {
                    let key = "var \(property.name)"
                    if let first = seen[key], first != ownerQualifiedName { continue }
                    seen[key] = ownerQualifiedName
                }
                // Made settable by a descendant's restatement, not by a settable declaration of
                // the same name in another `#if` clause of its own protocol.
                let settableOwner =
                    settableProperties.isEmpty
                    ? nil : settableProperties[property.name].flatMap { $0 == ownerQualifiedName ? nil : $0 }
                // A property a descendant makes settable is received by that descendant's proxy on a
                // shared slot: the parent's cannot set it.
                let routedOwner = property.isSettable ? ownerQualifiedName : settableOwner ?? ownerQualifiedName
                let eventName = nextEventName(doc: property.info.doc) { property.name.unbackticked }
                var mentionsSelf = false
                Self.checkMentionedNames(property.type, mentionsSelf: &mentionsSelf, candidates: &nestedNameCandidates)
                let hasMemberName = Self.isProxyMemberName(property.name)
                // The declaration as the requirement restates it, changed in place (not copied).
                property.isSettable = property.isSettable || settableOwner != nil
                var requirement = Requirement(
                    kind: .property(consume property), eventName: eventName, hasDefault: hasDefault, owner: owner.name,
                    qualifiedOwner: routedOwner, ordinal: requirementCount)
                requirementCount += 1
                checkSelfAndMemberName(
                    requirement, mentionsSelf: mentionsSelf, hasMemberName: hasMemberName, file: file)
                if case .property(let implementation)? = defaultMember {
                    requirement.defaultEffects = implementation.getterEffects
                }
                nodes.append(.requirement(requirement))
            case .subscript(let sub):
                if let variadic = sub.parameters.first(where: \.isVariadic) {
                    error(
                        .variadicParameter,
                        "subscript requirement has a variadic parameter '\(variadic.name)'; Swift cannot forward variadic arguments",
                        file: file, offset: sub.info.offset)
                    continue
                }
                let defaultMember = DefaultImplementations.first(in: defaults) {
                    if case .subscript(let s) = $0 {
                        return s.parameters.map(\.label) == sub.parameters.map(\.label)
                            && s.parameters.map(\.type.description) == sub.parameters.map(\.type.description)
                    }
                    return false
                }
                if comparesRestatements {
                    let key = "subscript(\(sub.parameters.map { "\($0.label ?? "_"): \($0.type)" }))->\(sub.result)"
                    if let first = seen[key], first != ownerQualifiedName { continue }
                    seen[key] = ownerQualifiedName
                }
                let eventName = nextEventName(doc: sub.info.doc) { EventNaming.baseName(of: sub) }
                var mentionsSelf = false
                let parameters = sub.parameters
                for index in parameters.indices {
                    Self.checkMentionedNames(
                        parameters[index].type, mentionsSelf: &mentionsSelf, candidates: &nestedNameCandidates)
                }
                Self.checkMentionedNames(sub.result, mentionsSelf: &mentionsSelf, candidates: &nestedNameCandidates)
                var requirement = Requirement(
                    kind: .subscript(sub), eventName: eventName, hasDefault: defaultMember != nil, owner: owner.name,
                    qualifiedOwner: ownerQualifiedName, ordinal: requirementCount)
                requirementCount += 1
                // `subscript` is none of the proxy's member names.
                checkSelfAndMemberName(requirement, mentionsSelf: mentionsSelf, hasMemberName: false, file: file)
                if case .subscript(let implementation)? = defaultMember {
                    requirement.defaultEffects = implementation.getterEffects
                }
                nodes.append(.requirement(requirement))
            case .initializer(let initializer):
                error(
                    .unsupportedRequirement,
                    "initializer requirement 'init(\(initializer.parameters.map { "\($0.label ?? "_"):" }.joined()))' cannot be proxied: a proxy wraps an existing delegate instead of being created by the protocol's users",
                    file: file, offset: initializer.info.offset)
            case .associatedType(let associated):
                if !associatedTypes.contains(where: { $0.name == associated.name }) {
                    associatedTypes.append(associated)
                }
            case .typeAlias:
                continue
            case .ifConfig(let block):
                var clauses: [(condition: String?, nodes: [RequirementNode])] = []
                // Alternatives of one `#if` may declare the same requirement; each sees only what
                // came before the `#if`.
                var seenInClauses = seen
                for clause in block.clauses {
                    var clauseSeen = seen
                    clauses.append(
                        (
                            clause.condition,
                            requirementNodes(
                                clause.members, owner: owner, defaults: defaults, associatedTypes: &associatedTypes,
                                seen: &clauseSeen)
                        ))
                    seenInClauses.merge(clauseSeen) { first, _ in first }
                }
                seen = seenInClauses
                nodes.append(.ifConfig(clauses))
            }
        }
        return nodes
    }

    /// Whether a member is deprecated by an `@available` attribute.
    static func isDeprecated(_ member: Member) -> Bool {
        let info: DeclarationInfo
        switch member {
        case .function(let d): info = d.info
        case .property(let d): info = d.info
        case .subscript(let d): info = d.info
        default: return false
        }
        return info.attributes.contains { $0.name == "available" && ($0.arguments ?? "").containsASCII("deprecated") }
    }

    /// What makes two function declarations the same requirement: name, labels, parameter and
    /// result types.
    static func restatementKey(_ function: FunctionDecl) -> String {
        // Parameter types apart by a character no type contains.
        var key = function.fullName + "("
        for (index, parameter) in function.parameters.enumerated() {
            if index > 0 { key += "\u{1F}" }
            key += parameter.type.description
        }
        key += function.effects.isAsync ? ") async->" : ")->"
        if let result = function.result { key += result.description }
        return key
    }

    /// A `mutating` requirement, or a setter of a protocol that is not class-bound, changes the
    /// forwardee in place. A proxy that can be used from several threads (Sendable, or isolated
    /// with `nonisolated` requirements) keeps its forwardee behind a lock, and cannot change it
    /// in place without holding the lock during the call or losing concurrent changes.
    mutating func checkInPlaceMutation(
        _ requirements: [Requirement], of decl: ProtocolDecl, isClassBound: Bool, isSendable: Bool,
        isIsolated: Bool
    ) {
        let hasNonisolated = requirements.contains { $0.info.hasModifier("nonisolated") }
        guard isSendable || (isIsolated && hasNonisolated) else { return }
        for requirement in requirements {
            let what: String
            if requirement.info.hasModifier("mutating") {
                what = "'mutating' requirement '\(requirement.swiftName)'"
            } else if !isClassBound, case .property(let p) = requirement.kind, p.isSettable {
                what = "settable property '\(requirement.swiftName)' of a protocol that is not class-bound"
            } else if !isClassBound, case .subscript(let s) = requirement.kind, s.isSettable {
                what = "settable subscript of a protocol that is not class-bound"
            } else {
                continue
            }
            error(
                .mutatingRequirement,
                "\(what) changes the forwardee in place; the proxy of '\(decl.name)' can be used from several threads and keeps its forwardee behind a lock, so it cannot forward it without holding the lock during the call",
                file: decl.fileIndex, offset: requirement.info.offset)
        }
    }

    /// Names the proxy declares itself: a requirement with one of these names would collide.
    static let proxyMemberNames: [String] = [
        "events", "beforeEvents", "forwardee", "proxyState", "Events", "Defaults", "ProxyState",
    ]
    /// The byte counts of ``proxyMemberNames``, as bits, and of the same names in backticks.
    static let proxyMemberNameLengths: UInt64 = proxyMemberNames.reduce(0) {
        $0 | 1 << UInt64($1.utf8.count) | 1 << UInt64($1.utf8.count + 2)
    }
    /// The first bytes of ``proxyMemberNames``, and a backtick, as bits (each is a byte from 0x40
    /// to 0x7F, one bit apiece for `byte & 63`).
    static let proxyMemberNameFirstBytes: UInt64 = proxyMemberNames.reduce(1 << UInt64(UInt8(ascii: "`") & 63)) {
        let first = $1.utf8.first!
        precondition(first >= 0x40 && first < 0x80, "a member name's first byte is a letter")
        return $0 | 1 << UInt64(first & 63)
    }

    /// Whether `name` is one of ``proxyMemberNames`` (in backticks or not): a handful, compared
    /// where the first byte and the byte count can match, which costs less than hashing.
    @inline(__always)
    static func isProxyMemberName(_ name: String) -> Bool {
        // Most names end at their first byte.
        guard let first = name.utf8.withContiguousStorageIfAvailable({ $0.first }) ?? name.utf8.first,
            first >= 0x40 && first < 0x80 && proxyMemberNameFirstBytes & (1 << UInt64(first & 63)) != 0
        else { return false }
        return isProxyMemberNameComparing(name)
    }

    /// ``isProxyMemberName(_:)`` of a name that starts as one of the names may.
    static func isProxyMemberNameComparing(_ name: String) -> Bool {
        // (Names of other lengths are not looked up.)
        guard proxyMemberNameLengths & (1 << min(name.utf8.count, 63)) != 0 else { return false }
        let unbackticked = name.unbackticked
        let count = unbackticked.utf8.count
        for member in proxyMemberNames where member.utf8.count == count && member == unbackticked { return true }
        return false
    }

    /// Reports a requirement that mentions `Self` (it cannot be forwarded: the proxy is not its
    /// forwardee's type) or is named like one of the proxy's own members (they would collide).
    /// Its types are tested as it is made (``checkMentionedNames(_:mentionsSelf:candidates:)``),
    /// which also gathers ``ResolvedProxy/nestedNameCandidates``.
    mutating func checkSelfAndMemberName(
        _ requirement: Requirement, mentionsSelf: Bool, hasMemberName: Bool, file: Int
    ) {
        guard mentionsSelf || hasMemberName else { return }
        if mentionsSelf {
            error(
                .unsupportedRequirement,
                "requirement '\(requirement.swiftName)' uses 'Self'; a proxy is not its forwardee's type, so it cannot forward it",
                file: file, offset: requirement.info.offset)
        }
        if hasMemberName {
            let name: String
            switch requirement.kind {
            case .function(let f): name = f.name
            case .property(let p): name = p.name
            case .subscript: name = "subscript"
            }
            error(
                .unsupportedRequirement,
                "requirement '\(requirement.swiftName)' has the name of the proxy's own '\(name)' member",
                file: file, offset: requirement.info.offset)
        }
    }

    /// ``checkSelfAndMemberName(_:mentionsSelf:hasMemberName:file:)`` of a function
    /// requirement, `function` its declaration.
    mutating func checkSelfAndMemberName(of function: FunctionDecl, _ requirement: Requirement, file: Int) {
        var mentionsSelf = false
        let parameters = function.parameters
        for index in parameters.indices {
            Self.checkMentionedNames(
                parameters[index].type, mentionsSelf: &mentionsSelf, candidates: &nestedNameCandidates)
        }
        if let result = function.result {
            Self.checkMentionedNames(result, mentionsSelf: &mentionsSelf, candidates: &nestedNameCandidates)
        }
        checkSelfAndMemberName(
            requirement, mentionsSelf: mentionsSelf, hasMemberName: Self.isProxyMemberName(function.name), file: file)
    }

    /// Tests every name `type` mentions (those ``TypeSyntax/forEachMentionedName(_:)`` reports):
    /// sets `mentionsSelf` where one is `Self`, and appends to `candidates` those that could be
    /// one of a proxy's nested types (``ResolvedProxy/mayNameNestedType(_:)``).
    ///
    /// A name, or a name made optional (most types of a requirement), is tested here, without a
    /// call; any other type by ``checkMentionedNamesWalking(_:mentionsSelf:candidates:)``.
    @inline(__always)
    static func checkMentionedNames(_ type: TypeSyntax, mentionsSelf: inout Bool, candidates: inout [String]) {
        switch type {
        case .named(let components) where components.count == 1 && components[0].genericArguments.isEmpty:
            checkMentionedName(components[0].name, mentionsSelf: &mentionsSelf, candidates: &candidates)
        case .optional(.named(let components)) where components.count == 1 && components[0].genericArguments.isEmpty:
            checkMentionedName(components[0].name, mentionsSelf: &mentionsSelf, candidates: &candidates)
        default:
            checkMentionedNamesWalking(type, mentionsSelf: &mentionsSelf, candidates: &candidates)
        }
    }

    /// ``checkMentionedNames(_:mentionsSelf:candidates:)`` of any type: every name
    /// ``TypeSyntax/forEachMentionedName(_:)`` reports is tested.
    static func checkMentionedNamesWalking(
        _ type: TypeSyntax, mentionsSelf: inout Bool, candidates: inout [String]
    ) {
        type.forEachMentionedName { checkMentionedName($0, mentionsSelf: &mentionsSelf, candidates: &candidates) }
    }

    /// Sets `mentionsSelf` where `name` is `Self`; appends it to `candidates` where it could be
    /// one of a proxy's nested types. Both are told by the name's bytes, without a call.
    @inline(__always)
    static func checkMentionedName(_ name: String, mentionsSelf: inout Bool, candidates: inout [String]) {
        // Fewer than four bytes: neither `Self` nor any of the names.
        guard name.utf8.count >= 4 else { return }
        let isSelf: Bool
        let isCandidate: Bool
        if let (a, b) = name.utf8.withContiguousStorageIfAvailable({ bytes in
            (
                bytes.count == 4
                    && UnsafeRawPointer(bytes.baseAddress!).loadUnaligned(as: UInt32.self)
                        == ResolvedProxy.lastFourBytes("Self"),
                ResolvedProxy.mayNameNestedType(bytes)
            )
        }) {
            (isSelf, isCandidate) = (a, b)
        } else {
            (isSelf, isCandidate) = (name == "Self", ResolvedProxy.mayNameNestedType(name))
        }
        if isSelf { mentionsSelf = true }
        if isCandidate { candidates.append(name) }
    }

    // MARK: - Event names

    /// The event name of the requirement about to be made: `baseName()`, by the rule, kept in
    /// ``eventNamesByRule``. Where a requirement's name is chosen (configured, or `@event(…)` in
    /// its doc comment), the protocol's requirements are named again by
    /// ``eventNames(_:file:)`` once they are made (``eventNamesFollowRule`` is false), and this
    /// one's name is left empty until then.
    mutating func nextEventName(doc: String?, baseName: () -> String) -> String {
        guard eventNamesFollowRule else { return "" }
        guard eventNameOverrides.isEmpty && EventNaming.override(in: doc) == nil else {
            eventNamesFollowRule = false
            return ""
        }
        let name = baseName()
        if requirementCount < eventNamesByRule.count {
            eventNamesByRule[requirementCount] = name
        } else {
            eventNamesByRule.append(name)
        }
        return name
    }

    /// The event names of `all`, a proxy's requirements depth first (the order `apply` below
    /// writes them back in), diagnosing names chosen twice.
    mutating func eventNames(_ all: [Requirement], file: Int) -> [String] {
        var names: [String] = []
        names.reserveCapacity(all.count)
        // Which names were chosen (by an annotation or a configured override): made once one is.
        var fixed: [Bool] = []
        // By index: a requirement is read in place, not copied.
        for i in all.indices {
            // Most runs name no events: the Swift name is worked out only where they do.
            let configured =
                eventNameOverrides.isEmpty
                ? nil
                : eventNameOverrides["\(all[i].owner).\(all[i].swiftName)"] ?? eventNameOverrides[all[i].swiftName]
            if let override = configured ?? EventNaming.override(in: all[i].documentation) {
                if !EventNaming.isValidIdentifier(override) {
                    error(
                        .invalidAnnotation,
                        "event name '\(override)' for '\(all[i].swiftName)' is not a valid identifier",
                        file: file, offset: all[i].info.offset)
                }
                names.append(override)
                if fixed.isEmpty { fixed = [Bool](repeating: false, count: all.count) }
                fixed[i] = true
            } else {
                names.append(EventNaming.baseName(all[i].kind))
            }
        }
        // Nearly always every name is distinct: nothing to append, nothing to number.
        guard !EventNaming.allDistinct(names[...]) else { return names }
        if fixed.isEmpty { fixed = [Bool](repeating: false, count: all.count) }
        // Overloads: append type names to every member of a colliding group that is not fixed.
        var groups: [String: [Int]] = [:]
        groups.reserveCapacity(names.count)
        for i in names.indices { groups[names[i], default: []].append(i) }
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) where members.count > 1 {
            // A chosen name that is another requirement's own name would rename that one silently.
            if let chosen = members.first(where: { fixed[$0] }) {
                for i in members where !fixed[i] {
                    error(
                        .duplicateEventName,
                        "event name '\(names[chosen])' chosen for '\(all[chosen].swiftName)' is the event name of '\(all[i].swiftName)'; choose another name, or name both",
                        file: file, offset: all[chosen].info.offset)
                }
            }
            for i in members where !fixed[i] {
                names[i] += EventNaming.typeSuffix(all[i].kind)
            }
        }
        // Still colliding: number in declaration order; fixed names that collide are errors.
        var seen: [String: Int] = [:]
        for i in names.indices {
            if let first = seen[names[i]] {
                if fixed[i] {
                    error(
                        .duplicateEventName,
                        "event name '\(names[i])' of '\(all[i].swiftName)' is already used by '\(all[first].swiftName)'",
                        file: file, offset: all[i].info.offset)
                    continue
                }
                var n = 2
                while seen[names[i] + String(n)] != nil || names.contains(names[i] + String(n)) { n += 1 }
                names[i] += String(n)
            }
            seen[names[i]] = i
        }
        return names
    }

    /// Writes the event names back, walking the nodes in the order ``RequirementNode/allRequirements``
    /// lists them, and numbers the requirements in that order (see ``Requirement/ordinal``).
    func apply(_ names: [String], to nodes: inout [RequirementNode]) {
        var next = 0
        func apply(_ nodes: inout [RequirementNode]) {
            for i in nodes.indices {
                // The node lets go of its requirement while it changes: changed in place, not copied.
                if var requirement = nodes[i].takeRequirement() {
                    requirement.eventName = names[next]
                    requirement.ordinal = next
                    next += 1
                    nodes[i] = .requirement(requirement)
                } else if case .ifConfig(var clauses) = nodes[i] {
                    for c in clauses.indices { apply(&clauses[c].nodes) }
                    nodes[i] = .ifConfig(clauses)
                }
            }
        }
        apply(&nodes)
    }
}
