// ProxyEmitter+Properties: property and subscript requirements: getters forwarded or answered,
// setters that publish the new value and assign it.

extension ProxyEmitter {
    func emitProperty(_ property: PropertyDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        if requirement.isObjCOptional {
            emitOptionalProperty(property, requirement, &w)
            return
        }
        let prefix = Self.callPrefix(property.getterEffects)
        let name = property.name
        w.beginLine()
        w.write(modifiers(requirement))
        w.write("var ")
        w.write(name)
        w.write(": ")
        w.write(property.type)
        w.openBlock()
        let getter = forwardeeAccess(requirement)
        w.beginLine()
        w.write("get")
        w.write(Self.effectsText(property.getterEffects))
        w.openBlock()
        if requirement.hasDefault {
            w.block("if \(getter.binding)") { w in
                w.beginLine(); w.write("return "); w.write(prefix); w.write(getter.bound); w.write("."); w.write(name);
                w.endLine()
            }
            for line in getter.defaultsSetup { w.line(line) }
            w.beginLine()
            w.write("return ")
            w.write(Self.callPrefix(requirement.defaultEffects))
            w.write(getter.defaults)
            w.write(".")
            w.write(name)
            w.endLine()
        } else if property.type.isOptional {
            w.beginLine()
            w.write("return ")
            w.write(prefix)
            w.write(getter.optional)
            w.write("?.")
            w.write(name)
            w.endLine()
        } else {
            w.block("if \(getter.binding)") { w in
                w.beginLine(); w.write("return "); w.write(prefix); w.write(getter.bound); w.write("."); w.write(name);
                w.endLine()
            }
            emitResponderAnswer(requirement, [], &w, answerPrefix: "return ")
        }
        w.closeBlock()
        if property.isSettable { emitSetter(requirement, member: ".\(name)", &w) }
        w.closeBlock()
    }

    /// The `set` accessor of a settable property or subscript: publishes the call and assigns
    /// `newValue` to `member` (`.name` or `[arguments]`) of the forwardee, or of the defaults while
    /// there is none.
    func emitSetter(_ requirement: Requirement, member: String, _ w: inout CodeWriter) {
        let setter = forwardeeAccess(requirement, setter: true)
        w.block("set") { w in
            emitPublishedCall(requirement, hasResult: false, &w) { w, _ in
                if requirement.hasDefault {
                    w.ifElse(setter.binding) { w in
                        w.beginLine()
                        w.write(setter.bound)
                        w.write(member)
                        w.write(" = newValue")
                        w.endLine()
                    } else: { w in
                        for line in setter.defaultsSetup { w.line(line) }
                        w.beginLine()
                        w.write(setter.defaults)
                        w.write(member)
                        w.write(" = newValue")
                        w.endLine()
                    }
                } else {
                    w.beginLine()
                    w.write(setter.optional)
                    w.write("?")
                    w.write(member)
                    w.write(" = newValue")
                    w.endLine()
                }
            }
        }
    }

    func emitSubscript(_ sub: SubscriptDecl, _ requirement: Requirement, _ w: inout CodeWriter) {
        let parameters = proxyParameters(of: requirement)
        let prefix = Self.callPrefix(sub.getterEffects)
        let (declarations, arguments) = subscriptSignature(parameters)
        var signature =
            "\(modifiers(requirement))subscript\(FunctionKit.genericClause(sub.genericParameters))(\(declarations)) -> \(sub.result)"
        signature += FunctionKit.whereText(sub.whereClause)
        w.block(signature) { w in
            let getter = forwardeeAccess(requirement)
            w.block("get\(Self.effectsText(sub.getterEffects))") { w in
                if requirement.hasDefault {
                    w.block("if \(getter.binding)") { w in w.line("return \(prefix)\(getter.bound)[\(arguments)]") }
                    for line in getter.defaultsSetup { w.line(line) }
                    w.line("return \(Self.callPrefix(requirement.defaultEffects))\(getter.defaults)[\(arguments)]")
                } else if sub.result.isOptional {
                    w.line("return \(prefix)\(getter.optional)?[\(arguments)]")
                } else {
                    w.block("if \(getter.binding)") { w in w.line("return \(prefix)\(getter.bound)[\(arguments)]") }
                    emitResponderAnswer(requirement, parameters, &w, answerPrefix: "return ")
                }
            }
            if sub.isSettable { emitSetter(requirement, member: "[\(arguments)]", &w) }
        }
    }
}
