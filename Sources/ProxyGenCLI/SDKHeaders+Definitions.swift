// SDKHeaders+Definitions: the framework that defines a forward-declared class where no header is
// named after it (`NSDiffableDataSourceSnapshot`, defined in UIKit's `UIDiffableDataSource.h`), and
// the classes no framework of the SDK defines (`NSPortMessage`, a macOS class that iOS's Foundation
// only forward-declares), which no generated code can name.

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension SDKHeaders {
    /// The framework of `frameworks` (the SDK's `Frameworks` directory) whose headers define each
    /// of `names` (`@interface Name :` or `@interface Name<`, not a category), by name; a name no
    /// header defines is absent. Every header is read only when a name is left to find.
    static func definingFrameworks(of names: Set<String>, in frameworks: String) -> [String: String] {
        guard !names.isEmpty else { return [:] }
        let fileManager = FileManager.default
        var found: [String: String] = [:]
        for framework in ((try? fileManager.contentsOfDirectory(atPath: frameworks)) ?? []).sorted()
        where framework.hasSuffix(".framework") {
            let headersPath = "\(frameworks)/\(framework)/Headers"
            for header in ((try? fileManager.contentsOfDirectory(atPath: headersPath)) ?? []).sorted()
            where header.hasSuffix(".h") {
                guard let data = fileManager.contents(atPath: "\(headersPath)/\(header)") else { continue }
                for name in definedClasses(in: data) where names.contains(name) && found[name] == nil {
                    found[name] = String(framework.dropLast(".framework".count))
                }
                if found.count == names.count { return found }
            }
        }
        return found
    }

    /// The classes a header defines: each `@interface Name` followed by what starts a class's
    /// definition, a superclass (`:`) or generic parameters (`<`), not `(` (a category).
    static func definedClasses(in data: Data) -> [String] {
        let keyword = Array("@interface ".utf8)
        return data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> [String] in
            var names: [String] = []
            var index = 0
            let count = bytes.count
            while index < count {
                guard bytes[index] == UInt8(ascii: "@"), index + keyword.count < count,
                    keyword.indices.allSatisfy({ bytes[index + $0] == keyword[$0] })
                else {
                    index += 1
                    continue
                }
                var end = index + keyword.count
                let start = end
                while end < count, isIdentifierByte(bytes[end]) { end += 1 }
                let name = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                var next = end
                while next < count, bytes[next] == UInt8(ascii: " ") { next += 1 }
                if end > start, next < count, bytes[next] == UInt8(ascii: ":") || bytes[next] == UInt8(ascii: "<") {
                    names.append(name)
                }
                index = end
            }
            return names
        }
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
