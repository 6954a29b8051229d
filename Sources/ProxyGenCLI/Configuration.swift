// Configuration: the optional `proxygen.json` of a target, decoded as JSON values and checked
// key by key, so that a typo is an error at its line and column that names it.

import ProxyGen

/// What a `proxygen.json` file asks for. Every key is optional:
///
/// ```json
/// {
///   "protocols": ["DownloadDelegate"],
///   "classes": ["ScreenController"],
///   "modules": [{ "module": "FoundationXML", "protocols": ["XMLParserDelegate"] }],
///   "imports": ["Foundation"],
///   "accessLevel": "internal",
///   "accessors": true,
///   "calls": false,
///   "eventNames": { "DownloadDelegate.download(_:didReceive:)": "received" }
/// }
/// ```
struct Configuration: Equatable {
    /// Protocols of the target's own sources to generate, in addition to `@proxyable` ones.
    var protocols: [String] = []
    /// Classes of the target's own sources that get an observing subclass, in addition to
    /// `@proxyable` ones.
    var classes: [String] = []
    /// Protocols of compiled modules, read from the module's synthesized interface.
    var modules: [ModuleProtocols] = []
    /// Modules imported by every generated file.
    var imports: [String] = []
    /// The highest access level of the generated proxies.
    var accessLevel: String?
    /// Whether delegate slots of the target's classes get `object.reactive.<slot>` accessors
    /// (default: true).
    var accessors = true
    /// Whether proxies and observing subclasses get the `Call` enum and `all` (the key `calls`).
    var calls = false
    /// Event names by requirement, `Protocol.name(_:label:)` or `name(_:label:)`.
    var eventNames: [String: String] = [:]

    /// The protocols to proxy from one compiled module (none: it is read for parent protocols).
    struct ModuleProtocols: Equatable {
        var module: String
        var protocols: [String]
        /// Open classes of the module that get an observing subclass (`UIViewController`).
        var classes: [String] = []
        /// Whether every protocol of the module that types a delegate slot of a class (a settable
        /// optional property such as `UITableView.delegate`) is proxied too, with its accessors.
        var delegateSlots = false
        /// Whether a module that cannot be read (absent on this platform) is skipped: its
        /// generated file is written without proxies instead of failing the run.
        var isOptional = false
    }

    /// Where each key and value is in the file, for messages about them.
    var positions = JSONValue.Positions()
    /// The file's bytes, for the line and column of a position.
    var bytes: [UInt8] = []

