// DiagnosticReport: a run's diagnostics as the command prints them — named by the paths given,
// a protocol the configuration names placed in the configuration, repeats condensed.

import ProxyGen

/// Prints the engine's diagnostics of one run.
struct DiagnosticReport {
    let options: CommandLineOptions
    let configuration: Configuration
    /// Each input file's display path → the path as given.
    let givenPaths: [String: String]

    /// Prints the diagnostics of `generation` on `console`, one line per cause and position.
    func print(_ generation: PreparedGeneration, console: Console) {
        let diagnostics = generation.diagnostics.map { placed($0, in: generation) }
        for diagnostic in DiagnosticCondenser.condense(diagnostics) {
            console.writeError(diagnostic.rendered())
        }
    }

    /// `diagnostic` named by the path given for its input; a protocol name that the configuration
    /// (not the command line) asks for and that matches nothing, at that name in the configuration.
    private func placed(_ diagnostic: Diagnostic, in generation: PreparedGeneration) -> Diagnostic {
        var diagnostic = diagnostic
        if diagnostic.kind == .unknownProtocol, let name = diagnostic.subject, let configPath = options.configPath,
            !options.protocols.contains(name)
        {
            if let entry = configuration.modules.first(where: { $0.protocols.contains(name) }) {
                let model = generation.models.first { $0.path == ModuleInterface.displayPath(of: entry.module) }
                let found = (model?.protocols.map(\.name) ?? []).sorted()
                diagnostic.message =
                    "module '\(entry.module)' has no protocol named '\(name)'"
                    + NameSuggestion.messageSuffix(for: name, known: found, none: "it declares no protocols")
                diagnostic.suggestion = NameSuggestion.closest(to: name, in: found)
            }
            diagnostic.path = configPath
            if let place = configuration.diagnosticPlace(ofProtocol: name, in: configPath) {
                diagnostic.offset = place.offset
                diagnostic.location = place.location
            }
        }
        diagnostic.path = givenPaths[diagnostic.path] ?? diagnostic.path
        return diagnostic
    }
}
