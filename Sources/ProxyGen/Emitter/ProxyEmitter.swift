// ProxyEmitter: writes one proxy class — events, forwardee storage, responders, init, deinit —
// and delegates each requirement to ProxyEmitter+Requirements.

/// Writes the Swift source of one ``ResolvedProxy``.
struct ProxyEmitter {
    /// What the emitter decided about the proxy in `init`, in one object: an emitter is copied
    /// for requirements of routed parents (see ``routedOwner``) and captured by the closures that
    /// write blocks, and a copy then retains one reference instead of every part of the proxy.
    final class Plan {
        let proxy: ResolvedProxy
        let requirements: [Requirement]
        let usesLockedStorage: Bool
        let isGeneric: Bool
        let eventIndexByOrdinal: [Int]
        let eventCount: Int
        let forwardeeTypeName: String
        let hostTypeName: String
        let eventsTypeName: String
        let timingName: String
        let defaultsTypeName: String
        /// Decided in `init` once the rest is known (they ask the emitter).
        var routeOwners: [String] = []
        var respondedRequirements: [Requirement] = []
        var initResponders: [Requirement] = []
        var answersOptionalRequirements = false
        var hasDefaults = false
        /// Whether `proxy(for:delegate:)` and `uninstall(from:delegate:)` come from the runtime's
        /// `DelegateProxyInstallation` instead of being written into the proxy.
        var installsThroughRuntime = false
        /// Every requirement's proxy parameters, in ordinal order (see
        /// ``ProxyEmitter/workOutCarriages()``), each requirement's part at ``carriageBounds``.
        @exclusivity(unchecked) var carriedParameters: [ProxyParameter] = []
        /// Every requirement's carried values, in ordinal order.
        @exclusivity(unchecked) var carriedValues: [CarriedValue] = []
        /// By ordinal: where a requirement's parameters and values are.
        @exclusivity(unchecked) var carriageBounds: [CarriageBounds] = []
        /// By ordinal, where any: the parameters a requirement's events leave out, and why.
        @exclusivity(unchecked) var omittedParameters: [Int: [(name: String, reason: String)]] = [:]
        /// Where each requirement's responder type was first written (start and end by ordinal,
        /// -1 where it was not), in the writer of `responderTypesEpoch` (see
        /// ``ProxyEmitter/writeResponderType(_:sendable:_:)``).
        @exclusivity(unchecked) var responderTypes: [Int] = []
        @exclusivity(unchecked) var responderTypesEpoch: CodeWriter.Epoch?

        init(
            proxy: ResolvedProxy, requirements: [Requirement], usesLockedStorage: Bool, isGeneric: Bool,
            eventIndexByOrdinal: [Int], eventCount: Int, forwardeeTypeName: String, hostTypeName: String,
            eventsTypeName: String, timingName: String, defaultsTypeName: String
        ) {
            self.proxy = proxy
            self.requirements = requirements
            self.usesLockedStorage = usesLockedStorage
            self.isGeneric = isGeneric
            self.eventIndexByOrdinal = eventIndexByOrdinal
            self.eventCount = eventCount
            self.forwardeeTypeName = forwardeeTypeName
            self.hostTypeName = hostTypeName
            self.eventsTypeName = eventsTypeName
            self.timingName = timingName
            self.defaultsTypeName = defaultsTypeName
        }
    }
    let plan: Plan

    var proxy: ResolvedProxy { plan.proxy }
    /// Every requirement, flattened (for decisions that do not depend on `#if`).
    var requirements: [Requirement] { plan.requirements }
    /// Whether forwardee and responders live behind a lock (Sendable proxies, and global-actor
    /// proxies with `nonisolated` requirements).
    var usesLockedStorage: Bool { plan.usesLockedStorage }
    /// Whether the proxy is generic over its forwardee (protocols with associated types).
    var isGeneric: Bool { plan.isGeneric }
    /// The index of each requirement's event stream in the proxy's `ProxyEventStreams`, by
    /// ``Requirement/ordinal``; `-1` for a requirement without an event. A requirement declared in
    /// several `#if` clauses (one event name) keeps one index.
    var eventIndexByOrdinal: [Int] { plan.eventIndexByOrdinal }
    /// How many event streams the proxy has.
    var eventCount: Int { plan.eventCount }

    /// Takes the proxy it is given (the caller's copy, not another).
    init(proxy: consuming ResolvedProxy) {
        var requirements = RequirementNode.flattened(proxy.requirements)
        // Results per requirement are kept by its ordinal: number them where they are not (the
        // resolver does).
        if !requirements.indices.allSatisfy({ requirements[$0].ordinal == $0 }) {
            var next = 0
            RequirementNode.number(&proxy.requirements, from: &next)
            requirements = RequirementNode.flattened(proxy.requirements)
        }
        let hasNonisolated = requirements.contains { $0.info.hasModifier("nonisolated") }
        let usesLockedStorage = proxy.isSendable || (proxy.globalActor != nil && hasNonisolated)
        let (eventIndexByOrdinal, eventCount) = Self.eventIndices(requirements)
        // Inside the proxy its nested types hide the module's types of the same name: where a
        // requirement names such a type, the nested one gets another name. The names that could
        // clash were gathered by the resolver's walk over the requirements' types.
        let clashing = proxy.nestedNameCandidates
        let mentioned = { (name: String) in clashing.contains(name) }
        var timingName = "Timing"
        while mentioned(timingName) { timingName = "Proxy" + timingName }
        // The generic parameters of the proxy class and of its installation functions hide the
        // module's types of the same name, the protocol's and its associated types' names too. A
        // qualified protocol name (`Outer.Delegate`) is made of identifiers: its first is the one
        // a generic parameter can hide.
        let protocolName = proxy.protocolName
        let protocolHead =
            protocolName.utf8.containsByte(UInt8(ascii: "."))
            ? protocolName.utf8.firstIndex(of: UInt8(ascii: ".")).map { protocolName[..<$0] } ?? protocolName[...]
            : protocolName[...]
        let associatedTypes = proxy.associatedTypes
        let taken = { (name: String) in
            mentioned(name) || name == protocolHead || associatedTypes.contains { $0.name == name }
        }
        var forwardeeTypeName = "Forwardee"
        while taken(forwardeeTypeName) { forwardeeTypeName = "Proxy" + forwardeeTypeName }
        var hostTypeName = "Host"
        while taken(hostTypeName) { hostTypeName = "Proxy" + hostTypeName }
        plan = Plan(
            proxy: proxy, requirements: requirements, usesLockedStorage: usesLockedStorage,
            isGeneric: !proxy.associatedTypes.isEmpty, eventIndexByOrdinal: eventIndexByOrdinal, eventCount: eventCount,
            forwardeeTypeName: forwardeeTypeName, hostTypeName: hostTypeName,
            eventsTypeName: mentioned("Events") ? "ProxyEvents" : "Events",
            timingName: timingName, defaultsTypeName: mentioned("Defaults") ? "ProxyDefaults" : "Defaults")
        workOutCarriages()
        // Decisions every part of the proxy consults, made once.
        plan.answersOptionalRequirements = requirements.contains(where: \.isObjCOptional)
        plan.hasDefaults = requirements.contains(where: \.hasDefault)
        plan.routeOwners = uncachedRouteOwners
        plan.respondedRequirements = requirements.filter { needsResponder($0) && canRespond($0) }
        plan.initResponders = plan.respondedRequirements.filter { requiresResponderAtInit($0) }
        // The runtime's installation needs only `init(forwardingTo:)` and `forwardee`, from a
        // nonisolated extension: a proxy with answers to set at installation, routes to parents'
        // proxies or a global actor writes its own. Its associated type's name must not hide a type
        // the proxy's requirements or its protocol's name use.
        plan.installsThroughRuntime =
            !plan.isGeneric && plan.initResponders.isEmpty && plan.routeOwners.isEmpty
            && !plan.answersOptionalRequirements && plan.proxy.globalActor == nil
            && !taken(Self.runtimeInstallationTypeName)
    }

