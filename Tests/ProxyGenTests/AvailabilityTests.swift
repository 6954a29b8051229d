// AvailabilityTests: `@available` attributes read and restated against what an enclosing proxy and
// ReactiveRuntime's platforms already ensure.

import XCTest

@testable import ProxyGen

final class AvailabilityTests: XCTestCase {
    func attribute(_ arguments: String) -> Attribute { Attribute(name: "available", arguments: arguments) }

    func testArgumentsKeepCommasInsideTheMessage() {
        XCTAssertEqual(
            Availability.arguments(of: attribute(#"iOS, introduced: 2.0, deprecated: 9.0, message: "Use A, or B.""#)),
            ["iOS", "introduced: 2.0", "deprecated: 9.0", #"message: "Use A, or B.""#])
        XCTAssertEqual(
            Availability.arguments(of: attribute(#"*, deprecated, message: "a \"quoted\", comma""#)),
            ["*", "deprecated", #"message: "a \"quoted\", comma""#])
    }

    func testIntroductionsTheScopeEnsuresAreLeftOut() {
        let proxy = Availability.runtimeFloor.merged(with: Availability([attribute("iOS 15.0, *")]))
        // Older than the proxy: nothing left to say.
        XCTAssertNil(Availability.attribute(attribute("iOS 8.0, *"), within: proxy))
        // Newer on one platform, older on another: only the newer stays.
        XCTAssertEqual(
            Availability.attribute(attribute("iOS 16.0, macOS 10.12, *"), within: proxy)?.arguments, "iOS 16.0, *")
        // The long form keeps its deprecation, without an introduction the scope ensures.
        XCTAssertEqual(
            Availability.attribute(attribute("iOS, introduced: 7.0, deprecated: 13.0"), within: proxy)?.arguments,
            "iOS, deprecated: 13.0")
        XCTAssertNil(Availability.attribute(attribute("macOS, introduced: 10.12"), within: proxy))
        XCTAssertEqual(
            Availability.attribute(attribute("*, deprecated"), within: proxy)?.arguments, "*, deprecated")
    }

    func testACheckNamesOnlyWhatTheScopeDoesNotEnsure() {
        let floor = Availability.runtimeFloor
        XCTAssertNil(Availability([attribute("iOS 6.0, *")]).check(within: floor))
        XCTAssertEqual(Availability([attribute("iOS 16.0, macOS 10.12, *")]).check(within: floor), "iOS 16.0, *")
        XCTAssertEqual(
            Availability([attribute("iOS 13.0, *"), attribute("iOS 16.0, *")]).check(within: floor), "iOS 16.0, *",
            "the latest of several introductions")
        XCTAssertNil(Availability([attribute("swift 5.9")]).check(within: floor), "#available names systems only")
        XCTAssertTrue(Availability([attribute("iOS, deprecated: 13.0")]).isDeprecated)
        XCTAssertFalse(Availability([attribute("iOS 13.0, *")]).isDeprecated)
    }

    func testVersionsCompareByComponent() throws {
        let a = try XCTUnwrap(Availability.Version("14.5"))
        let b = try XCTUnwrap(Availability.Version("14.10"))
        XCTAssertLessThan(a, b)
        XCTAssertEqual(Availability.Version("13"), Availability.Version("13.0"))
        XCTAssertNil(Availability.Version("x.1"))
    }
}
