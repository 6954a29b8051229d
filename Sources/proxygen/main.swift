// proxygen: the command-line shell over the ProxyGen engine. Only this target and the plugins
// touch the file system.

import Foundation
import ProxyGen

/// Exit codes of the command.
enum ExitCode: Int32 {
    case success = 0
    case failure = 1
    case usage = 2
}

func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}

func run() -> ExitCode {
    let options: CommandLineOptions
    do {
        options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
    } catch {
        printError("error: \(error)")
        return .usage
    }
    if options.showHelp {
        print(CommandLineOptions.help)
        return .success
    }
    if options.showVersion {
        print("proxygen \(ProxyGenerator.version)")
        return .success
    }

    // Read inputs.
    var sources: [SourceFile] = []
    var readFailed = false
    for input in options.inputs {
        let displayPath = FileOutput.displayPath(input, relativeTo: options.relativeTo)
        if input == "-" {
            let data = FileHandle.standardInput.readDataToEndOfFile()
            sources.append(SourceFile(path: "<stdin>", bytes: [UInt8](data)))
            continue
        }
        guard let data = FileManager.default.contents(atPath: input) else {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: input, isDirectory: &isDirectory)
            printError("\(input): error: \(exists && isDirectory.boolValue ? "is a directory" : "cannot read file")")
            readFailed = true
            continue
        }
        sources.append(SourceFile(path: displayPath, bytes: [UInt8](data)))
    }
    if readFailed { return .failure }

    var generatorOptions = GeneratorOptions()
    generatorOptions.selection = ProtocolSelection(names: options.protocols, includesMarked: true, includesAll: options.allProtocols)
    generatorOptions.layout = options.outputDirectory == nil ? .singleFile : .filePerInput
    generatorOptions.extraImports = options.imports
    let result = ProxyGenerator.generate(sources, options: generatorOptions)

    let sourcesByPath = Dictionary(sources.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
    for diagnostic in result.diagnostics {
        printError(diagnostic.rendered(in: diagnostic.offset >= 0 ? sourcesByPath[diagnostic.path] : nil))
    }

    if options.dumpModel {
        print(ModelDump.json(result.models), terminator: "")
        return result.hasErrors ? .failure : .success
    }

    // Write outputs (also when there are errors, the plugin needs every declared output; but
    // never overwrite good output with the output of failed generation).
    var planned: [(path: String?, contents: String)] = []
    if let directory = options.outputDirectory {
        for (input, file) in zip(options.inputs, result.files) where !(options.skipEmpty && file.proxyNames.isEmpty) {
            let name = FileOutput.outputName(for: FileOutput.displayPath(input, relativeTo: options.relativeTo))
            planned.append(((directory as NSString).appendingPathComponent(name), file.contents))
        }
    } else {
        planned.append((options.output, result.files.first?.contents ?? ""))
    }

    if options.check {
        var differences = 0
        for case (let path?, let contents) in planned {
            let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            if existing != contents {
                differences += 1
                printError("\(path): error: \(existing == nil ? "missing" : "differs from what proxygen generates"); run proxygen again and commit the result")
            }
        }
        if differences > 0 { printError("proxygen --check: \(differences) generated file(s) out of date") }
        return differences > 0 || result.hasErrors ? .failure : .success
    }

    for (path, contents) in planned {
        guard let path else {
            if !result.hasErrors { print(contents, terminator: "") }
            continue
        }
        // With errors, a single output file is left as it was. The build plugin (`--output-dir`)
        // must still find every declared output, so only missing ones are created.
        if result.hasErrors && (options.outputDirectory == nil || FileManager.default.fileExists(atPath: path)) { continue }
        do {
            try FileOutput.writeIfChanged(contents, to: path)
        } catch {
            printError("\(path): error: cannot write: \(error.localizedDescription)")
            return .failure
        }
    }
    return result.hasErrors ? .failure : .success
}

exit(run().rawValue)