    /// The associated type of `ReactiveRuntime.DelegateProxyInstallation`, a name inside every
    /// proxy that conforms to it.
    static let runtimeInstallationTypeName = "ProxiedDelegate"

    /// The stream index of each requirement by ordinal (see ``eventIndexByOrdinal``), and the
    /// number of streams.
    static func eventIndices(_ requirements: [Requirement]) -> (byOrdinal: [Int], count: Int) {
        var byOrdinal = Array(repeating: -1, count: requirements.count)
        var count = 0
        // A few requirements: looking back costs less than hashing every name.
        var byName: [String: Int] = [:]
        let scans = requirements.count <= 32
        for (ordinal, requirement) in requirements.enumerated() where hasEvent(requirement) {
            var shared: Int?
            if scans {
                let nameCount = requirement.eventName.utf8.count
                for earlier in 0..<ordinal
                where byOrdinal[earlier] >= 0 && requirements[earlier].eventName.utf8.count == nameCount
                    && requirements[earlier].eventName == requirement.eventName
                {
                    shared = byOrdinal[earlier]
                    break
                }
            } else {
                shared = byName[requirement.eventName]
            }
            if let shared {
                byOrdinal[ordinal] = shared
            } else {
                byOrdinal[ordinal] = count
                if !scans { byName[requirement.eventName] = count }
                count += 1
            }
        }
        return (byOrdinal, count)
    }

    /// The index of the requirement's event stream, or `nil` where it publishes no event.
    func eventIndex(_ requirement: Requirement) -> Int? {
        let index = eventIndexByOrdinal[requirement.ordinal]
        return index >= 0 ? index : nil
    }

    /// The name of a generic proxy's parameter, its forwardee's type (`Forwardee`).
    var forwardeeTypeName: String { plan.forwardeeTypeName }
    /// The name of the installation functions' parameter, the host's type (`Host`).
    var hostTypeName: String { plan.hostTypeName }

    /// The name of the nested type holding the events (`Events`).
    var eventsTypeName: String { plan.eventsTypeName }
    /// The name of the events type's generic parameter, when the events are sent (`Timing`).
    var timingName: String { plan.timingName }
    /// The parent protocol that declares the requirement being written, when a proxy standing
    /// behind this one on a shared delegate slot receives that protocol's requirements.
    var routedOwner: String?
    /// The name of the nested conformer that runs the protocol's defaults (`Defaults`).
    var defaultsTypeName: String { plan.defaultsTypeName }

    var access: String { proxy.accessPrefix }

    /// `weak ` where the protocol is class-bound, else empty: the forwardee is held strongly.
    var weakPrefix: String { proxy.holdsForwardeeWeakly ? "weak " : "" }

    /// How the forwardee is held, for doc comments.
    var holding: String { proxy.holdsForwardeeWeakly ? "weakly" : "strongly" }

    /// The type of the forwardee: `any P` or the generic parameter.
    var forwardeeType: String { isGeneric ? forwardeeTypeName : "any \(proxy.protocolName)" }

    /// `(any P)?` or `Forwardee?`
    var optionalForwardeeType: String { isGeneric ? "\(forwardeeTypeName)?" : "(any \(proxy.protocolName))?" }

    /// Writes ``optionalForwardeeType``.
    func writeOptionalForwardeeType(_ w: inout CodeWriter) {
        if isGeneric {
            w.write(forwardeeTypeName)
            w.write("?")
        } else {
            w.write("(any ")
            w.write(proxy.protocolName)
            w.write(")?")
        }
    }

    /// Whether some requirement mutates the forwardee in place (see ``forwardeeAccess(_:setter:)``).
    var mutatesForwardeeInPlace: Bool {
        requirements.contains { requirement in
            if requirement.info.hasModifier("mutating") { return true }
            guard !proxy.holdsForwardeeWeakly else { return false }
            switch requirement.kind {
            case .function: return false
            case .property(let p): return p.isSettable
            case .subscript(let s): return s.isSettable
            }
        }
    }

    /// The parent protocols whose requirements this proxy passes to a proxy of that protocol standing
    /// behind it on a shared delegate slot (`UIScrollView.delegate` is `UITableView.delegate`), in
    /// declaration order. Installable proxies without locked storage only; empty without parents.
    var routeOwners: [String] { plan.routeOwners }

    private var uncachedRouteOwners: [String] {
        guard !isGeneric, !usesLockedStorage else { return [] }
        var owners: [String] = []
        for requirement in requirements where !requirement.qualifiedOwner.isEmpty && requirement.qualifiedOwner != proxy.protocolName {
            if !owners.contains(requirement.qualifiedOwner) { owners.append(requirement.qualifiedOwner) }
        }
        return owners
    }

