// ProxyEmitter+Parameters: the names a proxy's members give a requirement's parameters (kept
// apart from its own locals), and the forwarding call's arguments.

extension ProxyEmitter {
    /// A parameter as the proxy declares it: internal names are made unique and never clash with
    /// the locals the generated body uses.
    struct ProxyParameter {
        var parameter: Parameter
        /// The internal name used in the proxy.
        var name: String
        let isInout: Bool
        let isAutoclosure: Bool

        init(parameter: Parameter, name: String) {
            self.parameter = parameter
            self.name = name
            if case .attributed(let attributes, let specifiers, _) = parameter.type {
                isInout = specifiers.contains("inout")
                isAutoclosure = attributes.contains { $0.name == "autoclosure" }
            } else {
                isInout = false
                isAutoclosure = false
            }
        }

        var isNonEscapingClosure: Bool {
            isAutoclosure || (parameter.type.strippingSpecifiers.isFunction && !parameter.type.hasAttribute("escaping"))
        }

        /// Writes a parameter as the proxy declares it, `label name: Type` (literal pieces copied as
        /// bytes, a one-name type written without the walk). Given its parts: a caller reading
        /// them from a list in place copies only these, not the whole parameter.
        static func writeDeclaration(label: String?, name: String, type: TypeSyntax, to w: inout CodeWriter) {
            if let label { w.write(label) } else { w.write("_") }
            if !isSameName(label ?? "_", name) {
                w.write(" ")
                w.write(name)
            }
            w.write(": ")
            w.write(type)
        }

        /// Whether `a` and `b` are one name, with or without backticks: names whose byte counts
        /// differ by other than 0 or 2 are not compared.
        static func isSameName(_ a: String, _ b: String) -> Bool {
            switch a.utf8.count - b.utf8.count {
            case 0: return a == b || a.unbackticked == b.unbackticked
            case 2, -2: return a.unbackticked == b.unbackticked
            default: return false
            }
        }

        /// Writes a parameter's ``value`` given its parts (literal pieces copied as bytes; see
        /// ``writeDeclaration(label:name:type:to:)``).
        static func writeValue(name: String, isInout: Bool, isAutoclosure: Bool, to w: inout CodeWriter) {
            if isInout { w.write("&") }
            w.write(name)
            if isAutoclosure { w.write("()") }
        }

        /// The value as passed on: `&name` for `inout`, `name()` for an autoclosure (re-wrapped,
        /// so it stays lazy).
        var value: String { (isInout ? "&" : "") + name + (isAutoclosure ? "()" : "") }
    }

    /// Writes `name(label: value, …)`, the forwarded call of a function (`name?(…)` or `name!(…)`
    /// with `unwrapping` `?` or `!`: an Objective-C optional method).
    func writeCall(
        _ function: FunctionDecl, _ parameters: ArraySlice<ProxyParameter>, unwrapping: String = "",
        _ w: inout CodeWriter
    ) {
        w.write(function.name)
        w.write(unwrapping)
        FunctionKit.writeArguments(parameters, &w)
    }

    /// A subscript's parameter list and its argument list: a subscript parameter has an argument
    /// label only when one is written (`subscript(index index: Int)`).
    func subscriptSignature(_ parameters: ArraySlice<ProxyParameter>) -> (declarations: String, arguments: String) {
        let declarations = parameters.map { p in
            (p.parameter.label.map { "\($0) \(p.name)" } ?? p.name) + ": \(p.parameter.type)"
        }
        let arguments = parameters.map { p in (p.parameter.label.map { "\($0): " } ?? "") + p.name }
        return (declarations.joined(separator: ", "), arguments.joined(separator: ", "))
    }

    static let reservedLocals: Set<String> = [
        "forwardee", "result", "proxy", "proxyState", "events", "self", "answer", "responder",
        "defaults", "hasForwardee", "currentForwardee",
    ]

