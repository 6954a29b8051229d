// ModuleInterface: the Swift interface of a compiled module, printed by the toolchain's
// `swift-synthesize-interface`, so that its protocols can be read like source.

import Foundation

/// Synthesizes module interfaces with the toolchain.
struct ModuleInterface {
    /// `swift-synthesize-interface`, if given; otherwise found next to `swiftc`.
    var toolPath: String?
    /// The target triple; the host's (from `swiftc -print-target-info`) when `nil`.
    var target: String?
    /// The SDK; `SDKROOT`, or `xcrun --show-sdk-path` on macOS, when `nil`.
    var sdk: String?
    /// Where Clang's module cache goes; a per-user one in the temporary directory when `nil`.
    var moduleCachePath: String?

    /// A module that could not be synthesized.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The name a module's interface has in generated headers and output file names.
    static func displayPath(of module: String) -> String { "\(module).swiftinterface" }

    /// The interface of `module` as Swift source text.
    func synthesize(_ module: String) throws(Failure) -> String {
        let tool = try resolvedTool()
        var arguments = ["-module-name", module, "-target", try resolvedTarget(tool: tool)]
        if let sdk = sdk ?? Self.defaultSDK() { arguments += ["-sdk", sdk] }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("proxygen-\(module)-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: output) }
        arguments += ["-module-cache-path", moduleCachePath ?? Self.defaultModuleCache(), "-o", output.path]
        let (status, messages) = Self.run(tool, arguments)
        guard status == 0, let data = FileManager.default.contents(atPath: output.path) else {
            throw Failure(description: "cannot read module '\(module)' with swift-synthesize-interface" + Self.explanation(messages))
        }
        return String(decoding: data, as: UTF8.self)
    }

    /// The tool's complaint, with its list of visible modules on one line.
    static func explanation(_ messages: String) -> String {
        let lines = messages.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
        throw Failure(description: "cannot find swift-synthesize-interface (Swift 6.2 or later); pass --swift-synthesize-interface PATH")
    }

    private func resolvedTarget(tool: String) throws(Failure) -> String {
        if let target { return target }
        let swiftc = URL(fileURLWithPath: tool).deletingLastPathComponent().appendingPathComponent("swiftc").path
        let (status, output) = Self.run(
            FileManager.default.isExecutableFile(atPath: swiftc) ? swiftc : (Self.findInPath("swiftc") ?? "swiftc"),
            ["-print-target-info"])
        guard status == 0, let info = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
            let target = info["target"] as? [String: Any], let triple = target["triple"] as? String
        else {
            throw Failure(description: "cannot find the target triple with 'swiftc -print-target-info'; pass --target TRIPLE")
        }
        return triple
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

    /// Runs a tool, returning its status and combined output.
    static func run(_ executable: String, _ arguments: [String]) -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return (-1, "\(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
