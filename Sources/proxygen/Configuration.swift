// Configuration: the optional `proxygen.json` of a target, decoded as JSON values and checked
// key by key, so that a typo is an error that names it.

/// What a `proxygen.json` file asks for. Every key is optional:
///
/// ```json
/// {
///   "protocols": ["DownloadDelegate"],
///   "modules": [{ "module": "FoundationXML", "protocols": ["XMLParserDelegate"] }],
///   "imports": ["Foundation"],
///   "accessLevel": "internal",
///   "eventNames": { "DownloadDelegate.download(_:didReceive:)": "received" }
/// }
/// ```
struct Configuration: Equatable {
    /// Protocols of the target's own sources to generate, in addition to `@proxyable` ones.
    var protocols: [String] = []
    /// Protocols of compiled modules, read from the module's synthesized interface.
    var modules: [ModuleProtocols] = []
    /// Modules imported by every generated file.
    var imports: [String] = []
    /// The highest access level of the generated proxies.
    var accessLevel: String?
    /// Event names by requirement, `Protocol.name(_:label:)` or `name(_:label:)`.
    var eventNames: [String: String] = [:]

    /// The protocols to proxy from one compiled module (none: it is read for parent protocols).
    struct ModuleProtocols: Equatable {
        var module: String
        var protocols: [String]
    }

    /// A problem with the file, rendered as `path: error: message`.
    struct Error: Swift.Error, CustomStringConvertible {
        var path: String
        var message: String
        var description: String { "\(path): error: \(message)" }
    }

    static let knownKeys = ["accessLevel", "eventNames", "imports", "modules", "protocols"]
    static let knownModuleKeys = ["module", "protocols"]
    static let accessLevels = ["internal", "package", "public"]

    /// Reads and validates the file at `path`.
    static func load(path: String) throws(Error) -> Configuration {
        guard case .success(let bytes) = FileInput.bytes(atPath: path) else {
            throw Error(path: path, message: "cannot read the configuration file")
        }
        return try parse(bytes, path: path)
    }

    /// Parses and validates JSON text (UTF-8); `path` only names the file in errors.
    static func parse(_ bytes: [UInt8], path: String) throws(Error) -> Configuration {
        func fail(_ message: String) -> Error { Error(path: path, message: message) }
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes)
        } catch {
            throw Error(path: "\(path):\(error.line):\(error.column)", message: "not valid JSON: \(error.message)")
        }
        guard case .object(let object) = json else { throw fail("the configuration must be a JSON object") }
        try checkKeys(of: object, known: knownKeys, context: "", fail: fail)

        var configuration = Configuration()
        configuration.protocols = try strings(object["protocols"], key: "protocols", fail: fail)
        configuration.imports = try strings(object["imports"], key: "imports", fail: fail)
        for (index, module) in configuration.imports.enumerated() where !ImportValidation.isValid(module) {
            throw fail(
                "'imports[\(index)]' must be a module name such as \"Foundation\" or \"Foo.Bar\", not \"\(module)\"")
        }
        if let value = object["accessLevel"] {
            guard case .string(let level) = value, accessLevels.contains(level) else {
                throw fail("'accessLevel' must be one of \(accessLevels.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            configuration.accessLevel = level
        }
        if let value = object["eventNames"] {
            guard case .object(let names) = value else {
                throw fail("'eventNames' must be an object mapping 'Protocol.requirement(_:label:)' to a name")
            }
            for key in names.keys.sorted() {
                guard case .string(let name)? = names[key] else { throw fail("'eventNames.\(key)' must be a string") }
                configuration.eventNames[key] = name
            }
        }
        if let value = object["modules"] {
            guard case .array(let entries) = value else {
                throw fail("'modules' must be an array of {\"module\": \"Name\", \"protocols\": [\"Protocol\"]}")
            }
            for (index, entry) in entries.enumerated() {
                let context = "modules[\(index)]"
                guard case .object(let entry) = entry else { throw fail("'\(context)' must be an object") }
                try checkKeys(of: entry, known: knownModuleKeys, context: context + ".", fail: fail)
                guard case .string(let module)? = entry["module"], ImportValidation.isModulePath(module) else {
                    throw fail("'\(context).module' must name a module, e.g. \"FoundationXML\"")
                }
                // No protocols: the module is read only for the parents of the target's protocols.
                let protocols = try strings(entry["protocols"], key: "\(context).protocols", fail: fail)
                configuration.modules.append(ModuleProtocols(module: module, protocols: protocols))
            }
        }
        return configuration
    }

    private static func checkKeys(
        of object: [String: JSONValue], known: [String], context: String, fail: (String) -> Error
    ) throws(Error) {
        for key in object.keys.sorted() where !known.contains(key) {
            throw fail("unknown key '\(context)\(key)' (known keys: \(known.joined(separator: ", ")))")
        }
    }

    private static func strings(_ value: JSONValue?, key: String, fail: (String) -> Error) throws(Error) -> [String] {
        guard let value else { return [] }
        guard case .array(let array) = value else { throw fail("'\(key)' must be an array of strings") }
        return try array.map { element throws(Error) in
            guard case .string(let string) = element else { throw fail("'\(key)' must be an array of strings") }
            return string
        }
    }
}
