// SubclassEmitter+Overrides: each override: its signature as the class declares it, and a body
// that sends the before-event, calls `super`, then sends the after-event.

extension SubclassEmitter {
    /// Attributes an override repeats (besides `@available`, written from the plan): what changes
    /// how it is called or isolated.
    static func isRepeatedAttribute(_ attribute: Attribute) -> Bool {
        switch attribute.name {
        case "discardableResult", "preconcurrency", "MainActor": return true
        default: return attribute.arguments == nil && attribute.name.hasSuffix("Actor")
        }
    }

    /// An override tests whether the object's calls may be observed and, when not, calls `super`
    /// at once; otherwise it calls its observed form (``emitObservedForm(_:_:)``), kept out of line
    /// so that the unobserved call pays one check and no frame. The test reads the plain flag
    /// where Swift's isolation orders every access to it (``readsObservedFlag(_:)``), and the
    /// streams' atomic state elsewhere. The override itself is never inlined
    /// (``overrideInlining``):
    ///
    /// ```swift
    /// @inline(never)
    /// open override func appear(_ animated: Bool) {
    ///     if !proxyGenCallsObserved { return super.appear(animated) }
    ///     return proxyGenObservedAppear(animated)
    /// }
    /// ```
    func emitOverride(_ index: Int, _ w: inout CodeWriter) {
        let method = subclass.methods[index]
        if method.propertyType != nil { return emitSetterOverride(index, &w) }
        let carriage = carriages[index]
        w.openConditions(method.conditions)
        writeAttributes(method, &w)
        w.line(Self.overrideInlining)
        writeSignature(method, carriage, head: method.isOpen ? "open " : method.accessLevel.prefix, &w)
        w.indent()
        let unobserved = readsObservedFlag(method) ? "!\(Self.observedFlagName)" : "\(Self.streamsName).areUnobserved"
        w.line("if \(unobserved) { return \(call(method, carriage, callee: "super.\(method.decl.name)")) }")
        w.line("return \(call(method, carriage, callee: Self.observedFormName(method)))")
        w.dedent()
        w.line("}")
        w.line()
        emitObservedForm(index, &w)
        w.closeConditions(method.conditions)
    }

    /// The attribute of an override (and of a property override's setter): the Objective-C entry
    /// point of an override of an Objective-C class's method checks the caller's isolation and
    /// would otherwise inline the override's body after it, a copy per method; with the body out
    /// of line, the entry points of one signature differ only by the function they call, and the
    /// optimizer merges them into one (ProxyGenApple's six observing view controllers: about
    /// 900 entry points, 175 KB of machine code before). A call dispatched through the class, as
    /// UIKit's and an app's are, is not inlined either way.
    static let overrideInlining = "@inline(never)"

    /// The attributes of an observed form: out of line (the override tests first), and compiled
    /// for size (``FunctionKit/sizeOptimized``): it runs only where the object's calls are
    /// observed, and an app ships one for every method of the class.
    static let observedFormAttributes = "@inline(never) " + FunctionKit.sizeOptimized

    /// The observed form of an override: the before-event, `super`, the after-event.
    ///
    /// ```swift
    /// @inline(never) @_optimize(size)
    /// private func proxyGenObservedAppear(_ animated: Bool) {
    ///     let proxyGenCall = proxyGenCallStreams.sendBefore(animated, at: 0)
    ///     super.appear(animated)
    ///     proxyGenCall.sendAfter(animated)
    /// }
    /// ```
    private func emitObservedForm(_ index: Int, _ w: inout CodeWriter) {
        let method = subclass.methods[index]
        let carriage = carriages[index]
        w.line("/// `\(method.decl.fullName)` with its events, out of line: the override tests first.")
        writeAttributes(method, &w)
        w.line(Self.observedFormAttributes)
        writeSignature(method, carriage, head: "private ", name: Self.observedFormName(method), defaults: false, &w)
        w.indent()
        let superCall = call(method, carriage, callee: "super.\(method.decl.name)")
        let before = carriage.payloadArguments(afterCall: false, resultName: "")
        w.line("let proxyGenCall = \(Self.streamsName).sendBefore(\(before), at: \(method.index))")
        // A result the event leaves out (``SubclassCarriage/resultLeftOut``) is still returned.
        if method.decl.result?.isVoid ?? true {
            w.line(superCall)
            w.line("proxyGenCall.sendAfter(\(carriage.payloadArguments(afterCall: true, resultName: "")))")
        } else {
            w.line("let proxyGenResult = \(superCall)")
            w.line(
                "proxyGenCall.sendAfter(\(carriage.payloadArguments(afterCall: true, resultName: "proxyGenResult")))")
            w.line("return proxyGenResult")
        }
        w.dedent()
        w.line("}")
    }

    /// Whether the override tests the subclass's plain `proxyGenCallsObserved` flag: where every
    /// access to the object's stored properties is ordered by Swift's isolation, as the flag's
    /// write in `reactive.calls` is: the class is not `Sendable`, and the method runs in the class's
    /// global actor if it has one (not `nonisolated`, no actor of its own).
    func readsObservedFlag(_ method: ResolvedSubclass.Method) -> Bool {
        guard !subclass.isSendable else { return false }
        guard subclass.globalActor != nil else { return true }
        let info = method.decl.info
        return !info.hasModifier("nonisolated") && !info.attributes.contains { $0.name.hasSuffix("Actor") }
    }

    /// `proxyGenObservedViewWillAppear`: the observed form of the method whose events are named
    /// `viewWillAppear` (event names are unique in a subclass, overloads included).
    static func observedFormName(_ method: ResolvedSubclass.Method) -> String {
        "proxyGenObserved" + method.eventName.prefix(1).uppercased() + method.eventName.dropFirst()
    }

    /// The `@available` attributes and those that change how the method is called or isolated.
    func writeAttributes(_ method: ResolvedSubclass.Method, _ w: inout CodeWriter) {
        for attribute in method.availability { w.line(attribute.description) }
        for attribute in method.decl.info.attributes where Self.isRepeatedAttribute(attribute) {
            w.line(attribute.description)
        }
    }

    /// `open override func name<T: P>(_ a: A, b c: inout B) async throws -> R where … {`, or with
    /// another head and name, and without default values, for the observed form.
    func writeSignature(
        _ method: ResolvedSubclass.Method, _ carriage: SubclassCarriage, head: String, name: String? = nil,
        defaults: Bool = true, _ w: inout CodeWriter
    ) {
        let decl = method.decl
        w.beginLine()
        w.write(head)
        if decl.info.hasModifier("nonisolated") { w.write("nonisolated ") }
        w.write(name == nil ? "override func " : "func ")
        FunctionKit.writeSignature(
            decl, name: name ?? decl.name, parameters: carriage.parameters[...], defaults: defaults, &w)
        w.write(" {")
        w.endLine()
    }

    /// `try await super.name(a, b: &c)`: a call of `callee` with the method's arguments.
    private func call(_ method: ResolvedSubclass.Method, _ carriage: SubclassCarriage, callee: String) -> String {
        var w = CodeWriter(capacity: 128)
        w.write(ProxyEmitter.callPrefix(method.decl.effects))
        w.write(callee)
        FunctionKit.writeArguments(carriage.parameters[...], &w)
        return w.text
    }
}
