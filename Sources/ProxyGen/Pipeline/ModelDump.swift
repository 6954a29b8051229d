// ModelDump: the parsed model as stable JSON (sorted keys, fixed indentation) for bug reports
// and sweeps.

/// Renders parsed models as JSON with sorted keys, so the same input gives the same bytes.
public enum ModelDump {
    /// A JSON value, rendered deterministically.
    indirect enum JSON {
        case string(String)
        case number(Int)
        case bool(Bool)
        case array([JSON])
        case object([(String, JSON)])
        case null

        func render(into text: inout String, indent: Int) {
            let pad = String(repeating: "  ", count: indent)
            switch self {
            case .string(let s): text += Self.quoted(s)
            case .number(let n): text += String(n)
            case .bool(let b): text += b ? "true" : "false"
            case .null: text += "null"
            case .array(let items):
                if items.isEmpty {
                    text += "[]"
                    return
                }
                text += "[\n"
                for (i, item) in items.enumerated() {
                    text += pad + "  "
                    item.render(into: &text, indent: indent + 1)
                    text += i == items.count - 1 ? "\n" : ",\n"
                }
                text += pad + "]"
            case .object(let pairs):
                let sorted = pairs.sorted { $0.0 < $1.0 }
                if sorted.isEmpty {
                    text += "{}"
                    return
                }
                text += "{\n"
                for (i, (key, value)) in sorted.enumerated() {
                    text += pad + "  " + Self.quoted(key) + ": "
                    value.render(into: &text, indent: indent + 1)
                    text += i == sorted.count - 1 ? "\n" : ",\n"
                }
                text += pad + "}"
            }
        }

        static func quoted(_ s: String) -> String {
            var out = "\""
            for scalar in s.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                case "\t": out += "\\t"
                default:
                    if scalar.value < 0x20 {
                        let hex = String(scalar.value, radix: 16)
                        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    } else {
                        out.unicodeScalars.append(scalar)
                    }
                }
            }
            return out + "\""
        }
    }

    /// The models as JSON text, files sorted by path.
    public static func json(_ models: [FileModel]) -> String {
        let files = models.sorted { $0.path < $1.path }.map(file)
        var text = ""
        JSON.object([("files", .array(files))]).render(into: &text, indent: 0)
        return text + "\n"
    }

    static func file(_ model: FileModel) -> JSON {
        .object([
            ("path", .string(model.path)),
            ("imports", .array(model.imports.map { .string($0.description) })),
            ("protocols", .array(model.protocols.map(protocolDecl))),
            ("extensions", .array(model.extensions.map(extensionDecl))),
        ])
    }

    static func info(_ info: DeclarationInfo) -> [(String, JSON)] {
        var pairs: [(String, JSON)] = [
            ("attributes", .array(info.attributes.map { .string($0.description) })),
            ("modifiers", .array(info.modifiers.map { .string($0) })),
            ("offset", .number(info.offset)),
        ]
        if let doc = info.doc { pairs.append(("doc", .string(doc))) }
        return pairs
    }

    static func protocolDecl(_ decl: ProtocolDecl) -> JSON {
        .object(
            info(decl.info) + [
                ("name", .string(decl.name)),
                ("enclosingTypes", .array(decl.enclosingTypes.map { .string($0) })),
                ("primaryAssociatedTypes", .array(decl.primaryAssociatedTypes.map { .string($0) })),
                ("inheritance", .array(decl.inheritance.map { .string($0.description) })),
                ("where", .array(decl.whereClause.map { .string($0.description) })),
                ("members", .array(decl.members.map(member))),
            ])
    }

    static func extensionDecl(_ decl: ExtensionDecl) -> JSON {
        .object(
            info(decl.info) + [
                ("extendedType", .string(decl.extendedType)),
                ("where", .array(decl.whereClause.map { .string($0.description) })),
                ("members", .array(decl.members.map(member))),
            ])
    }

    static func parameters(_ parameters: [Parameter]) -> JSON {
        .array(
            parameters.map { p in
                .object([
                    ("label", p.label.map { .string($0) } ?? .null),
                    ("name", .string(p.name)),
                    ("type", .string(p.type.description)),
                    ("variadic", .bool(p.isVariadic)),
                    ("hasDefault", .bool(p.hasDefaultValue)),
                ])
            })
    }

    static func generics(_ parameters: [GenericParameter]) -> JSON {
        .array(
            parameters.map { .string(($0.isPack ? "each " : "") + $0.name + ($0.constraint.map { ": \($0)" } ?? "")) })
    }

    static func effects(_ effects: Effects) -> JSON {
        let throwsText: String
        switch effects.throwsClause {
        case .none: throwsText = ""
        case .throws: throwsText = "throws"
        case .rethrows: throwsText = "rethrows"
        case .typed(let type): throwsText = "throws(\(type))"
        }
        return .object([("async", .bool(effects.isAsync)), ("throws", .string(throwsText))])
    }

    static func member(_ member: Member) -> JSON {
        switch member {
        case .function(let f):
            return .object(
                info(f.info) + [
                    ("kind", .string("func")), ("name", .string(f.name)), ("fullName", .string(f.fullName)),
                    ("generics", generics(f.genericParameters)), ("parameters", parameters(f.parameters)),
                    ("effects", effects(f.effects)), ("result", f.result.map { .string($0.description) } ?? .null),
                    ("where", .array(f.whereClause.map { .string($0.description) })),
                ])
        case .property(let p):
            return .object(
                info(p.info) + [
                    ("kind", .string("var")), ("name", .string(p.name)), ("type", .string(p.type.description)),
                    ("settable", .bool(p.isSettable)), ("effects", effects(p.getterEffects)),
                ])
        case .subscript(let s):
            return .object(
                info(s.info) + [
                    ("kind", .string("subscript")), ("generics", generics(s.genericParameters)),
                    ("parameters", parameters(s.parameters)), ("result", .string(s.result.description)),
                    ("settable", .bool(s.isSettable)), ("effects", effects(s.getterEffects)),
                    ("where", .array(s.whereClause.map { .string($0.description) })),
                ])
        case .initializer(let i):
            return .object(
                info(i.info) + [
                    ("kind", .string("init" + i.failability.rawValue)), ("generics", generics(i.genericParameters)),
                    ("parameters", parameters(i.parameters)), ("effects", effects(i.effects)),
                    ("where", .array(i.whereClause.map { .string($0.description) })),
                ])
        case .associatedType(let a):
            return .object(
                info(a.info) + [
                    ("kind", .string("associatedtype")), ("name", .string(a.name)),
                    ("inheritance", .array(a.inheritance.map { .string($0.description) })),
                    ("default", a.defaultType.map { .string($0.description) } ?? .null),
                    ("where", .array(a.whereClause.map { .string($0.description) })),
                ])
        case .typeAlias(let t):
            return .object(
                info(t.info) + [
                    ("kind", .string("typealias")), ("name", .string(t.name)),
                    ("generics", generics(t.genericParameters)),
                    ("type", t.type.map { .string($0.description) } ?? .null),
                ])
        case .ifConfig(let block):
            return ifConfig(block)
        }
    }

    /// An `#if` block: each clause's condition and members.
    static func ifConfig(_ block: IfConfigDecl) -> JSON {
        let clauses = block.clauses.map { clause -> JSON in
            .object([
                ("condition", clause.condition.map { .string($0) } ?? .null),
                ("members", .array(clause.members.map { Self.member($0) })),
            ])
        }
        return .object([("kind", .string("#if")), ("offset", .number(block.offset)), ("clauses", .array(clauses))])
    }
}
