// ProxyEmitter+Storage: the proxy's stored state: forwardee, responders, last answers, and the
// lock that guards them where the proxy is shared.

extension ProxyEmitter {
    /// The proxy's stored state: behind a lock where the proxy is shared, plain otherwise; then
    /// the `responds(to:)` answers of an Objective-C proxy.
    func emitStorage(_ w: inout CodeWriter) {
        if usesLockedStorage {
            emitLockedState(&w)
            emitLockedAccessors(&w)
        } else {
            emitForwardee(&w)
            emitRoutes(&w)
            emitResponders(&w)
            emitLastAnswersAndStoredValues(&w)
        }
        if answersOptionalRequirements && !inheritsAnswers {
            w.line()
            w.line("/// Keeps a host that caches `responds(to:)` answers (UIKit) in step with this proxy's.")
            w.line("\(access)\(nonisolatedPrefix)let delegateAnswers = ReactiveRuntime.DelegateAnswers()")
        }
        w.line()
    }

    /// `ProxyState`, everything a shared proxy changes, and the lock that holds it.
    private func emitLockedState(_ w: inout CodeWriter) {
        let sendability = proxy.isSendable ? "Swift.Sendable" : "@unchecked Swift.Sendable"
        w.line("/// The mutable state, behind a lock so that the proxy can be used from any thread.")
        w.block("private struct ProxyState: \(sendability)") { w in
            w.line("\(weakPrefix)var forwardee: \(optionalForwardeeType)")
            for requirement in respondedRequirements {
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
    }

    /// The forwardee and the responders of a shared proxy, read and written under its lock.
    private func emitLockedAccessors(_ w: inout CodeWriter) {
        w.line()
        w.beginLine()
        w.write("/// The original delegate every call is forwarded to. Held ")
        w.write(holding)
        w.write(".")
        w.endLine()
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
        for requirement in respondedRequirements {
            w.line()
            emitResponderDocumentation(requirement, &w)
            writeResponderDeclaration(requirement, modifiers: nonisolatedPrefix, sendable: true, &w)
            w.openBlock()
            let field = Self.declarable(requirement.eventName)
            w.line("get { \(lockedResponderGetterRead(requirement, field: field)) }")
            writeResponderSetter(requirement, assigning: "proxyState.withLock { $0.\(field) = newValue }", &w)
            w.closeBlock()
        }
    }

    /// The forwardee of a proxy that is not shared, whether one is set, and the read every
    /// forwarded call makes.
    private func emitForwardee(_ w: inout CodeWriter) {
        w.beginLine()
        w.write("/// The original delegate every call is forwarded to. Held ")
        w.write(holding)
        w.write(".")
        w.endLine()
        // Read once per forwarded call: skip the dynamic exclusivity check, which costs about as
        // much as the call itself. Kept where a requirement mutates the forwardee in place.
        if !mutatesForwardeeInPlace { w.line("@exclusivity(unchecked)") }
        w.beginLine()
        w.write(access)
        w.write(weakPrefix)
        w.write("var forwardee: ")
        w.write(optionalForwardeeType)
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
        w.beginLine()
        w.write("/// Whether a forwardee was set: when not, calls skip loading the ")
        w.write(weakPrefix)
        w.write("reference.")
        w.endLine()
        w.line("@exclusivity(unchecked)")
        w.line("private var hasForwardee: Swift.Bool = false")
        w.line()
        // One expression for every forwarded call to read (typechecked once, not per call), inlined
        // into the size-optimized requirements, which would otherwise call it: a call with no
        // forwardee then tests one flag in place (10 instructions of 196 saved, `callgrind.sh`).
        w.line("/// The forwardee, read only where one was set.")
        w.beginLine()
        w.write("@inline(__always) private var currentForwardee: ")
        w.write(optionalForwardeeType)
        w.write(" { hasForwardee ? forwardee : nil }")
        w.endLine()
    }

    /// The proxies of parent protocols that may stand behind this one on a shared slot.
    private func emitRoutes(_ w: inout CodeWriter) {
        for owner in routeOwners {
            w.line()
            w.line("/// The proxy of `\(owner)` installed behind this one on the same delegate slot, if any: it")
            w.line(
                "/// receives `\(owner)`'s requirements instead of ``forwardee`` and forwards them (set by `ProxyRegistry`)."
            )
            w.line("@exclusivity(unchecked)")
            let modifiers = proxy.accessLevel.usableFromClients(otherwise: "private ")
            w.line("\(modifiers)var \(routeName(owner)): (any \(owner))?")
        }
    }

    /// The responders of a proxy that is not shared: typed, or over erased storage.
    private func emitResponders(_ w: inout CodeWriter) {
        let inTable = keepsRespondersInTable
        for requirement in respondedRequirements {
            w.line()
            emitResponderDocumentation(requirement, &w)
            if inTable, requirement.isObjCOptional, let index = optionalResponderIndex(requirement) {
                emitTableResponder(requirement, index: index, &w)
                continue
            }
            if storesErased(requirement) {
                emitErasedResponder(requirement, &w)
                continue
            }
            writeResponderDeclaration(requirement, sendable: false, &w)
            if requirement.isObjCOptional {
                w.write(" = nil")
                w.openBlock()
                w.line("didSet { \(answersChangedCall) }")
                w.closeBlock()
            } else {
                w.endLine()
            }
        }
    }

    /// The forwardee's last answers and the values of optional properties the proxy keeps.
    private func emitLastAnswersAndStoredValues(_ w: inout CodeWriter) {
        for requirement in lastAnswerRequirements {
            w.line()
            w.line("/// The forwardee's last answer to `\(requirement.swiftName)`, for a call after it went away.")
            let type = storesErased(requirement) ? "Any?" : TypeSyntax.optional(resultType(requirement)!).description
            w.line("private var \(lastAnswerName(requirement)): \(type)")
        }
        for requirement in storedValueRequirements {
            w.line()
            w.line("/// `\(requirement.swiftName)` as set on this proxy while the forwardee does not implement it.")
            let type = storesErased(requirement) ? "Any?" : "\(propertyType(requirement))"
            w.line("private var \(storedValueName(requirement)): \(type)")
        }
    }

    /// A responder kept in the superclass's table (see ``keepsRespondersInTable``), typed and
    /// `@available` as its requirement, its accessors emitted into the client, its getter inlined.
    func emitTableResponder(_ requirement: Requirement, index: Int, _ w: inout CodeWriter) {
        if storesErased(requirement) { writeAvailability(requirement, &w) }
        if proxy.accessLevel == .public { w.line("@_alwaysEmitIntoClient") }
        writeResponderDeclaration(requirement, sendable: false, &w)
        w.openBlock()
        // Inlined into the size-optimized requirement that reads it in its fallback: out of line,
        // each getter was a function of its own with its closure type's reabstraction thunks
        // (ProxyGenApple: 56 KB of sections).
        w.line("@inline(__always) get { responders.responder(at: \(index)) }")
        w.line("set { setResponder(newValue, at: \(index)) }")
        w.closeBlock()
    }

    /// A responder stored erased (see ``storesErased(_:)``): typed and `@available` as its
    /// requirement, over storage of type `Any?`.
    func emitErasedResponder(_ requirement: Requirement, _ w: inout CodeWriter) {
        writeAvailability(requirement, &w)
        let storage = responderStorageName(requirement)
        writeResponderDeclaration(requirement, sendable: false, &w)
        w.openBlock()
        w.beginLine()
        w.write("get { \(storage) \(requirement.isObjCOptional ? "as?" : "as!") ")
        writeResponderType(requirement, sendable: false, &w)
        w.write(" }")
        w.endLine()
        writeResponderSetter(requirement, assigning: "\(storage) = newValue", &w)
        w.closeBlock()
        w.line()
        w.line("private var \(storage): Any?")
    }

    /// Begins the line `<access><modifiers>var <event>Responder: <type>`.
    func writeResponderDeclaration(
        _ requirement: Requirement, modifiers: String = "", sendable: Bool, _ w: inout CodeWriter
    ) {
        w.beginLine()
        w.write(access)
        w.write(modifiers)
        w.write("var ")
        w.write(requirement.eventName)
        w.write("Responder: ")
        writeStoredResponderType(requirement, sendable: sendable, &w)
    }

    /// The `Any?` storage of a responder stored erased (see ``storesErased(_:)``).
    func responderStorageName(_ requirement: Requirement) -> String {
        "\(requirement.eventName)ResponderStorage"
    }

    /// A responder's `set { assignment }`; an optional method's also tells the host its answers may
    /// have changed.
    func writeResponderSetter(_ requirement: Requirement, assigning assignment: String, _ w: inout CodeWriter) {
        if requirement.isObjCOptional {
            w.block("set") { w in
                w.line(assignment)
                w.line(answersChangedCall)
            }
        } else {
            w.line("set { \(assignment) }")
        }
    }

    func emitResponderDocumentation(_ requirement: Requirement, _ w: inout CodeWriter) {
        if isGenericResponder(requirement) {
            w.line("/// Answers the generic requirements while there is no forwardee.")
            return
        }
        w.beginLine()
        w.write("/// Answers `")
        writeSwiftName(requirement, &w)
        w.write("` while there is no forwardee.")
        w.endLine()
    }
}
