// ProxyEmitter: the plan of one proxy (what every emitted section consults: names, storage,
// responders, routes), made once per proxy; each section is written by an extension file.

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
        /// The nested enum of every call (``ProxyEmitter/emitCallType(_:)``) and the events type's
        /// stream of it.
        let callTypeName: String
        let allStreamName: String
        /// ``ProxyEmitter/optionalForwardeeType``, spelled once.
        let optionalForwardeeType: String
        /// Decided in `init` once the rest is known (they ask the emitter).
        var routeOwners: [String] = []
        var respondedRequirements: [Requirement] = []
        var initResponders: [Requirement] = []
        /// The generic responder's entry in those lists, if the proxy has one (see
        /// ``ProxyEmitter/workOutResponders()``).
        var genericResponder: Requirement?
        var answersOptionalRequirements = false
        /// Whether the proxy inherits its answers to `responds(to:)` from the runtime's
        /// `OptionalAnsweringProxy` (see ``ProxyEmitter/inheritsAnswers``).
        var inheritsAnswers = false
        var hasDefaults = false
        /// The proxy's `@available` attributes (see ``ProxyEmitter/availabilityAttributes``), and
        /// what they and the runtime's platforms ensure inside it.
        var availabilityAttributes: [Attribute] = []
        var enclosingAvailability = Availability.runtimeFloor
        /// Whether `proxy(for:delegate:)` and `uninstall(from:delegate:)` come from the runtime's
        /// `DelegateProxyInstallation` instead of being written into the proxy.
        var installsThroughRuntime = false
        /// Every requirement's proxy parameters, in ordinal order (see
        /// ``ProxyEmitter/workOutCarriages()``), each requirement's part at ``carriageBounds``.
        var carriedParameters: [ProxyParameter] = []
        /// Every requirement's carried values, in ordinal order.
        var carriedValues: [CarriedValue] = []
        /// By ordinal: where a requirement's parameters and values are.
        var carriageBounds: [CarriageBounds] = []
        /// By ordinal, where any: the parameters a requirement's events leave out, and why.
        var omittedParameters: [Int: [(name: String, reason: String)]] = [:]

        init(
            proxy: ResolvedProxy, requirements: [Requirement], usesLockedStorage: Bool, isGeneric: Bool,
            eventIndexByOrdinal: [Int], eventCount: Int, forwardeeTypeName: String, hostTypeName: String,
            eventsTypeName: String, timingName: String, defaultsTypeName: String, callTypeName: String
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
            self.callTypeName = callTypeName
            allStreamName = FunctionKit.allStreamName { name in requirements.contains { $0.eventName == name } }
            optionalForwardeeType =
                isGeneric ? "\(forwardeeTypeName)?" : "(any \(proxy.protocolName))?"
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
        let requirements = RequirementNode.flattened(proxy.requirements)
        // Results per requirement are kept by its ordinal, which the resolver numbers in this order.
        assert(requirements.indices.allSatisfy { requirements[$0].ordinal == $0 }, "requirements numbered out of order")
        let hasNonisolated = requirements.contains { $0.isNonisolated }
        let usesLockedStorage = proxy.isSendable || (proxy.globalActor != nil && hasNonisolated)
        let (eventIndexByOrdinal, eventCount) = Self.eventIndices(requirements)
        // Inside the proxy its nested types hide the module's types of the same name: where a
        // requirement names such a type, the nested one gets another name.
        let mentioned = Set(proxy.mentionedReservedNames)
        let nestedName = { (name: String, isTaken: (String) -> Bool) -> String in
            var chosen = name
            while isTaken(chosen) { chosen = "Proxy" + chosen }
            return chosen
        }
        // The generic parameters of the proxy class and of its installation functions also hide
        // the protocol's name (the first identifier of a qualified one) and its associated types.
        let protocolHead = proxy.decl.enclosingTypes.first ?? proxy.decl.name
        let associatedTypes = Set(proxy.associatedTypes.map(\.name))
        let taken = { (name: String) in
            mentioned.contains(name) || name == protocolHead || associatedTypes.contains(name)
        }
        let forwardeeTypeName = nestedName(ProxyReservedNames.forwardee, taken)
        let hostTypeName = nestedName(ProxyReservedNames.host, taken)
        let timingName = nestedName(ProxyReservedNames.timing, mentioned.contains)
        let isGeneric = !proxy.associatedTypes.isEmpty
        // The proxy is moved into the plan: nothing reads it here after this.
        plan = Plan(
            proxy: proxy, requirements: requirements, usesLockedStorage: usesLockedStorage,
            isGeneric: isGeneric, eventIndexByOrdinal: eventIndexByOrdinal, eventCount: eventCount,
            forwardeeTypeName: forwardeeTypeName, hostTypeName: hostTypeName,
            eventsTypeName: nestedName(ProxyReservedNames.eventsType, mentioned.contains),
            timingName: timingName, defaultsTypeName: nestedName(ProxyReservedNames.defaultsType, mentioned.contains),
            callTypeName: nestedName(ProxyReservedNames.callType, mentioned.contains))
        workOutCarriages()
        // Decisions every part of the proxy consults, made once.
        plan.answersOptionalRequirements = requirements.contains { $0.isObjCOptional }
        plan.inheritsAnswers =
            plan.answersOptionalRequirements && plan.proxy.subclassesNSObject && !usesLockedStorage && !isGeneric
            && [nil, "@MainActor"].contains(plan.proxy.globalActor)
        plan.hasDefaults = requirements.contains { $0.hasDefault }
        plan.routeOwners = uncachedRouteOwners
        workOutResponders()
        plan.availabilityAttributes = Self.availabilityAttributes(of: plan.proxy, requirements)
        // Nearly no answer has availability of its own: the merges are made only where one has.
        if plan.initResponders.contains(where: { $0.hasAvailability }) {
            plan.availabilityAttributes += Self.answersAvailability(
                plan.initResponders,
                within: Availability.runtimeFloor.merged(with: Availability(plan.availabilityAttributes)))
        }
        plan.enclosingAvailability = Availability.runtimeFloor.merged(with: Availability(plan.availabilityAttributes))
        // The runtime's installation needs only `init(forwardingTo:)` and `forwardee`, from a
        // nonisolated extension: a proxy with answers to set at installation, routes to parents'
        // proxies or a global actor writes its own. Its associated type's name must not hide a type
        // the proxy's requirements or its protocol's name use.
        plan.installsThroughRuntime =
            !plan.isGeneric && plan.initResponders.isEmpty && plan.routeOwners.isEmpty
            && !plan.answersOptionalRequirements && plan.proxy.globalActor == nil
            && !taken(Self.runtimeInstallationTypeName)
    }

    /// The proxy's `@available` attributes: its protocol's, less what the runtime's platforms
    /// ensure; where the protocol says nothing of a platform and each of its requirements is
    /// introduced there later than the runtime's floor (WebKit's `WKDownloadDelegate`, whose
    /// requirements and types are all iOS 14.5), the earliest of them: the proxy names their types.
    static func availabilityAttributes(of proxy: ResolvedProxy, _ requirements: [Requirement]) -> [Attribute] {
        let own = proxy.decl.info.attributes.filter { $0.name == "available" }
        guard !requirements.isEmpty, requirements.allSatisfy({ $0.hasAvailability }) else {
            return own.compactMap { Availability.attribute($0, within: .runtimeFloor) }
        }
        let declared = Set(Availability(own).entries.map(\.platform))
        var introductions = Availability(requirements[0].info.attributes).introductions
        for requirement in requirements.dropFirst() {
            let theirs = Availability(requirement.info.attributes).introductions
            var common: [String: Availability.Version] = [:]
            for (platform, version) in introductions {
                if let other = theirs[platform] { common[platform] = min(version, other) }
            }
            introductions = common
        }
        let floor = Availability.runtimeFloor.introductions
        let inferred = introductions.filter { platform, version in
            !declared.contains(platform) && floor[platform].map { $0 < version } ?? false
        }
        var attributes = own.compactMap { Availability.attribute($0, within: .runtimeFloor) }
        if !inferred.isEmpty {
            let list = inferred.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" } + ["*"]
            attributes.append(Attribute(name: "available", arguments: list.joined(separator: ", ")))
        }
        return attributes
    }

    /// The introductions of the required requirements whose answers the initializer takes that are
    /// later than what the proxy's other attributes say (Metal's `MTLResource.gpuResourceID`,
    /// iOS 16, in a protocol of iOS 8): the initializer and the installation functions name their
    /// types, so the class is as available as its newest answer; `[]` where none is later.
    static func answersAvailability(_ initResponders: [Requirement], within enclosing: Availability) -> [Attribute] {
        var newest = enclosing
        for requirement in initResponders where requirement.hasAvailability {
            newest = newest.merged(with: Availability(requirement.info.attributes))
        }
        guard let needed = newest.check(within: enclosing) else { return [] }
        return [Attribute(name: "available", arguments: needed)]
    }

    /// The protocol a requirement's selector is named through: the proxy's, or for a composition's
    /// proxy the one that declares it (`#selector(A & B.m)` is not Swift).
    func selectorOwner(_ requirement: Requirement) -> String {
        guard proxy.isComposition else { return proxy.protocolName }
        return requirement.qualifiedOwner.isEmpty ? requirement.owner : requirement.qualifiedOwner
    }

    /// What the proxy's availability and the runtime's platforms ensure inside it.
    var enclosingAvailability: Availability { plan.enclosingAvailability }

    /// The associated type of `ReactiveRuntime.DelegateProxyInstallation`, a name inside every
    /// proxy that conforms to it.
    static let runtimeInstallationTypeName = ProxyReservedNames.proxiedDelegate

    /// The stream index of each requirement by ordinal (see ``eventIndexByOrdinal``), and the
    /// number of streams.
    static func eventIndices(_ requirements: [Requirement]) -> (byOrdinal: [Int], count: Int) {
        var byOrdinal: [Int] = []
        byOrdinal.reserveCapacity(requirements.count)
        var count = 0
        // A few requirements: looking back costs less than hashing every name.
        var byName: [String: Int] = [:]
        let scans = requirements.count <= 32
        for (ordinal, requirement) in requirements.enumerated() {
            guard hasEvent(requirement) else {
                byOrdinal.append(-1)
                continue
            }
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
                byOrdinal.append(shared)
            } else {
                byOrdinal.append(count)
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

    /// The access modifier the proxy's API is written with (`public `, or empty).
    var access: String { proxy.accessLevel.prefix }

    /// `weak ` where the protocol is class-bound, else empty: the forwardee is held strongly.
    var weakPrefix: String { proxy.holdsForwardeeWeakly ? "weak " : "" }

    /// How the forwardee is held, for doc comments.
    var holding: String { proxy.holdsForwardeeWeakly ? "weakly" : "strongly" }

    /// The type of the forwardee: `any P` or the generic parameter.
    var forwardeeType: String { isGeneric ? forwardeeTypeName : "any \(proxy.protocolName)" }

    /// `(any P)?` or `Forwardee?`
    var optionalForwardeeType: String { plan.optionalForwardeeType }

    /// Whether some requirement mutates the forwardee in place (see ``forwardeeAccess(_:setter:)``).
    var mutatesForwardeeInPlace: Bool {
        requirements.contains { requirement in
            if requirement.isMutating { return true }
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
        guard !isGeneric, !usesLockedStorage, !proxy.isComposition else { return [] }
        var owners: [String] = []
        for requirement in requirements
        where !requirement.qualifiedOwner.isEmpty && requirement.qualifiedOwner != proxy.protocolName {
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
        w.write(isGenericResponder(requirement) ? ": " : ": @escaping ")
        writeResponderType(requirement, sendable: usesLockedStorage, &w)
    }

    /// Whether the proxy answers `responds(to:)` for Objective-C optional requirements, and so keeps
    /// a host that caches those answers (UIKit) in step through `DelegateAnswers`.
    var answersOptionalRequirements: Bool { plan.answersOptionalRequirements }

    /// Whether the proxy subclasses the runtime's `OptionalAnsweringProxy` (or, on the main actor,
    /// `MainActorOptionalAnsweringProxy`), which owns its event streams, `responds(to:)`,
    /// `forwardingTarget(for:)` and `DelegateAnswers` (one copy in an app instead of one per
    /// proxy): an Objective-C proxy that answers optional requirements, nonisolated or on the main
    /// actor, whose state is not behind a lock (the superclass is not `Sendable`).
    var inheritsAnswers: Bool { plan.inheritsAnswers }

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
}