    /// The stored route to the proxy that receives `owner`'s requirements: `slotRouteScrollDelegate`.
    func routeName(_ owner: String) -> String {
        "slotRoute" + owner.filter { $0 != "." }
    }

    /// Whether events, inputs and storage must be declared `nonisolated` (global-actor proxies).
    var nonisolatedPrefix: String { proxy.globalActor != nil ? "nonisolated " : "" }

    /// Requirements that need a responder: a result the proxy cannot make up without a forwardee.
    var respondedRequirements: [Requirement] { plan.respondedRequirements }

    /// The responded requirements whose responders `init` takes (see ``requiresResponderAtInit(_:)``).
    var initResponders: [Requirement] { plan.initResponders }

    /// Writes the parameter of an ``initResponders`` responder in `init` and `proxy(for:delegate:)`:
    /// `name: @escaping Type`.
    func writeInitResponderParameter(_ requirement: Requirement, _ w: inout CodeWriter) {
        w.write(requirement.eventName)
        w.write(": @escaping ")
        writeResponderType(requirement, sendable: usesLockedStorage, &w)
    }

    /// ``writeInitResponderParameter(_:_:)`` as text.
    func initResponderParameter(_ requirement: Requirement) -> String {
        var scratch = CodeWriter(capacity: 256)
        writeInitResponderParameter(requirement, &scratch)
        return scratch.text
    }

    /// Whether the proxy answers `responds(to:)` for Objective-C optional requirements, and so keeps
    /// a host that caches those answers (UIKit) in step through `DelegateAnswers`.
    var answersOptionalRequirements: Bool { plan.answersOptionalRequirements }

    /// Whether some requirement has a default implementation.
    var hasDefaults: Bool { plan.hasDefaults }

    /// Objective-C optional methods with a non-optional result: the forwardee's last answer is kept.
    var lastAnswerRequirements: [Requirement] {
        requirements.filter { requirement in
            guard requirement.isObjCOptional, case .function = requirement.kind else { return false }
            return needsResponder(requirement)
        }
    }

    /// Settable Objective-C optional properties: the proxy keeps what a host sets where the
    /// forwardee does not implement them.
    var storedValueRequirements: [Requirement] {
        requirements.filter { requirement in
            guard requirement.isObjCOptional, case .property(let property) = requirement.kind else { return false }
            return property.isSettable
        }
    }

    /// The type of a property requirement.
    func propertyType(_ requirement: Requirement) -> String {
        if case .property(let property) = requirement.kind { return "\(property.type)" }
        return ""
    }

    /// The statement run after a change that may change the proxy's answers.
    var answersChangedCall: String { answersOptionalRequirements ? "answersMayHaveChanged()" : "" }


    // MARK: - Class

    func emit(into w: inout CodeWriter) {
        let name = proxy.proxyName
        w.line("/// A delegate proxy for ``", proxy.protocolName, "``.")
        w.line("///")
        w.line("/// Set it as the delegate: it publishes every call on ``beforeEvents``, forwards it to ``forwardee``")
        w.line("/// (held ", holding, ") and returns its answer, then publishes the call on ``events``.")
        if !proxy.holdsForwardeeWeakly {
            w.line("///")
            w.line("/// The protocol is not class-bound, so the forwardee is held strongly: set it to `nil` to release it.")
        }
        // Availability of the protocol (deprecation included) is the proxy's.
        for attribute in proxy.decl.info.attributes where attribute.name == "available" { w.line(attribute.description) }
        if let actor = proxy.globalActor { w.line(actor) }
        w.beginLine()
        w.write(access)
        w.write("final class ")
        w.write(name)
        if isGeneric {
            w.write("<")
            w.write(forwardeeTypeName)
            w.write(": ")
            w.write(proxy.protocolName)
            w.write(">")
        }
        w.write(": ")
        if proxy.subclassesNSObject { w.write("NSObject, ") }
        w.write(proxy.protocolName)
        if plan.installsThroughRuntime { w.write(", ReactiveRuntime.DelegateProxyInstallation") }
        if proxy.isSendable && proxy.globalActor == nil { w.write(", Swift.Sendable") }
        w.openBlock()
        emitAssociatedTypes(&w)
        emitEventsType(&w)
        emitStorage(&w)
        emitInitializer(&w)
        emitDeinit(&w)
        if !isGeneric && !plan.installsThroughRuntime {
            w.line()
            emitInstallation(&w)
        }
        emitStandardParents(&w)
        forEach(proxy.requirements, &w) { requirement, w in
            w.line()
            emitRequirement(requirement, &w)
        }
        if answersOptionalRequirements {
            w.line()
            emitRespondsToSelector(&w)
            w.line()
            emitDelegateAnswers(&w)
        }
        if hasDefaults {
            w.line()
            emitDefaultsConformer(&w)
        }
        w.closeBlock()
    }

    /// Walks requirement nodes, writing `#if` directives around nested clauses.
    func forEach(_ nodes: [RequirementNode], _ w: inout CodeWriter, _ body: (Requirement, inout CodeWriter) -> Void) {
        for node in nodes {
            switch node {
            case .requirement(let requirement):
                body(requirement, &w)
            case .ifConfig(let clauses):
                for (i, clause) in clauses.enumerated() {
                    if let condition = clause.condition {
                        w.directive(i == 0 ? "#if \(condition)" : "#elseif \(condition)")
                    } else {
                        w.directive("#else")
                    }
                    forEach(clause.nodes, &w, body)
                }
                w.directive("#endif")
            }
        }
    }

    func emitAssociatedTypes(_ w: inout CodeWriter) {
        guard isGeneric else { return }
        for associated in proxy.associatedTypes {
            w.line("\(access)typealias \(associated.name) = \(forwardeeTypeName).\(associated.name)")
        }
        w.line()
    }

    // MARK: - Events

