// ProxyEmitter+GenericResponder: the responder protocol that answers a proxy's generic
// requirements while it has no forwardee (a closure cannot be generic), and the call that asks it.

extension ProxyEmitter {
    /// The name the generic responder takes in the proxy's responder lists: `init`'s argument
    /// `genericRequirements:`, the property `genericRequirementsResponder`.
    static let genericResponderEventName = "genericRequirements"

    /// `DecoderDelegateProxyGenericResponder`: the protocol with the proxy's generic requirements.
    var genericResponderProtocolName: String { proxy.proxyName + "GenericResponder" }

    /// Whether a requirement is answered through the generic responder, not a closure: it needs
    /// an answer, and a closure could not give it in its type (its result names the requirement's
    /// generic parameters) or could not be handed its arguments (a non-escaping closure, `inout`
    /// or a pack over them). A generic proxy's requirement that names its associated types is
    /// one too: the responder protocol declares those it names (``genericResponderAssociatedTypes``).
    func answersThroughGenericResponder(_ requirement: Requirement) -> Bool {
        plan.genericResponder != nil && needsResponder(requirement)
            && needsGenericResponder(requirement, canRespond: canRespond(requirement))
    }

    /// ``answersThroughGenericResponder(_:)`` of a requirement that needs a responder, given
    /// whether a closure can be handed its arguments (``canRespond(_:)``). An Objective-C optional
    /// requirement cannot be generic: its responder stays an optional closure.
    private func needsGenericResponder(_ requirement: Requirement, canRespond: Bool) -> Bool {
        !requirement.isObjCOptional && (!canRespond || erasesResponderResult(requirement))
    }

    /// Works out the responders (``Plan/respondedRequirements``, ``Plan/initResponders``), in one
    /// pass: a closure for each requirement that needs an answer and can be given one, then one
    /// generic responder for those answered through it, which stands in the lists as the first of
    /// them renamed, with ordinal -1 (see ``isGenericResponder(_:)``).
    func workOutResponders() {
        var responded: [Requirement] = []
        var initResponders: [Requirement] = []
        var generic: Requirement?
        for requirement in requirements where needsResponder(requirement) {
            let respondable = canRespond(requirement)
            if needsGenericResponder(requirement, canRespond: respondable) {
                if generic == nil { generic = requirement }
            } else if respondable {
                responded.append(requirement)
                // ``requiresResponderAtInit(_:)``, whose other questions are answered.
                if !requirement.isObjCOptional { initResponders.append(requirement) }
            }
        }
        if var entry = generic {
            entry.eventName = Self.genericResponderEventName
            entry.ordinal = -1
            entry.hasAvailability = false
            plan.genericResponder = entry
            responded.append(entry)
            initResponders.append(entry)
        }
        plan.respondedRequirements = responded
        plan.initResponders = initResponders
    }

    /// Whether a responder list's entry is the generic responder (``workOutResponders()``).
    func isGenericResponder(_ entry: Requirement) -> Bool { entry.ordinal < 0 }

    /// The requirements the generic responder answers, in order.
    var genericallyAnsweredRequirements: [Requirement] {
        requirements.filter { needsResponder($0) && needsGenericResponder($0, canRespond: canRespond($0)) }
    }

    /// `protocol DecoderDelegateProxyGenericResponder { func decode<T>(…) throws -> T }`, before
    /// the proxy: each requirement as the protocol declares it, isolated and `Sendable` as the
    /// proxy is. A generic proxy's responder declares the associated types its requirements name,
    /// as primary associated types: `protocol StoreDelegateProxyGenericResponder<Item> {
    /// associatedtype Item; func convert<V>(_ item: Item, to type: V.Type) -> V }`.
    func emitGenericResponderProtocol(_ w: inout CodeWriter) {
        let answered = genericallyAnsweredRequirements
        guard !answered.isEmpty else { return }
        w.line(
            "/// Answers the generic requirements of ``\(proxy.protocolName)`` for a ``\(proxy.proxyName)`` while it")
        w.line("/// has no forwardee (a closure cannot be generic): give one to the proxy's initializer.")
        for attribute in plan.availabilityAttributes { w.line(attribute.description) }
        if let actor = proxy.globalActor { w.line(actor) }
        let parent = usesLockedStorage ? ": Swift.Sendable" : ""
        let associated = genericResponderAssociatedTypes(of: answered)
        w.line(
            "\(access)protocol \(genericResponderProtocolName)\(Self.primaryAssociatedTypesClause(associated))\(parent) {"
        )
        w.indent()
        Self.emitResponderAssociatedTypes(associated, &w)
        for requirement in answered {
            let parameters = proxyParameters(of: requirement)
            switch requirement.kind {
            case .function(let function):
                writeCopiedAttributes(function.info, &w)
                w.beginLine()
                writeFunctionSignature(function, parameters, &w) { _ in }
                w.endLine()
            case .subscript(let sub):
                let (declarations, _) = subscriptSignature(parameters)
                w.line(
                    "subscript\(FunctionKit.genericClause(sub.genericParameters))(\(declarations)) -> \(sub.result)"
                        + "\(FunctionKit.whereText(sub.whereClause)) { get\(Self.effectsText(sub.getterEffects)) }")
            case .property:
                continue
            }
        }
        w.dedent()
        w.line("}")
        w.line()
    }

    /// Writes the generic responder's answer after `answerPrefix`: the requirement called on it
    /// as on a forwardee.
    func emitGenericResponderAnswer(
        _ requirement: Requirement, _ parameters: ArraySlice<ProxyParameter>, _ w: inout CodeWriter,
        answerPrefix: String
    ) {
        guard let entry = plan.genericResponder else { return }
        w.beginLine()
        w.write(answerPrefix)
        switch requirement.kind {
        case .function(let function):
            w.write(Self.callPrefix(function.effects))
            w.write(responderRead(entry))
            w.write(".")
            writeCall(function, parameters, &w)
        case .subscript(let sub):
            w.write(Self.callPrefix(sub.getterEffects))
            w.write(responderRead(entry))
            w.write("[")
            w.write(subscriptSignature(parameters).arguments)
            w.write("]")
        case .property:
            break
        }
        w.endLine()
    }
}
