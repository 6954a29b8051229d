// SubclassEmitter: one observing subclass: the class with its streams and overrides, its nested
// `Calls` and `BeforeCalls` types, and `object.reactive.calls`.

/// Writes the observing subclass of one ``ResolvedSubclass``:
///
/// ```swift
/// open class ObservableScreen: Screen {
///     fileprivate let proxyGenCallStreams = ReactiveRuntime.ProxyEventStreams(count: 1)
///     open override func appear(_ animated: Bool) { … super.appear(animated) … }
///     public struct Calls { public var appear: Signal<Bool, Never> { … } }
///     public struct BeforeCalls { … }
/// }
/// extension ReactiveRuntime.Reactive where Base: ObservableScreen { public var calls: … }
/// ```
struct SubclassEmitter {
    let subclass: ResolvedSubclass
    /// What each method's events carry, by method index.
    let carriages: [SubclassCarriage]

    /// The stored streams: `fileprivate`, so that no other file (a user's further subclass) sees
    /// it, and named so that no superclass member is likely to share the name.
    static let streamsName = "proxyGenCallStreams"
    static let observedFlagName = "proxyGenCallsObserved"
    /// The stored streams of the nested `Calls` types.
    static let eventStreamsName = "proxyGenStreams"

    init(subclass: ResolvedSubclass) {
        self.subclass = subclass
        carriages = subclass.methods.map { SubclassCarriage(method: $0, unstorable: subclass.unstorableTypes) }
    }

    /// `open ` / `public ` / … for the subclass and its nested types.
    var accessPrefix: String { subclass.isOpen ? "open " : subclass.accessLevel.prefix }
    var memberAccess: String { subclass.accessLevel.prefix }

    func emit(into w: inout CodeWriter) {
        writeAvailability(&w)
        w.line("/// `\(subclass.className)` with every call of its overridable methods published as typed events,")
        w.line("/// before and after `super` runs: `object.reactive.calls.<method>` (after) and")
        w.line(
            "/// `object.reactive.calls.before.<method>` (before). Subclass it as you would `\(subclass.className)`.")
        var conformance = subclass.declaresProviderConformance ? ", ReactiveRuntime.ReactiveExtensionsProvider" : ""
        // A subclass of an `@unchecked Sendable` class must say so again.
        if subclass.isSendable { conformance += ", @unchecked Sendable" }
        w.line("\(accessPrefix)class \(subclass.subclassName): \(subclass.className)\(conformance) {")
        w.indent()
        w.line("/// The streams of this object's calls, each created when first observed.")
        w.line(
            "fileprivate let \(Self.streamsName) = ReactiveRuntime.ProxyEventStreams(count: \(subclass.methods.count))")
        if usesObservedFlag {
            w.line()
            w.line("/// Whether `reactive.calls` was ever read: until then no stream exists and an override")
            w.line("/// calls `super` at once. Read and written only in the object's isolation, as the class's")
            w.line("/// own stored properties are; overrides that may run elsewhere test the streams instead.")
            w.line("@exclusivity(unchecked)")
            w.line("fileprivate final var \(Self.observedFlagName) = false")
        }
        w.line()
        w.line("deinit {")
        w.line("    \(Self.streamsName).complete()")
        w.line("}")
        for index in subclass.methods.indices {
            w.line()
            emitOverride(index, &w)
        }
        w.line()
        emitEventsType(named: "Calls", before: false, &w)
        w.line()
        emitEventsType(named: "BeforeCalls", before: true, &w)
        if hasCalls {
            w.line()
            emitCallType(before: false, &w)
            w.line()
            emitCallType(before: true, &w)
        }
        w.dedent()
        w.line("}")
        w.line()
        emitAccessor(&w)
    }

    private func writeAvailability(_ w: inout CodeWriter) {
        for attribute in subclass.availability { w.line(attribute.description) }
    }

