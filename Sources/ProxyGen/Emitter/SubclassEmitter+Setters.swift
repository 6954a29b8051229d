// SubclassEmitter+Setters: a settable property's override, whose setter is observed as a call
// with the new value, before and after `super`'s.

extension SubclassEmitter {
    /// The getter reads `super`'s; the setter tests whether the object's calls may be observed,
    /// as a method's override does, and sets `super`'s at once when not:
    ///
    /// ```swift
    /// open override var title: String? {
    ///     get { super.title }
    ///     @inline(never) set {
    ///         if !proxyGenCallsObserved { super.title = newValue; return }
    ///         proxyGenObservedTitle(newValue)
    ///     }
    /// }
    ///
    /// @inline(never) @_optimize(size)
    /// private func proxyGenObservedTitle(_ newValue: String?) {
    ///     let proxyGenCall = proxyGenCallStreams.sendBefore(newValue, at: 0)
    ///     super.title = newValue
    ///     proxyGenCall.sendAfter(newValue)
    /// }
    /// ```
    func emitSetterOverride(_ index: Int, _ w: inout CodeWriter) {
        let method = subclass.methods[index]
        guard let type = method.propertyType else { return }
        let carriage = carriages[index]
        let name = method.decl.name
        let observedForm = Self.observedFormName(method)
        w.openConditions(method.conditions)
        writeAttributes(method, &w)
        w.beginLine()
        w.write(method.isOpen ? "open " : method.accessLevel.prefix)
        if method.decl.info.hasModifier("nonisolated") { w.write("nonisolated ") }
        w.write("override var \(name): ")
        w.write(type)
        w.write(" {")
        w.endLine()
        w.indent()
        w.line("get { super.\(name) }")
        w.line("\(Self.overrideInlining) set {")
        let unobserved = readsObservedFlag(method) ? "!\(Self.observedFlagName)" : "\(Self.streamsName).areUnobserved"
        w.line("    if \(unobserved) { super.\(name) = newValue; return }")
        w.line("    \(observedForm)(newValue)")
        w.line("}")
        w.dedent()
        w.line("}")
        w.line()
        w.line("/// `\(name)`'s setter with its events, out of line: the override tests first.")
        writeAttributes(method, &w)
        w.line(Self.observedFormAttributes)
        writeSignature(method, carriage, head: "private ", name: observedForm, defaults: false, &w)
        w.indent()
        let before = carriage.payloadExpression(afterCall: false, resultName: "")
        w.line("let proxyGenCall = \(Self.streamsName).sendBefore(\(before), at: \(method.index))")
        w.line("super.\(name) = \(carriage.parameters.first?.name ?? "newValue")")
        w.line("proxyGenCall.sendAfter(\(carriage.payloadExpression(afterCall: true, resultName: "")))")
        w.dedent()
        w.line("}")
        w.closeConditions(method.conditions)
    }
}