    /// A problem with the file, rendered as `path:line:column: error: message`.
    struct Error: Swift.Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message)" }
    }

    static let knownKeys = [
        "accessLevel", "accessors", "calls", "classes", "eventNames", "imports", "modules", "protocols",
    ]
    static let knownModuleKeys = ["classes", "delegateSlots", "module", "optional", "protocols"]
    static let accessLevels = ["internal", "package", "public"]

    /// Reads and validates the file at `path`.
    static func load(path: String) throws(Error) -> Configuration {
        guard case .success(let bytes) = FileInput.bytes(atPath: path) else {
            throw Error(path: path, message: "cannot read the configuration file")
        }
        return try parse(bytes, path: path)
    }

    /// Parses and validates JSON text (UTF-8); `path` only names the file in errors, which are
    /// placed at the key or value they are about.
    static func parse(_ bytes: [UInt8], path: String) throws(Error) -> Configuration {
        let json: JSONValue
        let positions: JSONValue.Positions
        do {
            (json, positions) = try JSONValue.parseWithPositions(bytes)
        } catch {
            throw Error(path: "\(path):\(error.line):\(error.column)", message: "not valid JSON: \(error.message)")
        }
        /// An error at the value (or, with `key`, the key) of `jsonPath`.
        func fail(_ message: String, at jsonPath: String, key: Bool = false) -> Error {
            let offset = key ? positions.keys[jsonPath] : positions.values[jsonPath]
            guard let offset else { return Error(path: path, message: message) }
            let (line, column) = JSONValue.lineAndColumn(of: offset, in: bytes)
            return Error(path: "\(path):\(line):\(column)", message: message)
        }
        guard case .object(let object) = json else {
            throw fail("the configuration must be a JSON object", at: "")
        }
        try checkKeys(of: object, known: knownKeys, context: "", fail: fail)

        var configuration = Configuration()
        configuration.positions = positions
        configuration.bytes = bytes
        configuration.protocols = try strings(object["protocols"], key: "protocols", fail: fail)
        configuration.classes = try strings(object["classes"], key: "classes", fail: fail)
        configuration.imports = try strings(object["imports"], key: "imports", fail: fail)
        for (index, module) in configuration.imports.enumerated() where !ImportValidation.isValid(module) {
            throw fail(
                "'imports[\(index)]' must be a module name such as \"Foundation\" or \"Foo.Bar\", not \"\(module)\"",
                at: "imports[\(index)]")
        }
        if let value = object["accessLevel"] {
            guard case .string(let level) = value, accessLevels.contains(level) else {
                var message = "'accessLevel' must be one of \(accessLevels.map { "\"\($0)\"" }.joined(separator: ", "))"
                if case .string(let level) = value, let closest = NameSuggestion.closest(to: level, in: accessLevels) {
                    message += " (did you mean \"\(closest)\"?)"
                }
                throw fail(message, at: "accessLevel")
            }
            configuration.accessLevel = level
        }
        configuration.accessors = try bool(object["accessors"], key: "accessors", default: true, fail: fail)
        configuration.calls = try bool(object["calls"], key: "calls", default: false, fail: fail)
        if let value = object["eventNames"] {
            guard case .object(let names) = value else {
                throw fail(
                    "'eventNames' must be an object mapping 'Protocol.requirement(_:label:)' to a name",
                    at: "eventNames")
            }
            for key in names.keys.sorted() {
                guard case .string(let name)? = names[key] else {
                    throw fail(
                        "'eventNames.\(key)' must be a string", at: JSONValue.Positions.member(key, of: "eventNames"))
                }
                configuration.eventNames[key] = name
            }
        }
        configuration.modules = try modules(object["modules"], fail: fail)
        return configuration
    }

    /// The `modules` entries: each a module, the protocols and classes it gives, whether its
    /// delegate slots get accessors and whether it may be missing.
    private static func modules(
        _ value: JSONValue?, fail: (String, String, Bool) -> Error
    ) throws(Error) -> [ModuleProtocols] {
        guard let value else { return [] }
        var modules: [ModuleProtocols] = []
        guard case .array(let entries) = value else {
            throw fail(
                "'modules' must be an array of {\"module\": \"Name\", \"protocols\": [\"Protocol\"]}", "modules", false)
        }
        for (index, entry) in entries.enumerated() {
            let context = "modules[\(index)]"
            guard case .object(let entry) = entry else { throw fail("'\(context)' must be an object", context, false) }
            try checkKeys(of: entry, known: knownModuleKeys, context: context, fail: fail)
            guard case .string(let module)? = entry["module"], ImportValidation.isModulePath(module) else {
                let place = entry["module"] == nil ? context : "\(context).module"
                throw fail("'\(context).module' must name a module, e.g. \"FoundationXML\"", place, false)
            }
            // No protocols: the module is read only for the parents of the target's protocols.
            let protocols = try strings(entry["protocols"], key: "\(context).protocols", fail: fail)
            var moduleProtocols = ModuleProtocols(module: module, protocols: protocols)
            moduleProtocols.classes = try strings(entry["classes"], key: "\(context).classes", fail: fail)
            moduleProtocols.delegateSlots = try bool(
                entry["delegateSlots"], key: "\(context).delegateSlots", fail: fail)
            moduleProtocols.isOptional = try bool(entry["optional"], key: "\(context).optional", fail: fail)
            modules.append(moduleProtocols)
        }
        return modules
    }

    /// `path:line:column` of the `module` value of the first `modules` entry that names `module`,
    /// or `path` alone.
    func place(ofModule module: String, in path: String) -> String {
        guard let index = modules.firstIndex(where: { $0.module == module }),
            let offset = positions.values["modules[\(index)].module"]
        else { return path }
        let (line, column) = JSONValue.lineAndColumn(of: offset, in: bytes)
        return "\(path):\(line):\(column)"
    }

    /// Where the configuration names protocol `name` (in `protocols` or a `modules` entry's
    /// `protocols`): its offset, line and column.
    func diagnosticPlace(ofProtocol name: String, in path: String) -> (offset: Int, location: Diagnostic.Location)? {
        var place: String?
        if let index = protocols.firstIndex(of: name) {
            place = "protocols[\(index)]"
        } else {
            for (entryIndex, entry) in modules.enumerated() {
                if let index = entry.protocols.firstIndex(of: name) {
                    place = "modules[\(entryIndex)].protocols[\(index)]"
                    break
                }
            }
        }
        guard let place, let offset = positions.values[place] else { return nil }
        let (line, column) = JSONValue.lineAndColumn(of: offset, in: bytes)
        return (offset, Diagnostic.Location(line: line, column: column))
    }

    private static func checkKeys(
        of object: [String: JSONValue], known: [String], context: String,
        fail: (String, String, Bool) -> Error
    ) throws(Error) {
        for key in object.keys.sorted() where !known.contains(key) {
            let name = context.isEmpty ? key : "\(context).\(key)"
            let ordered = NameSuggestion.byCloseness(to: key, in: known)
            let suggestion = NameSuggestion.closest(to: key, in: known).map { " (did you mean '\($0)'?)" } ?? ""
            throw fail(
                "unknown key '\(name)'\(suggestion); known keys: \(ordered.joined(separator: ", "))",
                JSONValue.Positions.member(key, of: context), true)
        }
    }

    private static func strings(
        _ value: JSONValue?, key: String, fail: (String, String, Bool) -> Error
    ) throws(Error) -> [String] {
        guard let value else { return [] }
        guard case .array(let array) = value else { throw fail("'\(key)' must be an array of strings", key, false) }
        return try array.enumerated().map { index, element throws(Error) in
            guard case .string(let string) = element else {
                throw fail("'\(key)' must be an array of strings", JSONValue.Positions.element(index, of: key), false)
            }
            return string
        }
    }

    /// A `true` or `false` value; `defaultValue` when the key is absent.
    private static func bool(
        _ value: JSONValue?, key: String, default defaultValue: Bool = false, fail: (String, String, Bool) -> Error
    ) throws(Error) -> Bool {
        guard let value else { return defaultValue }
        guard case .bool(let bool) = value else { throw fail("'\(key)' must be true or false", key, false) }
        return bool
    }
}