    func emitEventsType(_ w: inout CodeWriter) {
        w.line("/// The events of a ``", proxy.proxyName, "``, one stream per requirement: `events` sends each call")
        w.line("/// after the forwardee returns, `beforeEvents` before the call is forwarded. Each stream is created")
        w.line("/// when first observed and completes when the proxy is deinitialized.")
        if carriesInoutValue {
            w.line("///")
            w.line("/// An `inout` argument is carried with its value before the call, then with its value after it.")
        }
        w.beginLine()
        w.write(access)
        w.write("struct ")
        w.write(eventsTypeName)
        w.write("<")
        w.write(timingName)
        w.write(": ReactiveRuntime.ProxyEventTiming>: Swift.Sendable")
        w.openBlock()
        w.beginLine()
        w.write("fileprivate var streams = ReactiveRuntime.ProxyEventStreams(count: ")
        w.write(eventCount)
        w.write(")")
        w.endLine()
        forEach(proxy.requirements, &w) { requirement, w in
            guard let index = eventIndex(requirement) else { return }
            w.line()
            writeEventDocumentation(requirement, &w)
            w.beginLine()
            w.write(access)
            w.write("var ")
            w.write(Self.declarable(requirement.eventName))
            w.write(": ReactiveRuntime.Signal<")
            writePayloadType(requirement, &w)
            w.write(", Swift.Never> { streams.signal(")
            w.write(index)
            w.write(", ")
            w.write(timingName)
            w.write(".self) }")
            w.endLine()
        }
        w.closeBlock()
        w.line()
        w.line("/// The events this proxy publishes after the forwardee returns (RxCocoa's `methodInvoked`).")
        w.line(access, nonisolatedPrefix, "let events = ", eventsTypeName, "<ReactiveRuntime.AfterCall>()")
        w.line()
        w.line("/// The same events, published before each call is forwarded (RxCocoa's `sentMessage`).")
        w.line(
            access, nonisolatedPrefix, "var beforeEvents: ", eventsTypeName, "<ReactiveRuntime.BeforeCall> { ",
            eventsTypeName, "(streams: events.streams) }")
        w.line()
    }

    /// Whether some event carries an `inout` argument, whose value differs before and after the call.
    var carriesInoutValue: Bool {
        // The parameters' `inout` was read once, when they were made (see `workOutCarriages()`).
        let parameters = plan.carriedParameters
        for i in parameters.indices where parameters[i].isInout {
            let requirement = requirements[ordinal(ofCarriedParameter: i)]
            guard hasEvent(requirement) else { continue }
            let values = carriedValues(of: requirement)
            if values.contains(where: { $0.name == parameters[i].name }) { return true }
        }
        return false
    }

    /// Whether the requirement publishes an event: every method, and settable properties and
    /// subscripts (on set). Reading a property is not an event.
    func hasEvent(_ requirement: Requirement) -> Bool { Self.hasEvent(requirement) }

    static func hasEvent(_ requirement: Requirement) -> Bool {
        // A deprecated requirement is forwarded but publishes nothing: its event would name its
        // (usually deprecated) types outside any deprecated context, a warning in every build.
        if requirement.isDeprecated { return false }
        switch requirement.kind {
        case .function: return true
        case .property(let p): return p.isSettable
        case .subscript(let s): return s.isSettable
        }
    }

    /// The doc comment of a requirement's event: what it publishes, what it leaves out, then the
    /// requirement's own documentation.
    func writeEventDocumentation(_ requirement: Requirement, _ w: inout CodeWriter) {
        w.beginLine()
        switch requirement.kind {
        case .function:
            w.write("/// Calls of `")
            writeSwiftName(requirement, &w)
            w.write("`.")
        case .property:
            w.write("/// Sets of `")
            writeSwiftName(requirement, &w)
            w.write("`: the new value.")
        case .subscript:
            w.write("/// Sets of `")
            writeSwiftName(requirement, &w)
            w.write("`: the arguments and the new value.")
        }
        w.endLine()
        let omitted = omittedParameters(of: requirement)
        if !omitted.isEmpty {
            w.line("///")
            w.beginLine()
            w.write("/// Not carried: ")
            for (i, parameter) in omitted.enumerated() {
                if i > 0 { w.write(", ") }
                w.write("`")
                w.write(parameter.name)
                w.write("` (")
                w.write(parameter.reason)
                w.write(")")
            }
            w.write(".")
            w.endLine()
        }
        guard var doc = requirement.info.doc else { return }
        // ASCII text is written from its bytes, the lines never made Strings.
        let written = doc.withUTF8 { bytes -> Bool in
            // Empty lines are held back until a line with text follows, so that none is written
            // at the start or the end; the first line with text is preceded by an empty one.
            var wroteText = false
            var heldEmptyLines = 0
            return Self.forEachASCIIDocLine(bytes) { range in
                guard !range.isEmpty else {
                    if wroteText { heldEmptyLines += 1 }
                    return
                }
                if !wroteText {
                    w.line("///")
                    wroteText = true
                }
                for _ in 0..<heldEmptyLines { w.line("///") }
                heldEmptyLines = 0
                w.beginLine()
                w.write("/// ")
                w.write(UnsafeBufferPointer(rebasing: bytes[range]))
                w.endLine()
            }
        }
        guard !written else { return }
        let original = Self.characterDocLines(doc)
        if !original.isEmpty {
            w.line("///")
            for line in original {
                if line.isEmpty {
                    w.line("///")
                } else {
                    w.beginLine()
                    w.write("/// ")
                    w.write(line)
                    w.endLine()
                }
            }
        }
    }

    /// Writes ``Requirement/swiftName`` (`download(_:didReceive:)`, `title`, `subscript(_:)`).
    func writeSwiftName(_ requirement: Requirement, _ w: inout CodeWriter) {
        func writeLabels(_ parameters: [Parameter]) {
            w.write("(")
            // By index: an element is read in place, not copied with all its references.
            for i in parameters.indices {
                if let label = parameters[i].label { w.write(label) } else { w.write("_") }
                w.write(":")
            }
            w.write(")")
        }
        switch requirement.kind {
        case .function(let f):
            w.write(f.name)
            writeLabels(f.parameters)
        case .property(let p):
            w.write(p.name)
        case .subscript(let s):
            w.write("subscript")
            writeLabels(s.parameters)
        }
    }

    /// The text of a doc comment without its `///` or `/** */` markers.
    static func docLines(_ doc: String?) -> [String] {
        guard var doc else { return [] }
        // ASCII text (nearly every comment) is read as bytes; anything else by Characters, where
        // a space followed by a combining mark is not a space.
        return doc.withUTF8 { asciiDocLines($0) } ?? characterDocLines(doc)
    }

