// CommandLineOptions: hand-written argument parsing for the proxygen command.

/// The parsed command line.
struct CommandLineOptions {
    var inputs: [String] = []
    var protocols: [String] = []
    var allProtocols = false
    var output: String?
    var outputDirectory: String?
    var relativeTo: String?
    var dumpModel = false
    var check = false
    var skipEmpty = false
    var imports: [String] = []
    var showHelp = false
    var showVersion = false

    /// A problem with the command line itself (exit code 2).
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        var i = 0
        func value(for flag: String) throws -> String {
            i += 1
            guard i < arguments.count else { throw UsageError(description: "option '\(flag)' needs a value") }
            return arguments[i]
        }
        var onlyInputs = false
        while i < arguments.count {
            let argument = arguments[i]
            if onlyInputs || argument == "-" || !argument.hasPrefix("-") {
                options.inputs.append(argument)
                i += 1
                continue
            }
            // `--flag=value` form.
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            func takeValue() throws -> String {
                if let inlineValue { return inlineValue }
                return try value(for: flag)
            }
            switch flag {
            case "--": onlyInputs = true
            case "-h", "--help": options.showHelp = true
            case "--version": options.showVersion = true
            case "-p", "--protocol": options.protocols.append(try takeValue())
            case "--all-protocols": options.allProtocols = true
            case "-o", "--output": options.output = try takeValue()
            case "--output-dir": options.outputDirectory = try takeValue()
            case "--relative-to": options.relativeTo = try takeValue()
            case "--dump-model": options.dumpModel = true
            case "--check": options.check = true
            case "--skip-empty": options.skipEmpty = true
            case "--import": options.imports.append(try takeValue())
            default:
                throw UsageError(description: "unknown option '\(argument)' (see 'proxygen --help')")
            }
            i += 1
        }
        if !options.showHelp && !options.showVersion && options.inputs.isEmpty {
            throw UsageError(description: "no input files (see 'proxygen --help')")
        }
        if options.output != nil && options.outputDirectory != nil {
            throw UsageError(description: "'--output' and '--output-dir' cannot be used together")
        }
        return options
    }

    static let help = """
        OVERVIEW: Generates typed delegate proxies from Swift protocol declarations.

        Each selected protocol gets a final class `<Protocol>Proxy` that conforms to it, forwards
        every call to a weakly held original delegate, and publishes one typed event stream per
        requirement (see ReactiveRuntime).

        USAGE: proxygen [options] <file>...

        ARGUMENTS:
          <file>                  Swift source files to read; '-' reads standard input.

        SELECTION (protocols whose doc comment contains '@proxyable' are always selected):
          -p, --protocol <name>   Also generate for the named protocol (repeatable).
          --all-protocols         Generate for every protocol found.

        OUTPUT:
          -o, --output <file>     Write all proxies to <file> (default: standard output).
          --output-dir <dir>      Write one file per input, <dir>/<path_with_underscores>.proxies.swift,
                                  even when empty (this is what the build plugin does).
          --skip-empty            With --output-dir, write no file for inputs without proxies.
          --relative-to <dir>     Name inputs relative to <dir> in headers and output names.
          --import <module>       Add 'import <module>' to generated files (repeatable).
          --check                 Write nothing; exit 1 if a generated file on disk differs.
          --dump-model            Print the parsed declarations as JSON instead of proxies.

        OTHER:
          -h, --help              Show this help.
          --version               Show the version.

        EXIT CODES:
          0  success
          1  the inputs have errors (printed as path:line:column: error: message), or --check
             found differences
          2  the command line is wrong

        EXAMPLES:
          proxygen Sources/App/DownloadDelegate.swift
          proxygen --protocol DownloadDelegate Sources/App/*.swift -o Sources/App/Proxies.swift
          proxygen --all-protocols --dump-model Sources/App/*.swift
        """
}
