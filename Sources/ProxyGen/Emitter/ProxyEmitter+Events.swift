// ProxyEmitter+Events: the nested events type, one typed stream per requirement, and each event's
// doc comment.

extension ProxyEmitter {
    /// The nested events type, one stream per requirement that publishes, then the properties
    /// that publish them.
    func emitEventsType(_ w: inout CodeWriter) {
        w.beginLine()
        w.write("/// The events of a ``")
        w.write(proxy.proxyName)
        w.write("``, one stream per requirement: `events` sends each call")
        w.endLine()
        w.line("/// after the forwardee returns, `beforeEvents` before the call is forwarded. Each stream is created")
        w.line("/// when first observed and completes when the proxy is deinitialized.")
        if carriesInoutValue {
            w.line("///")
            w.line("/// An `inout` argument is carried with its value before the call, then with its value after it.")
        }
        w.beginLine()
        w.write(access)
        w.write("struct ")
        w.write(eventsTypeName)
        w.write("<")
        w.write(timingName)
        w.write(": ReactiveRuntime.ProxyEventTiming>: Swift.Sendable")
        w.openBlock()
        w.beginLine()
        w.write(proxy.accessLevel.usableFromClients(otherwise: "fileprivate "))
        if inheritsAnswers {
            // The superclass creates the streams (its `proxyEventStreams`); the events read them.
            w.write("var streams: ReactiveRuntime.ProxyEventStreams")
        } else {
            w.write("var streams = ReactiveRuntime.ProxyEventStreams(count: ")
            w.write(eventCount)
            w.write(")")
        }
        w.endLine()
        forEach(proxy.requirements, &w) { requirement, w in
            guard let index = eventIndex(requirement) else { return }
            w.line()
            writeEvent(requirement, index: index, &w)
        }
        let hasCalls = proxy.publishesCalls && requirements.contains(where: hasCallCase)
        if hasCalls { writeAllStream(&w) }
        w.closeBlock()
        w.line()
        if hasCalls { emitCallType(&w) }
        writeEventsProperties(&w)
    }

    /// One event of the events type: `var name: ReactiveRuntime.Signal<Payload, Swift.Never>`,
    /// with its doc comment and availability.
    private func writeEvent(_ requirement: Requirement, index: Int, _ w: inout CodeWriter) {
        writeEventDocumentation(requirement, &w)
        writeAvailability(requirement, &w)
        w.beginLine()
        w.write(proxy.accessLevel.emitIntoClientAttribute)
        w.write(access)
        w.write("var ")
        w.write(Self.declarable(requirement.eventName))
        w.write(": ReactiveRuntime.Signal<")
        writePayloadType(requirement, &w)
        w.write(", Swift.Never> { streams.signal(")
        w.write(index)
        w.write(", ")
        w.write(timingName)
        w.write(".self) }")
        w.endLine()
    }

    /// The proxy's `events` and `beforeEvents` properties.
    private func writeEventsProperties(_ w: inout CodeWriter) {
        w.line("/// The events this proxy publishes after the forwardee returns (RxCocoa's `methodInvoked`).")
        w.beginLine()
        w.write(access)
        w.write(nonisolatedPrefix)
        if inheritsAnswers {
            // The streams are the superclass's, which answers `responds(to:)` from them.
            w.write("var events: ")
            w.write(eventsTypeName)
            w.write("<ReactiveRuntime.AfterCall> { ")
            w.write(eventsTypeName)
            w.write("(streams: proxyEventStreams) }")
        } else {
            w.write("let events = ")
            w.write(eventsTypeName)
            w.write("<ReactiveRuntime.AfterCall>()")
        }
        w.endLine()
        w.line()
        w.line("/// The same events, published before each call is forwarded (RxCocoa's `sentMessage`).")
        w.beginLine()
        w.write(access)
        w.write(nonisolatedPrefix)
        w.write("var beforeEvents: ")
        w.write(eventsTypeName)
        w.write("<ReactiveRuntime.BeforeCall> { ")
        w.write(eventsTypeName)
        w.write("(streams: events.streams) }")
        w.endLine()
        w.line()
    }

