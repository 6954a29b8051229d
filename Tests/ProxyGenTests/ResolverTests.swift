// ResolverTests: what the resolver makes of the protocols it is given: which requirements a proxy
// implements (async twins), and which protocols it skips or refuses (requirements hidden from Swift).

import XCTest

@testable import ProxyGen

final class ResolverTests: XCTestCase, ModuleInterfaceGeneration {
    // MARK: - Async twins

    func testObjectiveCProtocolsImplementOnlyTheCompletionHandlerFormOfAnAsyncTwin() {
        let (output, diagnostics) = generate(
            """
            public protocol Loader : NSObjectProtocol {
              func load(_ d: Int, completionHandler: @escaping @Sendable (Int) -> Void)
              func load(_ d: Int) async -> Int
              func fetch(_ d: Int, decisionHandler: @escaping (Int) -> Void)
              func fetch(_ d: Int) async -> Int
              func save(_ d: Int, completionHandler: (((any Error)?) -> Void)?)
              func save(_ d: Int) async throws
            }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        let functions = lines(output).filter { $0.hasPrefix("@_optimize(size) public func ") }
        XCTAssertEqual(
            functions,
            [
                "@_optimize(size) public func load(_ d: Int, completionHandler: @escaping @Sendable (Int) -> Void) {",
                "@_optimize(size) public func fetch(_ d: Int, decisionHandler: @escaping (Int) -> Void) {",
                "@_optimize(size) public func save(_ d: Int, completionHandler: (((any Error)?) -> Void)?) {",
            ],
            output)
        XCTAssertFalse(output.contains(") async"), "no async twin is implemented")
    }

    func testASwiftProtocolKeepsBothForms() {
        let (output, diagnostics) = generate(
            """
            public protocol SwiftLoader : AnyObject {
              func load(_ d: Int, completionHandler: @escaping @Sendable (Int) -> Void)
              func load(_ d: Int) async -> Int
            }
            """)
        XCTAssertEqual(diagnostics.map(\.message), [])
        let functions = lines(output).filter { $0.hasPrefix("@_optimize(size) public func ") }
        XCTAssertEqual(
            functions,
            [
                "@_optimize(size) public func load(_ d: Int, completionHandler: @escaping @Sendable (Int) -> Void) {",
                "@_optimize(size) public func load(_ d: Int) async -> Int {",
            ],
            output)
    }

    // MARK: - Requirements hidden from Swift

    let sourceItem = """
        public protocol SourceItem : NSObjectProtocol {}
        extension SourceItem {
          public func frame(in v: Int) -> Int?
        }
        public protocol ShownItem : NSObjectProtocol {
          func shown()
        }
        """

    func testAnObjectiveCProtocolShowingOnlyAnExtensionIsSkippedWhenSweptUp() {
        let (output, diagnostics) = generate(sourceItem)
        XCTAssertEqual(diagnostics.count, 1, "\(diagnostics)")
        XCTAssertEqual(diagnostics.first?.severity, .warning)
        let message = diagnostics.first?.message ?? ""
        XCTAssertEqual(diagnostics.first?.skippedProtocol, "SourceItem")
        XCTAssertTrue(
            diagnostics.first?.text.hasPrefix("skipping 'SourceItem': ") ?? false, "rendered once, as a prefix")
        XCTAssertTrue(message.contains("'frame(in:)'"), message)
        XCTAssertTrue(message.contains("NS_REFINED_FOR_SWIFT"), message)
        XCTAssertFalse(output.contains("class SourceItemProxy"), output)
        XCTAssertTrue(output.contains("public final class ShownItemProxy: NSObject, ShownItem, "), output)
    }

    func testAnObjectiveCProtocolShowingOnlyAnExtensionIsAnErrorWhenAskedFor() {
        let (output, diagnostics) = generate(sourceItem, names: ["SourceItem"])
        XCTAssertEqual(diagnostics.map(\.severity), [.error], "\(diagnostics)")
        XCTAssertTrue(diagnostics.first?.message.contains("NS_REFINED_FOR_SWIFT") == true, "\(diagnostics)")
        XCTAssertFalse(output.contains("class SourceItemProxy"), output)
    }

    func testASwiftProtocolWithOnlyAnExtensionIsNotSaidToHideRequirements() {
        let (_, diagnostics) = generate(
            """
            public protocol Empty : AnyObject {}
            extension Empty {
              public func helper() -> Int
            }
            """)
        XCTAssertFalse(diagnostics.contains { $0.message.contains("NS_REFINED_FOR_SWIFT") }, "\(diagnostics)")
    }
}
