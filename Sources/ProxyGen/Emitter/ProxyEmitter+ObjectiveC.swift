// ProxyEmitter+ObjectiveC: responds(to:), forwardingTarget(for:) and the delegate-answer
// bookkeeping of Objective-C protocols with optional requirements. The requirements are listed
// once, as data (`optionalRequirements()`); ReactiveRuntime's `OptionalAnswers` answers from it.

extension ProxyEmitter {
    /// UIKit asks `responds(to:)` before calling an optional method and changes behaviour on the
    /// answer: say yes only where the forwardee implements the method, or where the proxy can
    /// answer (a responder is set; for methods without a result, someone observes one of its events).
    func emitRespondsToSelector(_ w: inout CodeWriter) {
        w.line("/// Answers `true` for an optional requirement only where the forwardee implements it or this")
        w.line(
            "/// proxy can answer it: a responder is set, or (for methods without a result) an event of it is observed."
        )
        // NSObject's `responds(to:)` is nonisolated; UIKit calls it on the main thread.
        let isMainActor = proxy.globalActor == "@MainActor"
        let modifiers = proxy.globalActor == nil ? "" : "nonisolated "
        w.block("\(access)\(modifiers)override func responds(to selector: Selector!) -> Bool") { w in
            if isMainActor {
                w.line("MainActor.assumeIsolated {")
                w.indent()
            }
            w.line("optionalAnswers.answer(to: selector, \(answerArguments))")
            // A message outside the protocol that the forwardee implements is forwarded to it
            // (see `forwardingTarget(for:)`): the host keeps every answer the original gave.
            w.line("    ?? ReactiveRuntime.MessageForwarding.responds(")
            w.line("        proxyImplements: super.responds(to: selector),")
            w.line(
                "        forwardeeImplements: { ReactiveRuntime.MessageForwarding.implements(selector, \(forwardeeRead(owner: nil))) })"
            )
            if isMainActor {
                w.dedent()
                w.line("}")
            }
        }
        w.line()
        emitForwardingTarget(&w)
    }

    /// The arguments `OptionalAnswers` is asked with, after the selector.
    private var answerArguments: String {
        let responding = hasOptionalResponders ? ", isResponding: isResponding" : ""
        return "forwardeeResponds: forwardeeImplements, streams: events.streams\(responding)"
    }

    /// Whether some optional method is answered by a responder.
    private var hasOptionalResponders: Bool {
        requirements.contains { $0.isObjCOptional && needsResponder($0) }
    }

    /// Sends a message outside the protocol that the forwardee implements (another protocol it
    /// adopts, such as a collection view's flow layout delegate) to the forwardee.
    func emitForwardingTarget(_ w: inout CodeWriter) {
        w.line("/// Sends a message outside the protocol that the forwardee implements (another protocol it")
        w.line("/// adopts, such as a collection view's flow-layout delegate) to the forwardee.")
        let modifiers = proxy.globalActor == nil ? "" : "nonisolated "
        w.block("\(access)\(modifiers)override func forwardingTarget(for selector: Selector!) -> Any?") { w in
            let target =
                "ReactiveRuntime.MessageForwarding.target(for: \(forwardeeRead(owner: nil))) { ReactiveRuntime.MessageForwarding.implements(selector, $0) }"
            if proxy.globalActor == "@MainActor" {
                w.line("let target = MainActor.assumeIsolated { ReactiveRuntime.ForwardingTarget(\(target)) }")
                w.line("return target.object ?? super.forwardingTarget(for: selector)")
            } else {
                w.line("return \(target) ?? super.forwardingTarget(for: selector)")
            }
        }
    }

