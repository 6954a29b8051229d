// CommandLineOptions: hand-written argument parsing for the proxygen command.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The parsed command line.
struct CommandLineOptions: Equatable {
    var inputs: [String] = []
    var protocols: [String] = []
    var allProtocols = false
    var output: String?
    var outputDirectory: String?
    var relativeTo: String?
    var dumpModel = false
    /// `--list`: print each proxy and its events instead of generating.
    var list = false
    var check = false
    var skipEmpty = false
    /// `--no-accessors`: no `object.reactive.<slot>` accessors for the inputs' delegate slots.
    var noAccessors = false
    var calls = false
    var prune = false
    var imports: [String] = []
    var modules: [String] = []
    var configPath: String?
    var accessLevel: String?
    var synthesizeInterfaceTool: String?
    var target: String?
    var sdk: String?
    var moduleCachePath: String?
    /// `--interface-cache-path`: where printed interfaces are kept; `nil` for the default.
    var interfaceCachePath: String?
    /// `--no-interface-cache`: print every module's interface again.
    var noInterfaceCache = false
    /// `--module-search-path`: directories searched for modules before the SDK's.
    var moduleSearchPaths: [String] = []
    var showHelp = false
    var showVersion = false

    /// A problem with the command line itself (exit code 2).
    struct UsageError: Error, CustomStringConvertible {
        var description: String
    }

    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        var options = CommandLineOptions()
        try options.read(arguments)
        try options.checkInputs()
        options.resolveOutput()
        try options.checkCombinations()
        return options
    }

    /// Reads the arguments in order: inputs, flags, and the values of the flags that take one
    /// (`--flag value` or `--flag=value`); after `--`, inputs only.
    private mutating func read(_ arguments: [String]) throws {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            if argument == "--" {
                inputs += remaining
                return
            }
            if argument == "-" || !argument.hasPrefix("-") {
                inputs.append(argument)
                continue
            }
            var flag = argument
            var inlineValue: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            try apply(flag, written: argument) {
                if let inlineValue { return inlineValue }
                guard let next = remaining.popFirst() else {
                    throw UsageError(description: "option '\(flag)' needs a value")
                }
                return next
            }
        }
    }

    /// Applies one flag; `value` takes the value of a flag that has one.
    private mutating func apply(_ flag: String, written argument: String, value: () throws -> String) throws {
        switch flag {
        case "-h", "--help": showHelp = true
        case "--version": showVersion = true
        case "-p", "--protocol": protocols.append(try value())
        case "--all-protocols": allProtocols = true
        case "-o", "--output": output = try value()
        case "--output-dir": outputDirectory = try value()
        case "--relative-to": relativeTo = try value()
        case "--dump-model": dumpModel = true
        case "--list": list = true
        case "--check": check = true
        case "--skip-empty": skipEmpty = true
        case "--no-accessors": noAccessors = true
        case "--calls": calls = true
        case "--prune": prune = true
        case "--import": imports.append(try value())
        case "-m", "--module": modules.append(try value())
        case "-c", "--config": configPath = try value()
        case "--access-level":
            let level = try value()
            guard Configuration.accessLevels.contains(level) else {
                throw UsageError(
                    description:
                        "'--access-level' must be one of \(Configuration.accessLevels.joined(separator: ", ")), not '\(level)'"
                )
            }
            accessLevel = level
        case "--swift-synthesize-interface": synthesizeInterfaceTool = try value()
        case "--target": target = try value()
        case "--sdk": sdk = try value()
        case "--module-cache-path": moduleCachePath = try value()
        case "--interface-cache-path": interfaceCachePath = try value()
        case "--no-interface-cache": noInterfaceCache = true
        case "--module-search-path": moduleSearchPaths.append(try value())
        default:
            throw UsageError(description: "unknown option '\(argument)' (see 'proxygen --help')")
        }
    }

    /// Something to read, and a module read for a reason.
    private func checkInputs() throws {
        if !showHelp && !showVersion && inputs.isEmpty && modules.isEmpty && configPath == nil {
            throw UsageError(description: "no input files (see 'proxygen --help')")
        }
        // A module without `--protocol` supplies parent protocols of the inputs' protocols, as a
        // `modules` entry without `protocols` does in proxygen.json; without inputs it does nothing.
        if !modules.isEmpty && protocols.isEmpty && !allProtocols && inputs.isEmpty && configPath == nil {
            throw UsageError(
                description:
                    "'--module' needs '--protocol NAME' (a module's protocols are only generated by name) or input files whose protocols refine the module's"
            )
        }
        for module in imports where !ImportValidation.isValid(module) {
            throw UsageError(
                description: "'--import' needs a module name such as 'Foundation' or 'Foo.Bar', not '\(module)'")
        }
    }

    /// `--output -` is standard output, as for inputs (never a file named '-'); `--output DIR` (an
    /// existing directory, or written with a trailing '/') means one file per input.
    private mutating func resolveOutput() {
        if output == "-" { output = nil }
        if let output, outputDirectory == nil {
            var status = stat()
            if output.hasSuffix("/") || (stat(output, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR) {
                outputDirectory = output
                self.output = nil
            }
        }
    }

    /// Flags that need another, or exclude one another.
    private func checkCombinations() throws {
        if prune && outputDirectory == nil {
            throw UsageError(description: "'--prune' needs '--output-dir'")
        }
        if skipEmpty && outputDirectory == nil {
            throw UsageError(
                description: "'--skip-empty' needs '--output-dir' (a single output file is always written)")
        }
        if list && (check || dumpModel) {
            throw UsageError(description: "'--list' cannot be used with '\(check ? "--check" : "--dump-model")'")
        }
        if output != nil && outputDirectory != nil {
            throw UsageError(description: "'--output' and '--output-dir' cannot be used together")
        }
    }

    static let help = """
        OVERVIEW: Generates typed delegate proxies from Swift protocol declarations.

        Each selected protocol gets a final class `<Protocol>Proxy` that conforms to it, forwards
        every call to a weakly held original delegate, and publishes one typed event stream per
        requirement (see ReactiveRuntime). Output is deterministic: the same inputs give the same
        bytes in any order, and files whose bytes would not change are not rewritten.

        USAGE: proxygen [options] <file>...
               proxygen --module <module> --protocol <name> [options]

        ARGUMENTS:
          <file>                  Swift source files to read; '-' reads standard input.

        SELECTION (protocols whose doc comment contains '@proxyable' are always selected):
          -p, --protocol <name>   Also generate for the named protocol (repeatable).
          --all-protocols         Generate for every protocol found.
          -m, --module <module>   Also read the protocols of a compiled module (repeatable), from
                                  the interface the toolchain's swift-synthesize-interface prints;
                                  its protocols are generated only when named with --protocol;
                                  without it, the module supplies parents of the inputs' protocols.
          -c, --config <file>     Read a proxygen.json configuration. Keys: protocols, modules
                                  (each: module, protocols, delegateSlots, optional), imports,
                                  accessLevel, accessors, calls, eventNames. Each is described in
                                  Sources/ProxyGen/ProxyGen.docc/Configuration.md of the ProxyGen
                                  package ("Configuration: proxygen.json" in its DocC guide).

        OUTPUT:
          -o, --output <file>     Write all proxies to <file> (default, or '-': standard output);
                                  a directory (existing, or ending in '/') means --output-dir.
                                  Nothing but a regular file is ever replaced: a symbolic link's
                                  target is written, devices and FIFOs are written through.
          --output-dir <dir>      Write one file per input, <dir>/<path_with_underscores>.proxies.swift,
                                  even when empty (this is what the build plugin does); a module's
                                  proxies go to <dir>/<module>.swiftinterface.proxies.swift.
          --skip-empty            With --output-dir, write no file for inputs without proxies.
          --prune                 With --output-dir, delete other *.proxies.swift files in <dir>
                                  (with --check: report them), e.g. after a protocol was removed.
          --relative-to <dir>     Name inputs relative to <dir> in headers and output names
                                  (default: the current directory).
          --import <module>       Add 'import <module>' to generated files (repeatable).
          --no-accessors          Write no 'object.reactive.<slot>' accessors for the delegate
                                  slots of the inputs' classes.
          --calls                 Also write every call as one value for proxies and observing
                                  subclasses: a 'Call' enum and 'events.all' / 'reactive.calls.all'.
          --access-level <level>  The highest access level of proxies: internal, package or public
                                  (default: the protocol's).
          --check                 Write nothing; exit 1 and summarize the differences when a
                                  generated file on disk is missing or differs (for CI).
          --dump-model            Print the parsed declarations as JSON instead of proxies.
          --list                  Print each proxy the inputs give, with its event names and the
                                  requirement of each, instead of generating (writes nothing).

        MODULES (defaults suit the host; Xcode sets SDKROOT):
          --target <triple>       Target triple (default: the platform of an iOS, tvOS, watchOS or
                                  visionOS SDK, else from 'swiftc -print-target-info').
          --sdk <path>            SDK to read modules from (default: $SDKROOT, or xcrun on macOS).
          --module-cache-path <dir>
                                  Clang module cache (default: one per user in the temporary
                                  directory, kept between runs).
          --module-search-path <dir>
                                  Also look for modules in <dir> (repeatable).
          --interface-cache-path <dir>
                                  Keep printed module interfaces in <dir>, keyed by the module,
                                  target, SDK, search paths and tool (default: one per user in
                                  the temporary directory, kept between clean builds).
          --no-interface-cache    Print every module's interface again; keep none.
          --swift-synthesize-interface <path>
                                  The tool to use (default: next to swiftc in PATH).

        OTHER:
          -h, --help              Show this help.
          --version               Show the version.

        EXIT CODES:
          0  success (with --check: every generated file is up to date)
          1  the inputs or the configuration have errors (printed as path:line:column: error:
             message), a module cannot be read, or --check found differences
          2  the command line is wrong

        EXAMPLES:
          proxygen Sources/App/DownloadDelegate.swift
          proxygen --protocol DownloadDelegate Sources/App/*.swift -o Sources/App/Proxies.swift
          proxygen --module FoundationXML --protocol XMLParserDelegate -o XMLParserDelegateProxy.swift
          proxygen --config Sources/App/proxygen.json --output-dir Sources/App/GeneratedProxies \\
              --relative-to Sources/App --skip-empty Sources/App/*.swift
          proxygen --check --config Sources/App/proxygen.json --output-dir Sources/App/GeneratedProxies \\
              --relative-to Sources/App --skip-empty Sources/App/*.swift
          proxygen --list --config Sources/App/proxygen.json Sources/App/*.swift
          proxygen --all-protocols --dump-model Sources/App/*.swift
        """
}
