// ConfiguredModules: the module names a `proxygen.json` lists, read leniently. Shared with the
// build plugin (a symbolic link), which must declare each module's output before the tool runs.

/// The `modules` entries of a configuration, as the build plugin needs them.
enum ConfiguredModules {
    /// The module names of the `modules` entries of a configuration's bytes, sorted and unique.
    /// A configuration that does not parse names none: the tool reports its errors when it runs.
    static func names(in bytes: [UInt8]) -> [String] {
        guard case .object(let object)? = try? JSONValue.parse(bytes),
            case .array(let entries)? = object["modules"]
        else { return [] }
        var names: Set<String> = []
        for entry in entries {
            if case .object(let fields) = entry, case .string(let name)? = fields["module"], !name.isEmpty {
                names.insert(name)
            }
        }
        return names.sorted()
    }
}
