// ModuleInterfaceGeneration: generation from a module interface as the command line reads one,
// for the tests of protocols as swift-synthesize-interface prints them.

import XCTest

@testable import ProxyGen

/// Generates from text given as a module's interface; adopted by the test classes that need it.
protocol ModuleInterfaceGeneration {}

extension ModuleInterfaceGeneration {
    /// The generated text (every file) and the diagnostics for one interface, with the protocols
    /// `names` asks for, or all of them.
    func generate(_ interface: String, names: [String] = []) -> (output: String, diagnostics: [Diagnostic]) {
        // As the command line reads a module: its interface is known as one.
        var selection = ProtocolSelection(names: names, includesAll: names.isEmpty)
        selection.moduleInterfacePaths = ["UIKit.swiftinterface"]
        let result = ProxyGenerator.generate(
            [SourceFile(path: "UIKit.swiftinterface", text: "import Foundation\n\n" + interface)],
            options: GeneratorOptions(selection: selection))
        return (result.files.map(\.contents).joined(separator: "\n"), result.diagnostics)
    }

    /// The lines of `text` without their indentation.
    func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map { String($0.drop { $0 == " " }) }
    }
}
