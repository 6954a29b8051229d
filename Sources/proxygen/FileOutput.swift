// FileOutput: naming of generated files, and atomic writes that leave unchanged files alone.

import Foundation

enum FileOutput {
    /// The input's path as shown in headers and diagnostics: relative to `base` when inside it.
    static func displayPath(_ path: String, relativeTo base: String?) -> String {
        guard let base, path != "-" else { return path }
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        var prefix = URL(fileURLWithPath: base).standardizedFileURL.path
        if !prefix.hasSuffix("/") { prefix += "/" }
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : path
    }

    /// `Sources/App/Download.swift` → `Sources_App_Download.proxies.swift`. The build plugin
    /// uses the same rule to declare its outputs before running.
    static func outputName(for displayPath: String) -> String {
        var name = displayPath
        if name.hasSuffix(".swift") { name.removeLast(6) }
        name = name.replacingOccurrences(of: "/", with: "_")
        return name + ".proxies.swift"
    }

    /// Writes `contents` to `path` atomically (temporary file, then rename), only when the bytes
    /// differ from what is there, so unchanged outputs keep their timestamps and are not rebuilt.
    static func writeIfChanged(_ contents: String, to path: String) throws {
        let data = Data(contents.utf8)
        if let existing = FileManager.default.contents(atPath: path), existing == data { return }
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// Generated files (`*.proxies.swift`) in `directory` other than `keeping`, sorted.
    static func staleOutputs(in directory: String?, keeping: [String]) -> [String] {
        guard let directory, let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return [] }
        let kept = Set(keeping.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        return names.filter { $0.hasSuffix(".proxies.swift") }.sorted()
            .map { (directory as NSString).appendingPathComponent($0) }
            .filter { !kept.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
    }
}