    /// Whether some event carries an `inout` argument, whose value differs before and after the call.
    var carriesInoutValue: Bool {
        // The parameters' `inout` was read once, when they were made (see `workOutCarriages()`).
        let parameters = plan.carriedParameters
        for i in parameters.indices where parameters[i].isInout {
            let requirement = requirements[ordinal(ofCarriedParameter: i)]
            guard hasEvent(requirement) else { continue }
            let values = carriedValues(of: requirement)
            if values.contains(where: { $0.name == parameters[i].name }) { return true }
        }
        return false
    }

    /// Whether the requirement publishes an event: every method, and settable properties and
    /// subscripts (on set). Reading a property is not an event.
    func hasEvent(_ requirement: Requirement) -> Bool { Self.hasEvent(requirement) }

    static func hasEvent(_ requirement: Requirement) -> Bool {
        // A deprecated requirement publishes too (an app whose floor is before the deprecation may
        // have no other way to learn of the call): its event repeats the requirement's
        // availability, so that only code that reads the event sees the deprecation.
        switch requirement.kind {
        case .function: return true
        case .property(let p): return p.isSettable
        case .subscript(let s): return s.isSettable
        }
    }

    /// The doc comment of a requirement's event: what it publishes, what it leaves out, then the
    /// requirement's own documentation.
    func writeEventDocumentation(_ requirement: Requirement, _ w: inout CodeWriter) {
        w.beginLine()
        switch requirement.kind {
        case .function:
            w.write("/// Calls of `")
            writeSwiftName(requirement, &w)
            w.write("`.")
        case .property:
            w.write("/// Sets of `")
            writeSwiftName(requirement, &w)
            w.write("`: the new value.")
        case .subscript:
            w.write("/// Sets of `")
            writeSwiftName(requirement, &w)
            w.write("`: the arguments and the new value.")
        }
        w.endLine()
        let omitted = omittedParameters(of: requirement)
        if !omitted.isEmpty {
            w.line("///")
            w.beginLine()
            w.write("/// Not carried: ")
            for (i, parameter) in omitted.enumerated() {
                if i > 0 { w.write(", ") }
                w.write("`")
                w.write(parameter.name)
                w.write("` (")
                w.write(parameter.reason)
                w.write(")")
            }
            w.write(".")
            w.endLine()
        }
        // The requirement's own lines follow an empty line, copied from its doc comment (its first
        // paragraph only, for a compiled module's protocol).
        var isFirstLine = true
        var isPastSummary = false
        let summarizes = proxy.summarizesDocumentation
        DocComment.forEachLine(requirement.documentation) { line in
            if isPastSummary { return }
            if summarizes && line.isEmpty {
                isPastSummary = true
                return
            }
            if isFirstLine {
                w.line("///")
                isFirstLine = false
            }
            if line.isEmpty {
                w.line("///")
            } else {
                w.beginLine()
                w.write("/// ")
                w.write(line)
                w.endLine()
            }
        }
    }

    /// Writes ``Requirement/swiftName`` (`download(_:didReceive:)`, `title`, `subscript(_:)`).
    /// The `- name: Answers `requirement` while there is no forwardee<note>.` lines of the
    /// responder parameters in a doc comment's parameter list.
    func writeResponderParameterDocs(_ responders: [Requirement], note: String, _ w: inout CodeWriter) {
        for requirement in responders {
            if isGenericResponder(requirement) {
                w.line(
                    "///   - \(requirement.eventName): Answers the generic requirements while there is no forwardee\(note)."
                )
                continue
            }
            w.beginLine()
            w.write("///   - ")
            w.write(requirement.eventName)
            w.write(": Answers `")
            writeSwiftName(requirement, &w)
            w.write("` while there is no forwardee")
            w.write(note)
            w.write(".")
            w.endLine()
        }
    }

    func writeSwiftName(_ requirement: Requirement, _ w: inout CodeWriter) {
        func writeLabels(_ parameters: [Parameter]) {
            w.write("(")
            // By index: an element is read in place, not copied with all its references.
            for i in parameters.indices {
                if let label = parameters[i].label { w.write(label) } else { w.write("_") }
                w.write(":")
            }
            w.write(")")
        }
        switch requirement.kind {
        case .function(let f):
            w.write(f.name)
            writeLabels(f.parameters)
        case .property(let p):
            w.write(p.name)
        case .subscript(let s):
            w.write("subscript")
            writeLabels(s.parameters)
        }
    }
}
