// ResolverTests+EventNames: the names the resolver gives a proxy's events (Resolver/EventNaming).

import XCTest

@testable import ProxyGen

/// Event names, read from the generated proxy.
final class ResolverEventNameTests: XCTestCase {
    func generate(_ source: String) -> GenerationResult {
        ProxyGenerator.generate(
            [SourceFile(path: "Input.swift", text: source)],
            options: GeneratorOptions(selection: ProtocolSelection(includesAll: true)))
    }

    func testEventNamesFollowTheDocumentedRule() {
        let output = generate(
            """
            protocol TableDelegate: AnyObject {
                func tableView(_ tableView: AnyObject, didSelectRowAt indexPath: Int)
                func parserDidStartDocument(_ parser: AnyObject)
                func urlSession(_ session: AnyObject, task: AnyObject, didCompleteWithError error: (any Error)?)
            }
            """
        ).files[0].contents
        XCTAssertTrue(
            output.contains(
                "var tableViewDidSelectRowAt: ReactiveRuntime.Signal<(tableView: AnyObject, indexPath: Int), Swift.Never>"
            ),
            output)
        XCTAssertTrue(
            output.contains("var parserDidStartDocument: ReactiveRuntime.Signal<AnyObject, Swift.Never>"), output)
        XCTAssertTrue(
            output.contains(
                "var urlSessionTaskDidCompleteWithError: ReactiveRuntime.Signal<(session: AnyObject, task: AnyObject, error: (any Error)?), Swift.Never>"
            ),
            output)
    }

    func testTheKeysOfConfiguredEventNamesThatNamedNoRequirementAreTheResolversOwn() {
        var options = GeneratorOptions(selection: ProtocolSelection(includesAll: true))
        options.eventNameOverrides = [
            "Outer.Pinger.ping(_:)": "pinged", "pong(_:)": "ponged", "Nowhere.ping(_:)": "never",
            "Pinger.bounce(_:)": "never",
        ]
        let prepared = ProxyGenerator.prepare(
            [
                SourceFile(
                    path: "Input.swift",
                    text: "enum Outer {\n protocol Pinger: AnyObject { func ping(_ n: Int)\n func pong(_ n: Int) }\n}")
            ], options: options)
        let output = prepared.renderFile(at: 0).contents
        XCTAssertTrue(output.contains("var pinged: "), output)
        XCTAssertTrue(output.contains("var ponged: "), output)
        // The nested protocol's qualified key is applied; keys the resolver never read are reported.
        XCTAssertEqual(prepared.unusedEventNameOverrides, ["Nowhere.ping(_:)", "Pinger.bounce(_:)"])
    }
}
