// ParserBenchmark: reads a corpus into memory, then times ProxyGen and SwiftParser over the same bytes.

import Foundation
import ProxyGen
import SwiftParser
import SwiftSyntax

/// Command line: `ParserBenchmark [CORPUS_DIR] [--runs N] [--only ID]`, where ID is a workload's id
/// (`lex`, `parse`, `generate-per-file`, `generate-per-package`, `swiftparser`), a group
/// (`proxygen`, `swiftsyntax`) or `none` (only read the corpus, for instruction-count baselines).
struct Options {
    var corpus = "/tmp/proxygen-corpus"
    var runs = 5
    var only: String?

    init(_ arguments: [String]) {
        var i = 0
        while i < arguments.count {
            switch arguments[i] {
            case "--runs":
                i += 1
                runs = max(1, Int(arguments[i]) ?? runs)
            case "--only":
                i += 1
                only = arguments[i]
            default:
                corpus = arguments[i]
            }
            i += 1
        }
    }
}

/// The Swift files of one package directory of the corpus, read into memory.
struct Package {
    var name: String
    var files: [SourceFile]
}

func loadCorpus(_ root: String) -> [Package] {
    let manager = FileManager.default
    let names = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted()
    var packages: [Package] = []
    for name in names {
        let directory = ((root as NSString).appendingPathComponent(name) as NSString).resolvingSymlinksInPath
        guard let enumerator = manager.enumerator(atPath: directory) else { continue }
        var paths: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { paths.append(relative) }
        }
        var files: [SourceFile] = []
        for relative in paths.sorted() {
            let path = (directory as NSString).appendingPathComponent(relative)
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                let data = manager.contents(atPath: path)
            else { continue }
            files.append(SourceFile(path: "\(name)/\(relative)", bytes: [UInt8](data)))
        }
        if !files.isEmpty { packages.append(Package(name: name, files: files)) }
    }
    return packages
}

func seconds(_ body: () -> Int) -> (seconds: Double, checksum: Int) {
    let clock = ContinuousClock()
    var checksum = 0
    let elapsed = clock.measure { checksum = body() }
    let parts = elapsed.components
    return (Double(parts.seconds) + Double(parts.attoseconds) * 1e-18, checksum)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

let options = Options(Array(CommandLine.arguments.dropFirst()))
let packages = loadCorpus(options.corpus)
let allFiles = packages.flatMap(\.files)
let totalBytes = allFiles.reduce(0) { $0 + $1.bytes.count }
guard totalBytes > 0 else {
    FileHandle.standardError.write(Data("ParserBenchmark: no Swift files under \(options.corpus)\n".utf8))
    exit(1)
}
let megabytes = Double(totalBytes) / 1_000_000
print("corpus: \(options.corpus): \(packages.count) packages, \(allFiles.count) files, \(totalBytes) bytes")
print("runs per measurement: \(options.runs) (median reported)")

var generatorOptions = GeneratorOptions()
generatorOptions.selection = ProtocolSelection(names: [], includesMarked: true, includesAll: true)

/// One measured workload.
struct Workload {
    var id: String
    var name: String
    var group: String
    var body: () -> Int
}

let workloads: [Workload] = [
    Workload(id: "lex", name: "ProxyGen lex only (Lexer.tokenize)", group: "proxygen") {
        var tokens = 0
        for file in allFiles { tokens &+= Lexer.tokenize(file.bytes).tokens.count }
        return tokens
    },
    Workload(id: "parse", name: "ProxyGen lex+parse (Parser.parse)", group: "proxygen") {
        var protocols = 0
        for file in allFiles { protocols &+= Parser.parse(file).model.protocols.count }
        return protocols
    },
    Workload(
        id: "generate-per-file", name: "ProxyGen lex+parse+emit, per file (ProxyGenerator.generate)", group: "proxygen"
    ) {
        var output = 0
        for file in allFiles {
            output &+= ProxyGenerator.generate([file], options: generatorOptions).files.reduce(0) {
                $0 + $1.contents.utf8.count
            }
        }
        return output
    },
    Workload(
        id: "generate-per-package", name: "ProxyGen lex+parse+emit, per package (ProxyGenerator.generate)",
        group: "proxygen"
    ) {
        var output = 0
        for package in packages {
            output &+= ProxyGenerator.generate(package.files, options: generatorOptions).files.reduce(0) {
                $0 + $1.contents.utf8.count
            }
        }
        return output
    },
    Workload(id: "swiftparser", name: "SwiftParser parse only (Parser.parse(source:))", group: "swiftsyntax") {
        var nodes = 0
        for file in allFiles {
            nodes &+= file.bytes.withUnsafeBufferPointer { SwiftParser.Parser.parse(source: $0).statements.count }
        }
        return nodes
    },
]

func padded(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}

var medians: [String: Double] = [:]
var minimums: [String: Double] = [:]
let selected = workloads.filter { options.only == nil || options.only == $0.group || options.only == $0.id }
// Runs are interleaved (every workload once per round) so that a change of load on a shared
// machine affects all of them alike.
var times = [String: [Double]]()
var checksums = [String: Int]()
for _ in 0..<options.runs {
    for workload in selected {
        let (time, sum) = seconds(workload.body)
        times[workload.id, default: []].append(time)
        checksums[workload.id] = sum
    }
}
for workload in selected {
    let m = median(times[workload.id]!)
    let fastest = times[workload.id]!.min()!
    medians[workload.id] = m
    minimums[workload.id] = fastest
    print(
        padded(workload.name, 64)
            + String(
                format: "%8.1f MB/s  (median %.3f s; best %.3f s = %.1f MB/s; checksum %d)", megabytes / m, m, fastest,
                megabytes / fastest, checksums[workload.id]!))
}

if let theirs = medians["swiftparser"], let theirsBest = minimums["swiftparser"] {
    for workload in selected where workload.group == "proxygen" {
        print(
            "ratio " + padded(workload.name, 64)
                + String(
                    format: "%6.1fx SwiftParser (medians), %.1fx (best runs)", theirs / medians[workload.id]!,
                    theirsBest / minimums[workload.id]!))
    }
}
