// ProxyEmitter+OptionalRequirements: Objective-C optional methods and properties, called on the
// forwardee where it implements them, else answered by the responder, the last answer or the proxy.

extension ProxyEmitter {
    /// The forwarded call of an Objective-C optional requirement: called with `?` on the
    /// forwardee (one that throws, with `!` where the forwardee implements it); a non-optional
    /// result falls back to the optional responder. `returning`: the answer leaves by `return`;
    /// otherwise it is kept in a local `result`.
    func emitOptionalRequirementForward(
        _ function: FunctionDecl, _ requirement: Requirement, prefix: String, parameters: ArraySlice<ProxyParameter>,
        returning: Bool, _ w: inout CodeWriter
    ) {
        // The optional expression of the call: `forwardee?.` followed by it.
        let forwarded: String
        if function.effects.throwsClause.isThrowing {
            // Called with `?`, a method that throws is made a closure first, whose conversion of
            // the Objective-C error crashes the compiler (Swift 6.3, generating code; the
            // typecheck passes): the forwardee is asked whether it implements the method, and the
            // method is called with `!`, one message.
            var scratch = CodeWriter(capacity: 256)
            writeCall(function, parameters, unwrapping: "!", &scratch)
            forwarded =
                "ReactiveRuntime.MessageForwarding.implementing(\(selectorExpression(requirement)), \(forwardeeRead))?.\(scratch.text)"
        } else if sharesSwiftName(requirement) {
            // Another method has this name (`MKMapViewDelegate`'s `mapView(_:viewFor:)` for an
            // annotation and, deprecated, for an overlay, which refines annotation): the method is
            // chosen by its type, else the call would pick the other.
            let arguments = parameters.map(\.value).joined(separator: ", ")
            forwarded =
                "(\(forwardeeRead)?.\(requirement.swiftName) as (\(Self.methodType(function)))?)?(\(arguments))"
        } else {
            var scratch = CodeWriter(capacity: 256)
            writeCall(function, parameters, unwrapping: "?", &scratch)
            forwarded = "\(forwardeeRead)?.\(scratch.text)"
        }
        // A local holds the plain type: `sending` belongs to the signature only.
        let result = function.result?.strippingSpecifiers
        if result == nil || result!.isVoid {
            w.line("\(prefix)\(forwarded)")
        } else if result!.isOptional {
            let answer = returning ? "return " : "let result: \(result!) = "
            w.line("\(answer)\(prefix)\(forwarded)")
        } else {
            // The host (UIKit) cached "yes" for this method; when the forwardee is gone by the time
            // it calls, the forwardee's last answer stands in for it, and the host is told to ask
            // again. A forwardee that never answered before it went away, with no responder,
            // leaves what Objective-C answers for a message to nil: zero. (Its end made the host ask
            // again, so a host that caches answers, as UIKit's do, does not call; an object result
            // has no zero, and stops a host that calls anyway with a message naming the call.)
            let arguments = parameters.map(\.value)
            w.line("let result: \(result!)")
            w.line("if let answer = \(prefix)\(forwarded) {")
            w.line("    result = answer")
            w.line("    \(lastAnswerWrite(requirement, "answer"))")
            w.line("} else if let responder = \(responderRead(requirement)) {")
            w.line("    result = \(prefix)responder(\(arguments.joined(separator: ", ")))")
            w.line("} else if let answer = \(lastAnswerRead(requirement)) {")
            w.line("    result = answer")
            w.line("    answersMayHaveChanged()")
            w.line("} else {")
            let call = "\(proxy.proxyName).\(requirement.swiftName)"
            w.line("    result = ReactiveRuntime.NilMessage.answer(to: \"\(call)\")")
            w.line("    answersMayHaveChanged()")
            w.line("}")
            if returning { w.line("return result") }
        }
    }

    /// The value a host set on an Objective-C optional property the forwardee does not implement.
    func storedValueName(_ requirement: Requirement) -> String {
        "\(requirement.eventName)Value"
    }

    /// An Objective-C optional property (its type is optional): read from the forwardee where it
    /// implements it, else the value last set on the proxy (`nil` for a read-only one); set on the
    /// forwardee where it implements the setter, else kept by the proxy.
    func emitOptionalProperty(_ property: PropertyDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let name = property.name
        let stored = storedValueName(requirement)
        var storedRead = usesLockedStorage ? "proxyState.withLock({ $0.\(stored) })" : stored
        if !usesLockedStorage, storesErased(requirement), case .optional(let wrapped) = property.type {
            storedRead = "(\(stored) as? \(wrapped))"
        }
        w.block("\(modifiers(requirement))var \(name): \(property.type)") { w in
            w.block("get") { w in
                w.line("if let value = \(forwardeeRead)?.\(name) { return value }")
                w.line(property.isSettable ? "return \(storedRead)" : "return nil")
            }
            if property.isSettable {
                w.block("set") { w in
                    // Swift cannot assign an optional property requirement through an existential:
                    // the setter is performed by selector (the value is an object, or @objc refuses it).
                    let setter = "#selector(setter: \(selectorOwner(requirement)).\(name))"
                    // A forwardee of a protocol that does not refine NSObjectProtocol is asked as an object.
                    let object = proxy.refinesNSObjectProtocol ? "" : " as? any NSObjectProtocol"
                    emitPublishedCall(requirement, hasResult: false, &w) { w, _ in
                        w.line("if let forwardee = \(forwardeeRead)\(object), forwardee.responds(to: \(setter)) {")
                        w.line("    _ = forwardee.perform(\(setter), with: newValue)")
                        w.line("} else {")
                        w.line(
                            usesLockedStorage
                                ? "    proxyState.withLock { $0.\(stored) = newValue }" : "    \(stored) = newValue")
                        w.line("}")
                    }
                }
            }
        }
    }
}
