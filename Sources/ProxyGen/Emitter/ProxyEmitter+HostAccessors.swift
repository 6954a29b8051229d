// ProxyEmitter+HostAccessors: one accessor per delegate slot typed by the proxy's protocol, on
// the slot's class, reaching the installed proxy's events in one expression.

extension ProxyEmitter {
    /// For each ``HostSlot``: `extension Reactive where Base: Class { var slot: DelegateEvents<…> }`,
    /// under the class's conditions and availability. A protocol whose proxy must be given answers
    /// at installation (required requirements with results and no default) gets a method that
    /// takes them instead of a property: the accessor never invents an answer (and, where the
    /// answers can be asked of an object the app has, a `(forwardingTo:)` form). Beside the method,
    /// an unavailable property of the same name and type says so where `object.reactive.<slot>.<event>`
    /// is written (see ``emitUnavailableHostProperty(_:responders:type:attributes:_:)``).
    func emitHostAccessors(into w: inout CodeWriter) {
        for slot in proxy.hostSlots {
            w.line()
            w.openConditions(slot.conditions)
            let classAvailability = slot.classInfo.attributes.compactMap { attribute in
                attribute.name == "available" ? Availability.attribute(attribute, within: .runtimeFloor) : nil
            }
            if slot.declaresProviderConformance {
                // A root class has no `reactive` of its own (NSObject's subclasses do).
                for attribute in classAvailability { w.line(attribute.description) }
                w.line("extension \(slot.className): ReactiveRuntime.ReactiveExtensionsProvider {}")
                w.line()
            }
            // The class's availability on the accessors' extension too (RoomPlan's root class
            // `RoomCaptureSession`, iOS 16, had it on its provider conformance only).
            for attribute in classAvailability { w.line(attribute.description) }
            w.line("extension ReactiveRuntime.Reactive where Base: \(slot.className) {")
            w.indent()
            emitHostAccessor(slot, &w)
            w.dedent()
            w.line("}")
            w.closeConditions(slot.conditions)
        }
    }

    private func emitHostAccessor(_ slot: HostSlot, _ w: inout CodeWriter) {
        let name = slot.property.name
        let events = "\(proxy.proxyName).\(eventsTypeName)"
        let type =
            "ReactiveRuntime.DelegateEvents<\(proxy.proxyName), \(events)<ReactiveRuntime.AfterCall>, \(events)<ReactiveRuntime.BeforeCall>>"
        w.line(
            "/// The events of the `\(proxy.proxyName)` installed as this object's `\(name.unbackticked)`, installed on"
        )
        w.line("/// first use: the delegate set before becomes its forwardee and keeps answering. An event name")
        w.line("/// reads the stream sent after the call returns, `before` the one sent before it.")
        let responders = initResponders
        if !responders.isEmpty {
            w.line("///")
            w.line("/// `\(proxy.protocolName)` has requirements the proxy must be given answers for while there is")
            w.line("/// no original delegate: they are this method's arguments (used on first install).")
        }
        let attributes = accessorAttributes(slot)
        for attribute in attributes { w.line(attribute) }
        let accessLevel = min(proxy.accessLevel, slot.accessLevel)
        let access = accessLevel.emitIntoClientAttribute + accessLevel.prefix
        if responders.isEmpty {
            w.block("\(access)var \(name): \(type)") { w in
                w.line("let proxy = \(proxy.proxyName).proxy(for: base, delegate: \\.\(name))")
                w.line("return ReactiveRuntime.DelegateEvents(proxy, after: proxy.events, before: proxy.beforeEvents)")
            }
            return
        }
        w.line("\(access)func \(name)(")
        w.indent()
        for (index, requirement) in responders.enumerated() {
            w.beginLine()
            writeInitResponderParameter(requirement, &w)
            if index < responders.count - 1 { w.write(",") }
            w.endLine()
        }
        w.dedent()
        w.line(") -> \(type) {")
        w.indent()
        let arguments = responders.map { "\($0.eventName): \(Self.declarable($0.eventName))" }.joined(separator: ", ")
        w.line("let proxy = \(proxy.proxyName).proxy(for: base, delegate: \\.\(name), \(arguments))")
        w.line("return ReactiveRuntime.DelegateEvents(proxy, after: proxy.events, before: proxy.beforeEvents)")
        w.dedent()
        w.line("}")
        if hasForwardingHostAccessor(responders) {
            emitForwardingHostAccessor(slot, responders: responders, type: type, attributes: attributes, &w)
        }
        emitUnavailableHostProperty(slot, responders: responders, type: type, attributes: attributes, &w)
    }

    /// The attributes of a slot's accessor: the slot's availability, the proxy's where the slot's
    /// says less, its rank among overloads, its actor.
    private func accessorAttributes(_ slot: HostSlot) -> [String] {
        var attributes: [String] = []
        let enclosing = Availability.runtimeFloor.merged(with: Availability(slot.classInfo.attributes))
        for attribute in slot.property.info.attributes where attribute.name == "available" {
            if let attribute = Availability.attribute(attribute, within: enclosing) {
                attributes.append(attribute.description)
            }
        }
        // The proxy's introductions where the slot's say less (Matter's `MTRCommissioningParameters`
        // has a slot typed by an iOS 16.1 protocol): the accessor names the proxy.
        if let needed = enclosingAvailability.check(
            within: enclosing.merged(with: Availability(slot.property.info.attributes)))
        {
            attributes.append("@available(\(needed))")
        }
        if slot.isNarrowed { attributes.append("@_disfavoredOverload") }
        // Reading an isolated slot needs its actor; otherwise the proxy's.
        if let actor = slot.globalActor ?? proxy.globalActor { attributes.append(actor) }
        return attributes
    }

    /// The property `object.reactive.<slot>` would be if the proxy needed no answers, unavailable,
    /// with a message that names the cause and the call to write instead. Without it,
    /// `object.reactive.<slot>.<event>` finds the runtime's key-path binding target
    /// (`BindingTarget<(any P)?>`), and the compiler says only that it has no member `<event>`. Of
    /// the candidates, the unavailable property is the only one with the event, so the compiler
    /// chooses it and reports its message.
    ///
    /// Its body cannot be reached: an unavailable declaration can be used only from unavailable
    /// code, and nothing generated uses it. It cannot delegate to the method, which needs the
    /// answers this property does not have, and reading itself would be an infinite recursion
    /// (a warning), so it traps.
    private func emitUnavailableHostProperty(
        _ slot: HostSlot, responders: [Requirement], type: String, attributes: [String], _ w: inout CodeWriter
    ) {
        let name = slot.property.name
        let call = "reactive.\(name.unbackticked)(\(responders.map { "\($0.eventName): …" }.joined(separator: ", ")))"
        let forwarding =
            hasForwardingHostAccessor(responders)
            ? ", or 'reactive.\(name.unbackticked)(forwardingTo:)' with the object that gives them" : ""
        let message =
            "'\(proxy.protocolName)' has requirements that need an answer while there is no delegate; call '\(call)' with those answers\(forwarding)"
        let access = min(proxy.accessLevel, slot.accessLevel).prefix
        w.line()
        w.line("/// Unavailable: `\(proxy.protocolName)` needs answers while there is no delegate; call `\(call)`.")
        w.line("@available(*, unavailable, message: \"\(message)\")")
        for attribute in attributes { w.line(attribute) }
        w.block("\(access)var \(name): \(type)") { w in
            w.line("Swift.fatalError(\"unavailable: \(call)\")")
        }
    }
}