    /// ``docLines(_:)`` by Characters.
    static func characterDocLines(_ doc: String) -> [String] {
        var lines: [String] = []
        // `\r\n` is one Character: split on every kind of line break.
        for rawLine in doc.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            var line = Substring(rawLine)
            while let first = line.first, first == " " || first == "\t" { line.removeFirst() }
            if line.hasPrefix("///") {
                line = line.dropFirst(3)
            } else {
                if line.hasPrefix("/**") { line = line.dropFirst(3) }
                if line.hasSuffix("*/") { line = line.dropLast(2) }
                var trimmed = line
                while let first = trimmed.first, first == " " || first == "\t" { trimmed.removeFirst() }
                if trimmed.hasPrefix("*") { line = trimmed.dropFirst() }
            }
            if line.hasPrefix(" ") { line = line.dropFirst() }
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line.removeLast() }
            if line.containsASCII("@event(") || line.trimmingCharacters(in: " ") == ProtocolSelection.marker {
                continue
            }
            lines.append(String(line))
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// ``docLines(_:)`` of ASCII text, over its bytes: the same lines, or `nil` when the text is
    /// not ASCII.
    static func asciiDocLines(_ bytes: UnsafeBufferPointer<UInt8>) -> [String]? {
        asciiDocLineRanges(bytes).map { ranges in
            ranges.map { String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self) }
        }
    }

    /// Where the lines of ``asciiDocLines(_:)`` are in `bytes`, or `nil` when the text is not ASCII.
    static func asciiDocLineRanges(_ bytes: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        var lines: [Range<Int>] = []
        guard forEachASCIIDocLine(bytes, { lines.append($0) }) else { return nil }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Calls `body` with where each line of ``asciiDocLines(_:)`` is in `bytes`, in order, empty
    /// lines at the start and the end included (the caller leaves them out); returns `false`,
    /// calling nothing, when the text is not ASCII.
    static func forEachASCIIDocLine(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) -> Bool {
        guard ByteScan.isASCII(bytes) else { return false }
        let space = UInt8(ascii: " ")
        let tab = UInt8(ascii: "\t")
        let star = UInt8(ascii: "*")
        let slash = UInt8(ascii: "/")
        let cr = UInt8(ascii: "\r")
        func isNewline(_ byte: UInt8) -> Bool { byte >= 0x0A && byte <= 0x0D }
        func has(_ text: StaticString, at index: Int, before end: Int) -> Bool {
            guard end - index >= text.utf8CodeUnitCount else { return false }
            for offset in 0..<text.utf8CodeUnitCount where bytes[index + offset] != text.utf8Start[offset] {
                return false
            }
            return true
        }
        var start = 0
        while true {
            var end = ByteScan.firstIndexBelow(0x0E, in: bytes, from: start)
            while end < bytes.count && !isNewline(bytes[end]) { end += 1 }
            var lower = start
            var upper = end
            while lower < upper && (bytes[lower] == space || bytes[lower] == tab) { lower += 1 }
            if has("///", at: lower, before: upper) {
                lower += 3
            } else {
                if has("/**", at: lower, before: upper) { lower += 3 }
                if upper - lower >= 2 && bytes[upper - 2] == star && bytes[upper - 1] == slash { upper -= 2 }
                var trimmed = lower
                while trimmed < upper && (bytes[trimmed] == space || bytes[trimmed] == tab) { trimmed += 1 }
                if trimmed < upper && bytes[trimmed] == star { lower = trimmed + 1 }
            }
            if lower < upper && bytes[lower] == space { lower += 1 }
            while upper > lower && (bytes[upper - 1] == space || bytes[upper - 1] == tab || bytes[upper - 1] == cr) {
                upper -= 1
            }
            var isMarker = false
            var containsEvent = false
            var index = lower
            while index < upper {
                let at = ByteScan.firstIndex(of: UInt8(ascii: "@"), in: bytes, from: index, to: upper)
                if at < upper && has("@event(", at: at, before: upper) {
                    containsEvent = true
                    break
                }
                index = at + 1
            }
            if !containsEvent {
                var markerLower = lower
                var markerUpper = upper
                while markerLower < markerUpper && bytes[markerLower] == space { markerLower += 1 }
                while markerUpper > markerLower && bytes[markerUpper - 1] == space { markerUpper -= 1 }
                // (A line of another length is not the marker.)
                let marker = ProtocolSelection.marker.utf8
                isMarker =
                    markerUpper - markerLower == marker.count
                    && marker.elementsEqual(bytes[markerLower..<markerUpper])
            }
            if !containsEvent && !isMarker { body(lower..<upper) }
            if end == bytes.count { break }
            start = bytes[end] == cr && end + 1 < bytes.count && bytes[end + 1] == 0x0A ? end + 2 : end + 1
        }
        return true
    }

    // MARK: - Storage

    func emitStorage(_ w: inout CodeWriter) {
        let responders = respondedRequirements
        if usesLockedStorage {
            let sendability = proxy.isSendable ? "Swift.Sendable" : "@unchecked Swift.Sendable"
            w.line("/// The mutable state, behind a lock so that the proxy can be used from any thread.")
            w.block("private struct ProxyState: \(sendability)") { w in
                w.line("\(weakPrefix)var forwardee: \(optionalForwardeeType)")
                for requirement in responders {
                    w.beginLine()
                    w.write("var ")
                    w.write(Self.declarable(requirement.eventName))
                    w.write(": ")
                    writeStoredResponderType(requirement, sendable: true, &w)
                    if requirement.isObjCOptional { w.write(" = nil") }
                    w.endLine()
                }
                for requirement in lastAnswerRequirements {
                    w.line("var \(lastAnswerName(requirement)): \(resultType(requirement)!)? = nil")
                }
                for requirement in storedValueRequirements {
                    w.line("var \(storedValueName(requirement)): \(propertyType(requirement)) = nil")
                }
            }
            w.line()
            w.line("private \(nonisolatedPrefix)let proxyState: ReactiveRuntime.LockedValue<ProxyState>")
            w.line()
            w.line("/// The original delegate every call is forwarded to. Held ", holding, ".")
            w.block("\(access)\(nonisolatedPrefix)var forwardee: \(optionalForwardeeType)") { w in
                w.line("get { proxyState.withLock { $0.forwardee } }")
                if answersOptionalRequirements {
                    w.block("set") { w in
                        w.line("proxyState.withLock { $0.forwardee = newValue }")
                        w.line("forwardeeDidChange()")
                    }
                } else {
                    w.line("set { proxyState.withLock { $0.forwardee = newValue } }")
                }
            }
            for requirement in responders {
                w.line()
                emitResponderDocumentation(requirement, &w)
                w.beginLine()
                w.write(access)
                w.write(nonisolatedPrefix)
                w.write("var ")
                w.write(requirement.eventName)
                w.write("Responder: ")
                writeStoredResponderType(requirement, sendable: true, &w)
                w.openBlock()
                do {
                    let field = Self.declarable(requirement.eventName)
                    w.line("get { proxyState.withLock { $0.\(field) } }")
                    if requirement.isObjCOptional {
                        w.block("set") { w in
                            w.line("proxyState.withLock { $0.\(field) = newValue }")
                            w.line(answersChangedCall)
                        }
                    } else {
                        w.line("set { proxyState.withLock { $0.\(field) = newValue } }")
                    }
                }
                w.closeBlock()
            }
        } else {
            w.line("/// The original delegate every call is forwarded to. Held ", holding, ".")
            // Read once per forwarded call: skip the dynamic exclusivity check, which costs about as
            // much as the call itself. Kept where a requirement mutates the forwardee in place.
            if !mutatesForwardeeInPlace { w.line("@exclusivity(unchecked)") }
            w.beginLine()
            w.write(access)
            w.write(weakPrefix)
            w.write("var forwardee: ")
            writeOptionalForwardeeType(&w)
            w.openBlock()
            if answersOptionalRequirements {
                w.block("didSet") { w in
                    w.line("hasForwardee = forwardee != nil")
                    w.line("forwardeeDidChange()")
                }
            } else {
                w.line("didSet { hasForwardee = forwardee != nil }")
            }
            w.closeBlock()
            w.line()
            // A proxy used only for its events never pays for loading a weak reference to nothing.
            w.line("/// Whether a forwardee was set: when not, calls skip loading the ", weakPrefix, "reference.")
            w.line("@exclusivity(unchecked)")
            w.line("private var hasForwardee: Swift.Bool = false")
            for owner in routeOwners {
                w.line()
                w.line("/// The proxy of `\(owner)` installed behind this one on the same delegate slot, if any: it")
                w.line("/// receives `\(owner)`'s requirements instead of ``forwardee`` and forwards them (set by `ProxyRegistry`).")
                w.line("@exclusivity(unchecked)")
                w.line("private var \(routeName(owner)): (any \(owner))?")
            }
            for requirement in responders {
                w.line()
                emitResponderDocumentation(requirement, &w)
                w.beginLine()
                w.write(access)
                w.write("var ")
                w.write(requirement.eventName)
                w.write("Responder: ")
                writeStoredResponderType(requirement, sendable: false, &w)
                if requirement.isObjCOptional {
                    w.write(" = nil")
                    w.openBlock()
                    w.line("didSet { \(answersChangedCall) }")
                    w.closeBlock()
                } else {
                    w.endLine()
                }
            }
            for requirement in lastAnswerRequirements {
                w.line()
                w.line("/// The forwardee's last answer to `\(requirement.swiftName)`, for a call after it went away.")
                w.line("private var \(lastAnswerName(requirement)): \(resultType(requirement)!)?")
            }
            for requirement in storedValueRequirements {
                w.line()
                w.line("/// `\(requirement.swiftName)` as set on this proxy while the forwardee does not implement it.")
                w.line("private var \(storedValueName(requirement)): \(propertyType(requirement))")
            }
        }
        if answersOptionalRequirements {
            w.line()
            w.line("/// Keeps a host that caches `responds(to:)` answers (UIKit) in step with this proxy's.")
            w.line("\(access)\(nonisolatedPrefix)let delegateAnswers = ReactiveRuntime.DelegateAnswers()")
        }
        w.line()
    }

    func emitResponderDocumentation(_ requirement: Requirement, _ w: inout CodeWriter) {
        w.beginLine()
        w.write("/// Answers `")
        writeSwiftName(requirement, &w)
        w.write("` while there is no forwardee.")
        w.endLine()
    }

    // MARK: - Init and deinit

    func emitInitializer(_ w: inout CodeWriter) {
        let responders = initResponders
        w.line("/// Creates a proxy that forwards to `forwardee`.")
        if !responders.isEmpty {
            w.line("///")
            w.line("/// - Parameters:")
            w.line("///   - forwardee: The original delegate, held ", holding, ".")
            for requirement in responders {
                w.beginLine()
                w.write("///   - ")
                w.write(requirement.eventName)
                w.write(": Answers `")
                writeSwiftName(requirement, &w)
                w.write("` while there is no forwardee.")
                w.endLine()
            }
        }
        writeInitializerSignature(responders, &w)
        do {
            if usesLockedStorage {
                if responders.isEmpty {
                    w.line("self.proxyState = ReactiveRuntime.LockedValue(ProxyState(forwardee: forwardee))")
                } else {
                    let arguments =
                        ["forwardee: forwardee"]
                        + responders.map { "\($0.eventName): \(Self.declarable($0.eventName))" }
                    w.line("self.proxyState = ReactiveRuntime.LockedValue(ProxyState(\(arguments.joined(separator: ", "))))")
                }
            } else {
                w.line("self.forwardee = forwardee")
                w.line("self.hasForwardee = forwardee != nil")
                for requirement in responders {
                    w.line("self.", requirement.eventName, "Responder = ", Self.declarable(requirement.eventName))
                }
            }
            if proxy.subclassesNSObject { w.line("super.init()") }
            if answersOptionalRequirements {
                forEach(proxy.requirements, &w) { requirement, w in
                    guard requirement.isObjCOptional, case .function = requirement.kind, !needsResponder(requirement),
                        hasEvent(requirement)
                    else { return }
                    for events in ["events", "beforeEvents"] {
                        w.line(
                            "\(events).\(Self.declarable(requirement.eventName)).onObservationChange { [weak self] _ in self?.answersMayHaveChanged() }"
                        )
                    }
                }
                w.line("forwardeeDidChange()")
            }
        }
        w.closeBlock()
        w.line()
    }

    /// Writes `init(forwardingTo:…) {` and indents: one line, or one line per parameter where
    /// `init` takes responders. A parameter whose type breaks a line (an attribute's arguments
    /// written over several lines) is split where its text breaks.
    func writeInitializerSignature(_ responders: [Requirement], _ w: inout CodeWriter) {
        if responders.isEmpty {
            // A protocol's name breaks no line.
            w.beginLine()
            w.write(access)
            w.write("init(forwardingTo forwardee: ")
            writeOptionalForwardeeType(&w)
            w.write(" = nil)")
            w.openBlock()
            return
        }
        let start = w.position
        w.beginLine()
        w.write(access)
        w.write("init(")
        w.endLine()
        w.beginLine()
        w.write("    forwardingTo forwardee: ")
        writeOptionalForwardeeType(&w)
        w.write(" = nil,")
        w.endLine()
        for (i, requirement) in responders.enumerated() {
            w.beginLine()
            w.write("    ")
            let parameterStart = w.position
            writeInitResponderParameter(requirement, &w)
            if w.containsLineBreak(from: parameterStart) {
                w.truncate(to: start)
                writeInitializerSignatureBreakingLines(responders, &w)
                return
            }
            if i < responders.count - 1 { w.write(",") }
            w.endLine()
        }
        w.beginLine()
        w.write(")")
        w.openBlock()
    }

    /// ``writeInitializerSignature(_:_:)`` where a parameter's text breaks a line: the signature
    /// is built as text and written line by line.
    private func writeInitializerSignatureBreakingLines(_ responders: [Requirement], _ w: inout CodeWriter) {
        let parameters = ["forwardingTo forwardee: \(optionalForwardeeType) = nil"] + responders.map(initResponderParameter)
        let signature = "\(access)init(\n    " + parameters.joined(separator: ",\n    ") + "\n)"
        // Split by bytes where that is splitting by Characters (no "\r\n" to keep together).
        let lines =
            signature.utf8.contains(UInt8(ascii: "\r"))
            ? signature.split(separator: "\n").map(String.init)
            : signature.utf8.split(separator: UInt8(ascii: "\n")).map { String(Substring($0)) }
        for line in lines.dropLast() { w.line(line) }
        w.beginLine()
        w.write(lines.last!)
        w.openBlock()
    }

    func emitDeinit(_ w: inout CodeWriter) {
        w.block("deinit") { w in
            w.line("events.streams.complete()")
        }
    }

    // MARK: - Defaults

    /// A conformer that implements nothing itself, so calling a requirement on it runs the
    /// protocol's default implementation. Requirements without a default go back to the proxy.
    func emitDefaultsConformer(_ w: inout CodeWriter) {
        w.line("/// Runs the protocol's default implementations while there is no forwardee. Requirements")
        w.line("/// without a default go back to the proxy, as they would on a conformer without them.")
        if let actor = proxy.globalActor { w.line(actor) }
        let sendable = proxy.isSendable && proxy.globalActor == nil ? ", Sendable" : ""
        let base = proxy.subclassesNSObject ? "NSObject, " : ""
        w.block("private final class \(defaultsTypeName): \(base)\(proxy.protocolName)\(sendable)") { w in
            if isGeneric {
                for associated in proxy.associatedTypes {
                    w.line("typealias \(associated.name) = \(forwardeeTypeName).\(associated.name)")
                }
            }
            w.line("let proxy: \(proxy.proxyName)\(isGeneric ? "<\(forwardeeTypeName)>" : "")")
            w.line()
            w.block("init(proxy: \(proxy.proxyName)\(isGeneric ? "<\(forwardeeTypeName)>" : ""))") { w in
                w.line("self.proxy = proxy")
                if proxy.subclassesNSObject { w.line("super.init()") }
            }
            forEach(proxy.requirements, &w) { requirement, w in
                guard !requirement.hasDefault && !requirement.isObjCOptional else { return }
                w.line()
                emitDefaultsStub(requirement, &w)
            }
        }
    }

    // MARK: - Objective-C optional requirements

    /// UIKit asks `responds(to:)` before calling an optional method and changes behaviour on the
    /// answer: say yes only where the forwardee implements the method, or where the proxy can
    /// answer (a responder is set; for methods without a result, someone observes one of its events).
    func emitRespondsToSelector(_ w: inout CodeWriter) {
        w.line("/// Answers `true` for an optional requirement only where the forwardee implements it or this")
        w.line("/// proxy can answer it: a responder is set, or (for methods without a result) an event of it is observed.")
        // NSObject's `responds(to:)` is nonisolated; UIKit calls it on the main thread.
        let isMainActor = proxy.globalActor == "@MainActor"
        let modifiers = proxy.globalActor == nil ? "" : "nonisolated "
        w.block("\(access)\(modifiers)override func responds(to selector: Selector!) -> Bool") { w in
            if isMainActor {
                w.line("MainActor.assumeIsolated {")
                w.indent()
            }
            w.line("switch selector {")
            forEach(proxy.requirements, &w) { requirement, w in
                guard requirement.isObjCOptional else { return }
                if case .property(let property) = requirement.kind {
                    // A settable one the proxy keeps itself; a read-only one only the forwardee has.
                    w.line("case #selector(getter: \(proxy.protocolName).\(property.name)):")
                    w.line(
                        property.isSettable
                            ? "    return true" : "    return \(forwardeeRead(owner: requirement.qualifiedOwner))?.responds(to: selector) == true")
                    if property.isSettable {
                        w.line("case #selector(setter: \(proxy.protocolName).\(property.name)):")
                        w.line("    return true")
                    }
                    return
                }
                guard case .function = requirement.kind else { return }
                w.line("case \(selectorExpression(requirement)):")
                w.line("    return \(forwardeeRead(owner: requirement.qualifiedOwner))?.responds(to: selector) == true || \(ownAnswer(requirement))")
            }
            w.line("default:")
            w.line("    return super.responds(to: selector)")
            w.line("}")
            if isMainActor {
                w.dedent()
                w.line("}")
            }
        }
    }

    /// `currentAnswers`, `answersMayHaveChanged()` and `forwardeeDidChange()`: the plain-Swift side
    /// of `responds(to:)`, over `DelegateAnswers`.
    func emitDelegateAnswers(_ w: inout CodeWriter) {
        w.line("/// What `responds(to:)` answers now for each optional method, in declaration order.")
        w.block("\(access)var currentAnswers: [Bool]") { w in
            w.line("var answers: [Bool] = []")
            forEach(proxy.requirements, &w) { requirement, w in
                guard requirement.isObjCOptional else { return }
                if case .property(let property) = requirement.kind {
                    if !property.isSettable {
                        w.line(
                            "answers.append(\(forwardeeRead(owner: requirement.qualifiedOwner))?.responds(to: #selector(getter: \(proxy.protocolName).\(property.name))) == true)"
                        )
                    }
                    return
                }
                guard case .function = requirement.kind else { return }
                w.line(
                    "answers.append(\(forwardeeRead(owner: requirement.qualifiedOwner))?.responds(to: \(selectorExpression(requirement))) == true || \(ownAnswer(requirement)))"
                )
            }
            w.line("return answers")
        }
        w.line()
        w.line("/// Sets the host's delegate slot again if its cached answers are no longer this proxy's.")
        w.block("private func answersMayHaveChanged()") { w in
            w.line("delegateAnswers.update(currentAnswers)")
        }
        w.line()
        w.line("/// The forwardee's answers count from now on, and its end (which the proxy is told of where")
        w.line("/// the platform can tell) changes them again.")
        w.block("private func forwardeeDidChange()") { w in
            w.line("if let forwardee = \(forwardeeRead) {")
            w.line("    delegateAnswers.watchEnd(of: forwardee) { [weak self] in self?.answersMayHaveChanged() }")
            w.line("}")
            w.line("answersMayHaveChanged()")
        }
    }

    /// The proxy's own answer to an optional method: a responder is set, or one of its events is
    /// observed.
    func ownAnswer(_ requirement: Requirement) -> String {
        if needsResponder(requirement) { return "\(responderRead(requirement)) != nil" }
        // The stream of the first requirement with an event of this name (one declared in several
        // `#if` clauses has one stream).
        let index = requirements.first { hasEvent($0) && $0.eventName == requirement.eventName }.flatMap(eventIndex)
        return index.map { "events.streams.hasObservers(at: \($0))" } ?? "false"
    }

    // MARK: - Installation

    /// `proxy(for:delegate:)` and `uninstall(from:delegate:)`, over ``ProxyRegistry``.
    func emitInstallation(_ w: inout CodeWriter) {
        let name = proxy.proxyName
        let responders = initResponders
        /// `Swift.ReferenceWritableKeyPath<Host, (any P)?>`
        func writeSlotType(_ w: inout CodeWriter) {
            w.write("Swift.ReferenceWritableKeyPath<")
            w.write(hostTypeName)
            w.write(", ")
            writeOptionalForwardeeType(&w)
            w.write(">")
        }
        w.line("/// The proxy installed as `host`'s delegate at `keyPath`, installed on first use: the current")
        w.line("/// delegate becomes its forwardee and the proxy takes its place. Later calls return the same")
        w.line("/// proxy. It stays alive as long as `host` (see `ProxyRegistry` for exactly when it is released).")
        w.line("///")
        w.line("/// - Parameters:")
        w.line("///   - host: The object whose delegate to observe.")
        w.line("///   - keyPath: The delegate property, e.g. `\\.delegate`.")
        w.line("///   - retainingOriginal: Whether to keep the original delegate alive while the proxy is installed.")
        for requirement in responders {
            w.beginLine()
            w.write("///   - ")
            w.write(requirement.eventName)
            w.write(": Answers `")
            writeSwiftName(requirement, &w)
            w.write("` while there is no forwardee (used on first install).")
            w.endLine()
        }
        w.line(access, "static func proxy<", hostTypeName, ": AnyObject>(")
        w.indent()
        w.line("for host: ", hostTypeName, ",")
        w.beginLine()
        w.write("delegate keyPath: ")
        writeSlotType(&w)
        w.write(",")
        w.endLine()
        w.line(responders.isEmpty ? "retainingOriginal: Swift.Bool = false" : "retainingOriginal: Swift.Bool = false,")
        for (i, requirement) in responders.enumerated() {
            w.beginLine()
            writeInitResponderParameter(requirement, &w)
            if i < responders.count - 1 { w.write(",") }
            w.endLine()
        }
        w.dedent()
        w.line(") -> ", name, " {")
        w.indent()
        w.line("ReactiveRuntime.ProxyRegistry.shared.proxy(")
        w.indent()
        w.line("for: host, delegate: keyPath, retainingOriginal: retainingOriginal,")
        w.beginLine()
        w.write("make: { original in ")
        w.write(name)
        w.write("(forwardingTo: original")
        for requirement in responders {
            w.write(", ")
            w.write(requirement.eventName)
            w.write(": ")
            w.write(Self.declarable(requirement.eventName))
        }
        w.write(") },")
        w.endLine()
        w.line("asDelegate: { $0 },")
        w.line("setForwardee: { proxy, forwardee in proxy.forwardee = forwardee },")
        let owners = routeOwners
        w.line("forwardee: { $0.forwardee }", owners.isEmpty && !answersOptionalRequirements ? "" : ",")
        if !owners.isEmpty {
            // The proxies standing behind this one on a shared slot receive their protocols' requirements.
            w.line("routes: { proxy, behind in")
            for owner in owners {
                w.line("    proxy.\(routeName(owner)) = behind.lazy.compactMap { $0 as? any \(owner) }.first")
            }
            w.line("}\(answersOptionalRequirements ? "," : "")")
        }
        if answersOptionalRequirements {
            // The host caches the answers of the proxy in its slot; the registry keeps them in step.
            w.line("answers: { proxy in ReactiveRuntime.ProxyRegistry.SlotAnswers(proxy.delegateAnswers) { proxy.currentAnswers } }")
        }
        w.dedent()
        w.line(")")
        w.closeBlock()
        w.line()
        w.line("/// Removes the proxy installed on `host` at `keyPath`. The original delegate is put back only if")
        w.line("/// the slot still holds the proxy; returns whether it did.")
        w.line("@discardableResult")
        w.beginLine()
        w.write(access)
        w.write("static func uninstall<")
        w.write(hostTypeName)
        w.write(": AnyObject>(from host: ")
        w.write(hostTypeName)
        w.write(", delegate keyPath: ")
        writeSlotType(&w)
        w.write(") -> Swift.Bool")
        w.openBlock()
        w.line(
            "ReactiveRuntime.ProxyRegistry.shared.uninstall(from: host, delegate: keyPath, forwardee: { (proxy: ",
            name, ") in proxy.forwardee })")
        w.closeBlock()
    }
}