    /// The answers' table, `currentAnswers`, the helpers `OptionalAnswers` is asked with,
    /// `answersMayHaveChanged()` and `forwardeeDidChange()`: the plain-Swift side of `responds(to:)`,
    /// over `DelegateAnswers`.
    func emitDelegateAnswers(_ w: inout CodeWriter) {
        w.line("/// The optional requirements of ``\(proxy.protocolName)`` and how this proxy answers for each.")
        w.line("private let optionalAnswers = ReactiveRuntime.OptionalAnswers(of: \(proxy.proxyName).self)")
        w.line()
        w.line("/// What `responds(to:)` answers now for each optional requirement, in declaration order.")
        w.line("\(access)var currentAnswers: [Bool] { optionalAnswers.answers(\(answerArguments)) }")
        w.line()
        w.line("/// Whether the object behind this proxy for `requirement` implements it.")
        w.block(
            "private func forwardeeImplements(_ requirement: ReactiveRuntime.OptionalRequirement<Selector>) -> Bool"
        ) {
            w in
            let implements = { (owner: String?) in
                "ReactiveRuntime.MessageForwarding.implements(requirement.selector, \(forwardeeRead(owner: owner)))"
            }
            if routeOwners.isEmpty {
                w.line(implements(nil))
            } else {
                w.line("switch requirement.route {")
                for (index, owner) in routeOwners.enumerated() {
                    w.line("case \(index + 1): return \(implements(owner))")
                }
                w.line("default: return \(implements(nil))")
                w.line("}")
            }
        }
        if hasOptionalResponders {
            w.line()
            w.line("/// Whether the responder of optional requirement `index` is set.")
            w.block("private func isResponding(_ index: Int) -> Bool") { w in
                writeRespondingSwitch(&w)
            }
        }
        w.line()
        w.line("/// Sets the host's delegate slot again if its cached answers are no longer this proxy's. One")
        w.line("/// copy per proxy: inlined, the answers' computation would be repeated in every caller.")
        w.line("@inline(never)")
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

    /// `switch index { case 0: return xResponder != nil … }`: whether the responder of optional
    /// requirement `index` is set.
    private func writeRespondingSwitch(_ w: inout CodeWriter) {
        w.line("switch index {")
        for (index, requirement) in optionalResponders.enumerated() {
            let read = storesErased(requirement) ? responderStorageName(requirement) : responderRead(requirement)
            w.line("case \(index): return \(read) != nil")
        }
        w.line("default: return false")
        w.line("}")
    }

    /// What a proxy that inherits its answers (``inheritsAnswers``) tells its superclass, in the
    /// proxy's own isolation: its forwardee, whether a responder is set, and where some
    /// requirements go to another proxy on the same slot, which object implements them.
    func emitAnsweringOverrides(_ w: inout CodeWriter) {
        w.line()
        w.line("/// The forwardee, for the answers to `responds(to:)` and `forwardingTarget(for:)`.")
        let read = forwardeeRead(owner: nil)
        w.line("\(access)override var answeringForwardee: AnyObject? { \(read) }")
        if hasOptionalResponders && !keepsRespondersInTable {
            w.line()
            w.line("/// Whether the responder of optional requirement `index` is set.")
            w.block("\(access)override func isResponding(_ index: Int) -> Bool") { w in
                writeRespondingSwitch(&w)
            }
        }
        guard !routeOwners.isEmpty else { return }
        w.line()
        w.line("/// Whether the object behind this proxy for `requirement` implements it: the proxy standing")
        w.line("/// behind this one for a routed parent protocol, if any, else the forwardee.")
        let parameter = "_ requirement: ReactiveRuntime.OptionalRequirement<Selector>"
        w.block("\(access)override func forwardeeImplements(\(parameter)) -> Bool") { w in
            w.line("switch requirement.route {")
            for (index, owner) in routeOwners.enumerated() {
                w.line(
                    "case \(index + 1): return ReactiveRuntime.MessageForwarding.implements(requirement.selector, \(forwardeeRead(owner: owner)))"
                )
            }
            w.line("default: return ReactiveRuntime.MessageForwarding.implements(requirement.selector, \(read))")
            w.line("}")
        }
    }

    /// Whether the optional requirements' responders are kept in the table the runtime superclass
    /// holds (`ReactiveRuntime.ProxyResponders`): a proxy that inherits its answers, whose
    /// responders are closures read without a lock. Each `…Responder` property is then computed
    /// over the table and emitted into the client, so an app compiles the accessors of the
    /// responders it uses, and the superclass's `isResponding(_:)` reads the table.
    var keepsRespondersInTable: Bool {
        inheritsAnswers && !usesLockedStorage && !optionalResponders.contains { isGenericResponder($0) }
    }

    /// The index of an optional requirement's responder, as `isResponding(_:)` numbers them.
    func optionalResponderIndex(_ requirement: Requirement) -> Int? {
        optionalResponders.firstIndex { $0.eventName == requirement.eventName }
    }

    /// The optional methods answered by a responder, in declaration order: `isResponding(_:)`
    /// numbers them so.
    private var optionalResponders: [Requirement] {
        var seen: Set<String> = []
        return requirements.filter { $0.isObjCOptional && needsResponder($0) && seen.insert($0.eventName).inserted }
    }

    /// `extension P Proxy: OptionalRequirementTable`, after the class: the optional requirements this
    /// platform has, each with its selector and what the proxy answers by itself. Marked deprecated
    /// where it names a deprecated requirement (it is read through the protocol, which does not
    /// warn), and each requirement newer than the proxy is listed under `#available`.
    func emitOptionalRequirementTable(_ w: inout CodeWriter) {
        let enclosing = enclosingAvailability
        let listed = requirements.filter { $0.isObjCOptional }
        w.line()
        for attribute in plan.availabilityAttributes {
            w.line(attribute.description)
        }
        w.line("extension \(proxy.proxyName): ReactiveRuntime.OptionalRequirementTable {")
        w.indent()
        w.line(
            "/// The optional requirements of ``\(proxy.protocolName)`` this platform has, in declaration order, read")
        w.line("/// by `ReactiveRuntime.OptionalAnswers`.")
        if enclosing.isDeprecated || listed.contains(where: { $0.isDeprecated }) {
            w.line(
                "@available(*, deprecated, message: \"lists deprecated requirements; read it through OptionalAnswers\")"
            )
        }
        let modifiers = proxy.globalActor == nil ? "" : "nonisolated "
        let type = "[ReactiveRuntime.OptionalRequirement<Selector>]"
        w.block("\(access)\(modifiers)static func optionalRequirements() -> \(type)") { w in
            w.line("var requirements: \(type) = []")
            let routes = routeOwners
            let responders = optionalResponders.map(\.eventName)
            forEach(proxy.requirements, &w) { requirement, w in
                guard requirement.isObjCOptional else { return }
                let route = routes.firstIndex(of: requirement.qualifiedOwner).map { ", route: \($0 + 1)" } ?? ""
                let entries = optionalRequirementEntries(requirement, responders: responders, route: route)
                let check =
                    requirement.hasAvailability
                    ? Availability(requirement.info.attributes).check(within: enclosing) : nil
                for entry in entries {
                    if let check {
                        w.line("if #available(\(check)) { requirements.add(\(entry)) }")
                    } else {
                        w.line("requirements.add(\(entry))")
                    }
                }
            }
            w.line("return requirements")
        }
        w.dedent()
        w.line("}")
    }

    /// The entries of an optional requirement in ``emitOptionalRequirementTable(_:)``: its
    /// selector (a property's getter and setter), what the proxy answers by itself, its route.
    private func optionalRequirementEntries(_ requirement: Requirement, responders: [String], route: String) -> [String]
    {
        switch requirement.kind {
        case .property(let property):
            // A settable one the proxy keeps itself; a read-only one only the forwardee has.
            let answer = property.isSettable ? ".always" : ".never"
            let getter = "#selector(getter: \(selectorOwner(requirement)).\(property.name)), \(answer)\(route)"
            guard property.isSettable else { return [getter] }
            return [getter, "#selector(setter: \(selectorOwner(requirement)).\(property.name)), .always\(route)"]
        case .function:
            let answer: String
            if needsResponder(requirement) {
                answer = ".whileResponding(\(responders.firstIndex(of: requirement.eventName) ?? 0))"
            } else {
                answer = ownStream(requirement).map { ".whileObserved(\($0))" } ?? ".never"
            }
            return ["\(selectorExpression(requirement)), \(answer)\(route)"]
        case .subscript:
            return []
        }
    }

    /// The stream whose observers make the proxy answer an optional method: that of the first
    /// requirement with an event of this name (one declared in several `#if` clauses has one stream).
    func ownStream(_ requirement: Requirement) -> Int? {
        requirements.first { hasEvent($0) && $0.eventName == requirement.eventName }.flatMap(eventIndex)
    }
}
