// FrameworkSweepResolverTests: what the resolver makes of protocols of the SDK's frameworks as
// their interfaces print them, in cases that every framework configured alone met (each typechecked
// wrong before: an Objective-C selector conflict, a warning in Swift 6).

import XCTest

@testable import ProxyGen

final class FrameworkSweepResolverTests: XCTestCase, ModuleInterfaceGeneration {
    func testAnAsyncTwinWhoseNameDropsAsynchronouslyIsTheCompletionHandlerForm() {
        // As AVFoundation's AVAsynchronousKeyValueLoading: one selector,
        // `loadValuesAsynchronouslyForKeys:completionHandler:`, imported twice.
        let (output, diagnostics) = generate(
            """
            public protocol AVLoader : NSObjectProtocol {
              func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?)
              func loadValues(forKeys keys: [String]) async
            }
            """, names: ["AVLoader"])
        XCTAssertEqual(diagnostics.map(\.message), [])
        let functions = lines(output).filter { $0.hasPrefix("public func ") }
        XCTAssertEqual(
            functions,
            [
                "public func loadValuesAsynchronously(forKeys keys: [String], completionHandler handler: (@Sendable () -> Void)?) {"
            ], output)
    }
}