    /// Whether `name` is one of ``reservedLocals``: each has a byte count and first byte of its
    /// own, so a name is compared with one of them at most.
    static func isReservedLocal(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let first = utf8.first else { return false }
        let candidate: String
        switch (utf8.count, first) {
        case (4, UInt8(ascii: "s")): candidate = "self"
        case (5, UInt8(ascii: "p")): candidate = "proxy"
        case (6, UInt8(ascii: "r")): candidate = "result"
        case (6, UInt8(ascii: "e")): candidate = "events"
        case (6, UInt8(ascii: "a")): candidate = "answer"
        case (8, UInt8(ascii: "d")): candidate = "defaults"
        case (9, UInt8(ascii: "f")): candidate = "forwardee"
        case (9, UInt8(ascii: "r")): candidate = "responder"
        case (10, UInt8(ascii: "p")): candidate = "proxyState"
        case (12, UInt8(ascii: "h")): candidate = "hasForwardee"
        case (16, UInt8(ascii: "c")): candidate = "currentForwardee"
        default: return false
        }
        assert(reservedLocals.contains(candidate))
        return name == candidate
    }

    /// ``EventNaming/declarable(_:)``: the name with backticks where it is a keyword.
    static func declarable(_ name: String) -> String { EventNaming.declarable(name) }

    /// Appends `parameters` as the proxy declares them: unnamed ones and those whose names the
    /// proxy's body uses itself are renamed (see ``workOutCarriages()``).
    static func appendProxyParameters(_ parameters: [Parameter], to list: inout [ProxyParameter]) {
        // A handful of names: a scan of the parameters made so far costs less than hashing (a set
        // takes over for long lists). The checks are written out (a nested function would keep
        // both in boxes).
        var usedSet = Set<String>()
        let scans = parameters.count <= 16
        let start = list.count
        for i in parameters.indices {
            let isUnnamed = parameters[i].name.utf8.count == 1 && parameters[i].name == "_"
            var name = parameters[i].name.unbackticked
            if isUnnamed || isReservedLocal(name)
                || (scans ? isTaken(name, in: list, from: start) : usedSet.contains(name))
            {
                name = isUnnamed ? "argument\(i)" : "\(name)Argument"
                while scans ? isTaken(name, in: list, from: start) : usedSet.contains(name) { name += "_" }
            }
            if !scans { usedSet.insert(name) }
            // Keywords (`in`, `protocol`, `self`) need backticks wherever the name is used.
            list.append(ProxyParameter(parameter: parameters[i], name: declarable(name)))
        }
    }

    /// Whether one of `parameters[start...]` is named `name` (without backticks): names of another
    /// length are passed over without comparing them, a backticked name is compared without its
    /// backticks.
    static func isTaken(_ name: String, in parameters: [ProxyParameter], from start: Int) -> Bool {
        let count = name.utf8.count
        for index in start..<parameters.count {
            let taken = parameters[index].name
            switch taken.utf8.count {
            case count: if taken == name { return true }
            case count + 2: if taken.unbackticked == name { return true }
            default: continue
            }
        }
        return false
    }

    func parameters(of requirement: Requirement) -> [Parameter] {
        switch requirement.kind {
        case .function(let f): return f.parameters
        case .subscript(let s): return s.parameters
        case .property: return []
        }
    }

    /// Generic parameters declared `~Copyable` or `~Escapable` (``FunctionKit/suppressedGenericParameterNames(_:_:)``).
    func suppressedGenericParameterNames(of requirement: Requirement) -> Set<String> {
        switch requirement.kind {
        case .function(let f): return FunctionKit.suppressedGenericParameterNames(f.genericParameters, f.whereClause)
        case .subscript(let s): return FunctionKit.suppressedGenericParameterNames(s.genericParameters, s.whereClause)
        case .property: return []
        }
    }

    func genericParameterNames(of requirement: Requirement) -> Set<String> {
        switch requirement.kind {
        case .function(let f): return f.genericParameters.isEmpty ? [] : Set(f.genericParameters.map(\.name))
        case .subscript(let s): return s.genericParameters.isEmpty ? [] : Set(s.genericParameters.map(\.name))
        case .property: return []
        }
    }
}
