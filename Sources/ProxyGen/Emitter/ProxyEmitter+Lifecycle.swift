// ProxyEmitter+Lifecycle: the initializer (with the responders it must be given) and the
// deinitializer.

extension ProxyEmitter {
    func emitInitializer(_ w: inout CodeWriter) {
        let responders = initResponders
        w.line("/// Creates a proxy that forwards to `forwardee`.")
        if !responders.isEmpty {
            w.line("///")
            w.line("/// - Parameters:")
            w.beginLine()
            w.write("///   - forwardee: The original delegate, held ")
            w.write(holding)
            w.write(".")
            w.endLine()
            writeResponderParameterDocs(responders, note: "", &w)
        }
        writeInitializerSignature(responders, &w)
        do {
            if usesLockedStorage {
                if responders.isEmpty {
                    w.line("self.proxyState = ReactiveRuntime.LockedValue(ProxyState(forwardee: forwardee))")
                } else {
                    let arguments =
                        ["forwardee: forwardee"]
                        + responders.map { "\($0.eventName): \(Self.declarable($0.eventName))" }
                    w.line(
                        "self.proxyState = ReactiveRuntime.LockedValue(ProxyState(\(arguments.joined(separator: ", "))))"
                    )
                }
            } else {
                w.line("self.forwardee = forwardee")
                w.line("self.hasForwardee = forwardee != nil")
                for requirement in responders {
                    // A responder stored erased is set through its storage: its typed property may
                    // be deprecated (see `storesErased(_:)`).
                    let property =
                        storesErased(requirement)
                        ? responderStorageName(requirement) : "\(requirement.eventName)Responder"
                    w.beginLine()
                    w.write("self.")
                    w.write(property)
                    w.write(" = ")
                    w.write(Self.declarable(requirement.eventName))
                    w.endLine()
                }
            }
            if inheritsAnswers {
                w.line("super.init(streamCount: \(eventCount), requirements: \(proxy.proxyName).self)")
            } else if proxy.subclassesNSObject {
                w.line("super.init()")
            }
            if answersOptionalRequirements && !inheritsAnswers {
                // An event's first observer, or its last going away, can change an answer.
                w.line("events.streams.onObservationChange { [weak self] in self?.answersMayHaveChanged() }")
                w.line("forwardeeDidChange()")
            }
        }
        w.closeBlock()
    }

    /// Writes `init(forwardingTo:…) {` and indents: one line, or one line per parameter where
    /// `init` takes responders. A parameter whose type breaks a line (an attribute's arguments
    /// written over several lines) is split where its text breaks.
    func writeInitializerSignature(_ responders: [Requirement], _ w: inout CodeWriter) {
        if responders.isEmpty {
            // A protocol's name breaks no line.
            w.beginLine()
            w.write(FunctionKit.sizeOptimized + " ")
            w.write(access)
            w.write("init(forwardingTo forwardee: ")
            w.write(optionalForwardeeType)
            w.write(" = nil)")
            w.openBlock()
            return
        }
        let start = w.position
        w.beginLine()
        w.write(FunctionKit.sizeOptimized + " ")
        w.write(access)
        w.write("init(")
        w.endLine()
        w.beginLine()
        w.write("    forwardingTo forwardee: ")
        w.write(optionalForwardeeType)
        w.write(" = nil,")
        w.endLine()
        for (i, requirement) in responders.enumerated() {
            w.beginLine()
            w.write("    ")
            let parameterStart = w.position
            writeInitResponderParameter(requirement, &w)
            if w.containsLineBreak(from: parameterStart) {
                w.truncate(to: start)
                writeInitializerSignatureBreakingLines(responders, &w)
                return
            }
            if i < responders.count - 1 { w.write(",") }
            w.endLine()
        }
        w.beginLine()
        w.write(")")
        w.openBlock()
    }

    /// ``writeInitializerSignature(_:_:)`` where a parameter's text breaks a line: the signature
    /// is built as text and written line by line.
    private func writeInitializerSignatureBreakingLines(_ responders: [Requirement], _ w: inout CodeWriter) {
        let parameters =
            ["forwardingTo forwardee: \(optionalForwardeeType) = nil"]
            + responders.map { requirement in
                var parameter = CodeWriter(capacity: 256)
                writeInitResponderParameter(requirement, &parameter)
                return parameter.text
            }
        let signature = "\(access)init(\n    " + parameters.joined(separator: ",\n    ") + "\n)"
        // Split by bytes where that is splitting by Characters (no "\r\n" to keep together).
        let lines =
            signature.utf8.contains(UInt8(ascii: "\r"))
            ? signature.split(separator: "\n").map(String.init)
            : signature.utf8.split(separator: UInt8(ascii: "\n")).map { String(Substring($0)) }
        for line in lines.dropLast() { w.line(line) }
        w.beginLine()
        w.write(lines.last!)
        w.openBlock()
    }

    func emitDeinit(_ w: inout CodeWriter) {
        w.line()
        w.block("deinit") { w in
            w.line("events.streams.complete()")
        }
    }
}
