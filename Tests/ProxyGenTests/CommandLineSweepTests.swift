// CommandLineSweepTests: `--all-protocols` generates every protocol that can be proxied and
// reports the others as warnings (exit 0); protocols asked for by name stay errors, and a name
// shared by nested protocols is rejected instead of picking one.

import Foundation
import XCTest

extension CommandLineTests {
    static let mixedProtocols = """
        protocol Good: AnyObject {
            func didChange(_ value: Int)
        }

        protocol Factory: AnyObject {
            static func make() -> Int
        }

        struct Counter {
            mutating func increment() {}
        }

        protocol ValueObserver {
            mutating func observe(_ value: Int)
        }
        """

    func testSweepGeneratesWhatItCanAndWarnsAboutTheRest() throws {
        let file = try write("Mixed.swift", Self.mixedProtocols)
        let (status, output) = try proxygen(["--all-protocols", file])
        XCTAssertEqual(status, 0, output)
        XCTAssertTrue(
            output.contains(
                "Mixed.swift:6:5: warning: skipping 'Factory': static requirement 'make()' cannot be forwarded"),
            output)
        XCTAssertTrue(output.contains("final class GoodProxy: Good"), output)
        // Not class-bound: proxied, with the forwardee held strongly.
        XCTAssertTrue(output.contains("final class ValueObserverProxy: ValueObserver"), output)
        XCTAssertFalse(output.contains("FactoryProxy"), output)
        XCTAssertFalse(output.contains("is not allowed in a class-bound protocol"), output)
    }

    func testAProtocolAskedForByNameThatCannotBeProxiedIsAnError() throws {
        let file = try write("Mixed.swift", Self.mixedProtocols)
        let (status, output) = try proxygen(["--protocol", "Factory", "--protocol", "Good", file])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(
            output.contains("Mixed.swift:6:5: error: static requirement 'make()' cannot be forwarded"), output)
    }

    func testASimpleNameSharedByNestedProtocolsIsRejected() throws {
        let file = try write(
            "Nested.swift",
            """
            enum Player { protocol Delegate: AnyObject { func didPlay() } }
            enum Recorder { protocol Delegate: AnyObject { func didRecord() } }
            """)
        let (status, output) = try proxygen(["--protocol", "Delegate", file])
        XCTAssertEqual(status, 1, output)
        XCTAssertTrue(
            output.contains(
                "error: 'Delegate' names 2 protocols (Player.Delegate, Recorder.Delegate); give the qualified name"),
            output)
        let (qualifiedStatus, qualified) = try proxygen(["--protocol", "Recorder.Delegate", file])
        XCTAssertEqual(qualifiedStatus, 0, qualified)
        XCTAssertTrue(qualified.contains("final class RecorderDelegateProxy"), qualified)
        XCTAssertFalse(qualified.contains("PlayerDelegateProxy"), qualified)
    }
}
