// SubclassEmitter+Calls: every call of an observing subclass as one value: `Call` (after `super`
// returns, with the result) and `BeforeCall`, one case per method, and `calls.all` /
// `calls.before.all`, the methods' streams merged into one stream of them.

extension SubclassEmitter {
    /// Whether method `index` has a case in the enums: its override repeats no availability (an
    /// enum case with associated values cannot be newer than its enum, and a deprecated one would
    /// warn where `all` makes it).
    func hasCallCase(_ index: Int) -> Bool { subclass.methods[index].availability.isEmpty }

    /// Whether the enums and `all` are written: the run asks for them and some method has a case.
    var hasCalls: Bool { subclass.publishesCalls && subclass.methods.indices.contains(where: hasCallCase) }

    /// `Call` or `BeforeCall`, prefixed `ProxyGen` where a method's types mention that name (the
    /// nested enum would hide the module's type inside the class).
    func callTypeName(before: Bool) -> String {
        let name = before ? "BeforeCall" : "Call"
        let isMentioned = subclass.methods.contains { method in
            method.decl.parameters.contains { $0.type.mentions([name]) } || method.decl.result?.mentions([name]) == true
        }
        return isMentioned ? "ProxyGen" + name : name
    }

    /// `all`, or `allCalls` (numbered) where a method's event has that name.
    var allStreamName: String {
        FunctionKit.allStreamName { name in subclass.methods.contains { $0.eventName == name } }
    }

    /// The enum of the calls at one timing: one case per method, its payload as associated values.
    func emitCallType(before: Bool, _ w: inout CodeWriter) {
        let timing = before ? "before `super` runs" : "after `super` returns, with its result"
        let stream = before ? "calls.before.\(allStreamName)" : "calls.\(allStreamName)"
        w.line("/// One call of `\(subclass.subclassName)`'s methods, \(timing), as a value: what")
        w.line("/// `\(stream)` sends, for code that handles every call in one place (a reducer's `switch`).")
        let left = subclass.methods.indices.filter { !hasCallCase($0) }.map { "`\(subclass.methods[$0].eventName)`" }
        if !left.isEmpty {
            w.line("///")
            w.line(
                "/// Not here, observed alone (newer than the class, or deprecated): \(left.joined(separator: ", ")).")
        }
        let isSendable = subclass.methods.indices.allSatisfy { index in
            !hasCallCase(index)
                || carriedTypes(index, afterCall: !before).allSatisfy { $0.map(FunctionKit.isKnownSendable) ?? false }
        }
        w.line("\(memberAccess)enum \(callTypeName(before: before))\(isSendable ? ": Sendable" : "") {")
        w.indent()
        var isFirst = true
        for (index, method) in subclass.methods.enumerated() where hasCallCase(index) {
            if !isFirst { w.line() }
            isFirst = false
            w.openConditions(method.conditions)
            writeEventDoc(index, before: before, &w)
            w.beginLine()
            w.write("case \(ProxyEmitter.declarable(method.eventName))")
            writeCasePayload(index, afterCall: !before, &w)
            w.endLine()
            w.closeConditions(method.conditions)
        }
        w.dedent()
        w.line("}")
    }

    /// The types method `index`'s event carries at one timing (`nil`: carried as `Any`).
    private func carriedTypes(_ index: Int, afterCall: Bool) -> [TypeSyntax?] {
        let carriage = carriages[index]
        var types = carriage.values.map(\.type)
        if afterCall, let result = carriage.result { types.append(carriage.resultIsAny ? nil : result) }
        return types
    }

    /// The labels of method `index`'s payload at one timing.
    private func carriedLabels(_ index: Int, afterCall: Bool) -> [String] {
        let carriage = carriages[index]
        var labels = carriage.values.map(\.name.unbackticked)
        if afterCall && carriage.result != nil { labels.append(carriage.resultLabel) }
        return labels
    }

    /// `(label: Type, …)` or `(Type)` after a case's name; nothing for a call that carries nothing.
    private func writeCasePayload(_ index: Int, afterCall: Bool, _ w: inout CodeWriter) {
        let types = carriedTypes(index, afterCall: afterCall)
        let labels = carriedLabels(index, afterCall: afterCall)
        FunctionKit.writeCasePayload(count: types.count, &w) {
            labels[$0]
        } type: { position, w in
            FunctionKit.writeCarriedType(types[position], isParameter: true, &w)
        }
    }

    /// The events type's `all`: each method's stream of this timing mapped to its case, merged.
    /// The streams are read by index, not by their properties, so that no deprecation warns here.
    func writeAllStream(before: Bool, _ w: inout CodeWriter) {
        let name = callTypeName(before: before)
        let type = "ReactiveRuntime.Signal<\(name), Never>"
        w.line()
        w.line("/// Every call, in the order they are made, as one value of ``\(name)``: the streams of the")
        w.line("/// methods above merged (each created now). Completes when the object is deinitialized.")
        w.line("\(memberAccess)var \(allStreamName): \(type) {")
        w.indent()
        let timing = before ? "ReactiveRuntime.BeforeCall" : "ReactiveRuntime.AfterCall"
        w.line("var calls = ReactiveRuntime.ProxyCalls<\(name)>(\(Self.eventStreamsName), \(timing).self)")
        for (index, method) in subclass.methods.enumerated() where hasCallCase(index) {
            w.openConditions(method.conditions)
            let labels = carriedLabels(index, afterCall: !before)
            w.beginLine()
            w.write("calls.add(\(method.index)")
            if labels.count != 1 {
                // A closure's parameter type is not inferred from its body: the payload is named.
                w.write(", of: ")
                carriages[index].writePayloadType(afterCall: !before, &w)
                w.write(".self")
            }
            FunctionKit.writeCaseConstruction(
                "\(name).\(ProxyEmitter.declarable(method.eventName))", labels: labels, &w)
            w.endLine()
            w.closeConditions(method.conditions)
        }
        w.line("return calls.signal")
        w.dedent()
        w.line("}")
    }
}
