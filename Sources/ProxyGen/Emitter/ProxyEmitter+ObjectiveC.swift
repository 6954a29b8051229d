// ProxyEmitter+ObjectiveC: responds(to:) and the delegate-answer bookkeeping of Objective-C
// protocols with optional requirements.

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
            w.line("switch selector {")
            forEach(proxy.requirements, &w) { requirement, w in
                guard requirement.isObjCOptional else { return }
                if case .property(let property) = requirement.kind {
                    // A settable one the proxy keeps itself; a read-only one only the forwardee has.
                    w.line("case #selector(getter: \(proxy.protocolName).\(property.name)):")
                    w.line(
                        property.isSettable
                            ? "    return true"
                            : "    return \(forwardeeRead(owner: requirement.qualifiedOwner))?.responds(to: selector) == true"
                    )
                    if property.isSettable {
                        w.line("case #selector(setter: \(proxy.protocolName).\(property.name)):")
                        w.line("    return true")
                    }
                    return
                }
                guard case .function = requirement.kind else { return }
                w.line("case \(selectorExpression(requirement)):")
                w.line(
                    "    return \(forwardeeRead(owner: requirement.qualifiedOwner))?.responds(to: selector) == true || \(ownAnswer(requirement))"
                )
            }
            w.line("default:")
            // A message outside the protocol that the forwardee implements is forwarded to it
            // (see `forwardingTarget(for:)`): the host keeps every answer the original gave.
            w.line("    return ReactiveRuntime.MessageForwarding.responds(")
            w.line("        proxyImplements: super.responds(to: selector),")
            w.line("        forwardeeImplements: { \(forwardeeRead(owner: nil))?.responds(to: selector) == true })")
            w.line("}")
            if isMainActor {
                w.dedent()
                w.line("}")
            }
        }
        w.line()
        emitForwardingTarget(&w)
    }

    /// Sends a message outside the protocol that the forwardee implements (another protocol it
    /// adopts, such as a collection view's flow layout delegate) to the forwardee.
    func emitForwardingTarget(_ w: inout CodeWriter) {
        w.line("/// Sends a message outside the protocol that the forwardee implements (another protocol it")
        w.line("/// adopts, such as a collection view's flow-layout delegate) to the forwardee.")
        let modifiers = proxy.globalActor == nil ? "" : "nonisolated "
        w.block("\(access)\(modifiers)override func forwardingTarget(for selector: Selector!) -> Any?") { w in
            let target =
                "ReactiveRuntime.MessageForwarding.target(for: \(forwardeeRead(owner: nil))) { $0.responds(to: selector) }"
            if proxy.globalActor == "@MainActor" {
                w.line("let target = MainActor.assumeIsolated { ReactiveRuntime.ForwardingTarget(\(target)) }")
                w.line("return target.object ?? super.forwardingTarget(for: selector)")
            } else {
                w.line("return \(target) ?? super.forwardingTarget(for: selector)")
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
}
