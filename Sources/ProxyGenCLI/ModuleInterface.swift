// ModuleInterface: the Swift interface of a compiled module, printed by the toolchain's
// `swift-synthesize-interface`, so that its protocols can be read like source.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
    private let systemPipe = Glibc.pipe
#elseif canImport(Darwin)
    import Darwin
    private let systemPipe = Darwin.pipe
#endif

/// Synthesizes module interfaces with the toolchain.
struct ModuleInterface {
    /// `swift-synthesize-interface`, if given; otherwise found next to `swiftc`.
    var toolPath: String?
    /// The target triple; when `nil`, the platform's of an iOS, tvOS, watchOS or visionOS SDK, else
    /// the host's (from `swiftc -print-target-info`).
    var target: String?
    /// The SDK; `SDKROOT`, or `xcrun --show-sdk-path` on macOS, when `nil`.
    var sdk: String?
    /// Where Clang's module cache goes; a per-user one in the temporary directory when `nil`.
    var moduleCachePath: String?
    /// Directories searched for modules (`-I`), before the SDK's.
    var searchPaths: [String] = []
    /// Where interfaces printed before are kept; `nil` to print each one.
    var cache: InterfaceCache?

    /// A module that could not be synthesized.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The name a module's interface has in generated headers and output file names.
    static func displayPath(of module: String) -> String { "\(module).swiftinterface" }

    /// The SDK modules are read from: ``sdk``, or the one found as ``synthesize(_:)`` finds it.
    var resolvedSDK: String? { sdk ?? Self.defaultSDK() }

    /// The interface of `module` as Swift source text: from ``cache`` where it holds it, else
    /// printed (and stored there).
    func synthesize(_ module: String) throws(Failure) -> String {
        let tool = try resolvedTool()
        let sdk = self.sdk ?? Self.defaultSDK()
        let target = try resolvedTarget(tool: tool, sdk: sdk)
        guard let cache else { return try printInterface(module, tool: tool, target: target, sdk: sdk) }
        let key = InterfaceCache.key(module: module, tool: tool, target: target, sdk: sdk, searchPaths: searchPaths)
        if let interface = cache.interface(module: module, key: key) { return interface }
        let interface = try printInterface(module, tool: tool, target: target, sdk: sdk)
        cache.store(interface, module: module, key: key)
        return interface
    }