    /// `Calls` (after `super` returns, with the result) or `BeforeCalls`: one stream per method.
    private func emitEventsType(named name: String, before: Bool, _ w: inout CodeWriter) {
        let timing = before ? "before `super` runs" : "after `super` returns"
        w.line("/// The calls of `\(subclass.subclassName)`'s methods, sent \(timing).")
        w.line("\(memberAccess)struct \(name): Sendable {")
        w.indent()
        let streamsModifiers = subclass.accessLevel.usableFromClients(otherwise: "")
        w.line("\(streamsModifiers)let \(Self.eventStreamsName): ReactiveRuntime.ProxyEventStreams")
        for (index, method) in subclass.methods.enumerated() {
            w.line()
            w.openConditions(method.conditions)
            writeEventDoc(index, before: before, &w)
            for attribute in method.availability { w.line(attribute.description) }
            w.beginLine()
            w.write(subclass.accessLevel.emitIntoClientAttribute)
            w.write("\(memberAccess)var \(ProxyEmitter.declarable(method.eventName)): ReactiveRuntime.Signal<")
            carriages[index].writePayloadType(afterCall: !before, &w)
            w.write(", Never> {")
            w.endLine()
            let timingArgument = before ? ", ReactiveRuntime.BeforeCall.self" : ""
            w.line("    \(Self.eventStreamsName).signal(\(method.index)\(timingArgument))")
            w.line("}")
            w.closeConditions(method.conditions)
        }
        if hasCalls { writeAllStream(before: before, &w) }
        w.dedent()
        w.line("}")
    }

    /// Whether any override tests the plain flag (see ``readsObservedFlag(_:)``).
    private var usesObservedFlag: Bool {
        subclass.methods.contains(where: readsObservedFlag)
    }

    func writeEventDoc(_ index: Int, before: Bool, _ w: inout CodeWriter) {
        let method = subclass.methods[index]
        let name = method.decl.fullName
        let carriage = carriages[index]
        let arguments = carriage.values.isEmpty ? "" : ", with its arguments"
        if method.propertyType != nil {
            let timing = before ? "before `super`'s setter runs" : "after `super`'s setter returns"
            w.line("/// `\(method.decl.name)` was set: sent \(timing), with the new value.")
        } else if before {
            w.line("/// `\(name)` was called: sent before `super` runs\(arguments).")
        } else {
            let result = carriage.result == nil ? "" : carriage.values.isEmpty ? ", with its result" : " and its result"
            let throwing = method.decl.effects.throwsClause.isThrowing ? " Not sent when it throws." : ""
            w.line("/// `\(name)` returned\(arguments)\(result).\(throwing)")
        }
        for omitted in carriage.omitted { w.line("/// Leaves out `\(omitted.name)`: \(omitted.reason).") }
        if !before, let reason = carriage.resultLeftOut { w.line("/// Leaves out its result: \(reason).") }
    }

    /// `object.reactive.calls`, isolated as the class is.
    private func emitAccessor(_ w: inout CodeWriter) {
        let name = subclass.subclassName
        writeAvailability(&w)
        w.line("extension ReactiveRuntime.Reactive where Base: \(name) {")
        w.indent()
        w.line("/// The calls of this object's methods: `calls.<method>` after `super` returns,")
        w.line("/// `calls.before.<method>` before it runs; each stream created when first observed.")
        if let actor = subclass.globalActor { w.line(actor) }
        w.line(
            "\(memberAccess)var calls: ReactiveRuntime.DelegateEvents<Base, \(name).Calls, \(name).BeforeCalls> {")
        w.indent()
        if usesObservedFlag { w.line("base.\(Self.observedFlagName) = true") }
        w.line("let streams = base.\(Self.streamsName)")
        w.line("return ReactiveRuntime.DelegateEvents(")
        w.line("    base, after: \(name).Calls(\(Self.eventStreamsName): streams),")
        w.line("    before: \(name).BeforeCalls(\(Self.eventStreamsName): streams))")
        w.dedent()
        w.line("}")
        w.dedent()
        w.line("}")
    }
}