    /// The interface of `module`, printed by `tool`.
    private func printInterface(
        _ module: String, tool: String, target: String, sdk: String?
    ) throws(Failure) -> String {
        // Submodules too: a framework such as UIKit declares almost all of its API in submodules
        // (UIKit.UITableView, …); without them only the overlay and the top module are printed.
        var arguments = ["-module-name", module, "-include-submodules", "-target", target]
        if let sdk { arguments += ["-sdk", sdk] }
        for path in searchPaths { arguments += ["-I", path] }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "proxygen-\(module)-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        arguments += ["-module-cache-path", moduleCachePath ?? Self.defaultModuleCache(), "-o", output.path]
        let (status, messages) = Self.run(tool, arguments)
        guard status == 0, let data = FileManager.default.contents(atPath: output.path) else {
            throw Failure(
                description: "cannot read module '\(module)' with swift-synthesize-interface"
                    + Self.explanation(messages))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The protocols of the cross-import overlays the interface prints (a line `// Available when
    /// SwiftUI is imported with MapKit` before each of their declarations), with the module each
    /// needs: generated code sees them only where both modules are imported and cross-import
    /// overlays are on, which a proxy of the framework's delegates should not require.
    static func crossImportProtocols(in interface: String) -> [(name: String, module: String)] {
        var protocols: [(name: String, module: String)] = []
        let prefix = "// Available when "
        var overlay: String?
        for line in SDKHeaders.lines(of: interface) {
            if line.hasPrefix(prefix) {
                let words = line.dropFirst(prefix.count).split(separator: " ")
                overlay = words.count >= 2 && words[1] == "is" ? String(words[0]) : nil
            } else if let module = overlay {
                // The declaration the comment is about, after attributes on lines of their own or
                // on its own line (`@MainActor public protocol P`).
                let words = line.split(separator: " ")
                if let keyword = words.firstIndex(of: "protocol"), keyword + 1 < words.count {
                    let name = words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                    protocols.append((String(name), module))
                } else if line.hasPrefix("@") || line.hasPrefix("//") {
                    continue
                }
                overlay = nil
            }
        }
        return protocols
    }

    /// The tool's complaint, with its list of visible modules on one line.
    static func explanation(_ messages: String) -> String {
        let lines = messages.split(separator: "\n").map(trimmingWhitespace).filter { !$0.isEmpty }
        guard let listStart = lines.firstIndex(where: { $0.hasPrefix("Current visible modules") }) else {
            return lines.isEmpty ? "" : ": " + lines.prefix(5).joined(separator: "; ")
        }
        let reason = lines[..<listStart].joined(separator: " ")
        let visible = lines[(listStart + 1)...].filter { !$0.hasPrefix("_") }
        return ": \(reason) (visible modules: \(visible.joined(separator: ", ")))"
    }

    private func resolvedTool() throws(Failure) -> String {
        if let toolPath { return toolPath }
        if let swiftc = Self.findInPath("swiftc") {
            let sibling = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
                .appendingPathComponent("swift-synthesize-interface").path
            if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        }
        if let found = Self.findInPath("swift-synthesize-interface") { return found }
        #if os(macOS)
            let (status, output) = Self.run("/usr/bin/xcrun", ["--find", "swift-synthesize-interface"])
            if status == 0 { return output.trimmingCharacters(in: .whitespacesAndNewlines) }
        #endif
        throw Failure(
            description:
                "cannot find swift-synthesize-interface (Swift 6.2 or later); pass --swift-synthesize-interface PATH")
    }

    private func resolvedTarget(tool: String, sdk: String?) throws(Failure) -> String {
        if let target { return target }
        let swiftc = URL(fileURLWithPath: tool).deletingLastPathComponent().appendingPathComponent("swiftc").path
        let (status, output) = Self.run(
            FileManager.default.isExecutableFile(atPath: swiftc) ? swiftc : (Self.findInPath("swiftc") ?? "swiftc"),
            ["-print-target-info"])
        guard status == 0, let info = try? JSONValue.parse(Array(output.utf8)),
            case .object(let fields) = info, case .object(let target)? = fields["target"],
            case .string(let triple)? = target["triple"]
        else {
            throw Failure(
                description: "cannot find the target triple with 'swiftc -print-target-info'; pass --target TRIPLE")
        }
        if let sdk, let platform = Self.triple(forSDK: sdk, host: triple) { return platform }
        return triple
    }

    /// The triple of the Apple platform an SDK is for, named by its directory (`iPhoneOS.sdk`,
    /// `iPhoneSimulator18.2.sdk`, …), so that a build for iOS on a Mac reads UIKit as iOS has it;
    /// `nil` for a macOS SDK or any other path (the host's triple applies). Devices are `arm64`,
    /// simulators the host's architecture; the version is the package's floor for that platform.
    static func triple(forSDK sdk: String, host: String) -> String? {
        let name = sdk.split(separator: "/").last.map(String.init) ?? ""
        guard name.hasSuffix(".sdk") else { return nil }
        let platform = String(name.dropLast(4).prefix { !$0.isNumber && $0 != "." })
        let hostArchitecture = host.split(separator: "-").first.map(String.init) ?? "arm64"
        let (os, isSimulator): (String, Bool)
        switch platform {
        case "iPhoneOS": (os, isSimulator) = ("ios13.0", false)
        case "iPhoneSimulator": (os, isSimulator) = ("ios13.0", true)
        case "AppleTVOS": (os, isSimulator) = ("tvos13.0", false)
        case "AppleTVSimulator": (os, isSimulator) = ("tvos13.0", true)
        case "WatchOS": (os, isSimulator) = ("watchos6.0", false)
        case "WatchSimulator": (os, isSimulator) = ("watchos6.0", true)
        case "XROS": (os, isSimulator) = ("xros1.0", false)
        case "XRSimulator": (os, isSimulator) = ("xros1.0", true)
        default: return nil
        }
        return isSimulator ? "\(hostArchitecture)-apple-\(os)-simulator" : "arm64-apple-\(os)"
    }

    private static func defaultSDK() -> String? {
        if let sdk = ProcessInfo.processInfo.environment["SDKROOT"], !sdk.isEmpty { return sdk }
        #if os(macOS)
            let (status, output) = run("/usr/bin/xcrun", ["--show-sdk-path"])
            if status == 0 { return output.trimmingCharacters(in: .whitespacesAndNewlines) }
        #endif
        return nil
    }

    /// One Clang module cache per user, kept between runs like the compiler's own.
    private static func defaultModuleCache() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("proxygen-module-cache-\(getuid())").path
    }

    static func findInPath(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Runs a tool, returning its status and combined output (standard output and standard error
    /// through one pipe), or -1 and why it could not be started.
    static func run(_ executable: String, _ arguments: [String]) -> (Int32, String) {
        var pipe: [Int32] = [0, 0]
        guard Self.pipe(&pipe) == 0 else { return (-1, "cannot create a pipe: \(FileOutput.lastError())") }
        let (readEnd, writeEnd) = (pipe[0], pipe[1])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addclose(&actions, readEnd)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 1)
        posix_spawn_file_actions_adddup2(&actions, writeEnd, 2)
        posix_spawn_file_actions_addclose(&actions, writeEnd)
        // argv: the executable, the arguments, a null pointer; freed after the spawn.
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var processID = pid_t()
        #if canImport(Darwin)
            let environment = _NSGetEnviron().pointee
        #else
            let environment = environ
        #endif
        let spawned = posix_spawn(&processID, executable, &actions, nil, argv, environment)
        close(writeEnd)
        guard spawned == 0 else {
            close(readEnd)
            return (-1, "cannot run \(executable): \(String(cString: strerror(spawned)))")
        }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(readEnd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            if count <= 0 { break }
            output += chunk[..<count]
        }
        close(readEnd)
        var status: Int32 = 0
        while waitpid(processID, &status, 0) < 0 && errno == EINTR {}
        // A normal exit gives its code; a signal, 128 plus its number (as a shell reports it).
        let exitStatus = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + status & 0x7f
        return (exitStatus, String(decoding: output, as: UTF8.self))
    }

    /// `pipe(2)`, under a name that does not clash with the function above.
    private static func pipe(_ descriptors: inout [Int32]) -> Int32 {
        descriptors.withUnsafeMutableBufferPointer { systemPipe($0.baseAddress!) }
    }

    /// `text` without the spaces and tabs around it.
    private static func trimmingWhitespace(_ text: Substring) -> String {
        let isWhitespace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = text.firstIndex(where: { !isWhitespace($0) }) else { return "" }
        let last = text.lastIndex(where: { !isWhitespace($0) })!
        return String(text[first...last])
    }
}
