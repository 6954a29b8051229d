// NilMessageTests: the zero of each kind of result an Objective-C delegate method returns.

import Foundation
import ReactiveRuntime
import XCTest

final class NilMessageTests: XCTestCase {
    private enum Style: Int {
        case full = 0
        case sheet = 1
    }

    private enum Position: Int {
        case top = 1
        case bottom = 2
    }

    private struct Mask: OptionSet {
        let rawValue: UInt
        static let portrait = Mask(rawValue: 1)
    }

    /// A C structure's shape: `CGSize`, `UIEdgeInsets`.
    private struct Insets: Equatable {
        var top: Double
        var left: Double
        var bottom: Double
        var right: Double
    }

    private final class View {}

    func testScalarsAreZeroOrFalse() {
        XCTAssertEqual(NilMessage.answer(Bool.self), false)
        XCTAssertEqual(NilMessage.answer(Int.self), 0)
        XCTAssertEqual(NilMessage.answer(UInt8.self), 0)
        XCTAssertEqual(NilMessage.answer(Double.self), 0)
        XCTAssertEqual(NilMessage.answer(Float.self), 0)
    }

    func testStringsAndCollectionsAreEmpty() {
        XCTAssertEqual(NilMessage.answer(String.self), "")
        XCTAssertEqual(NilMessage.answer([String].self), [])
        XCTAssertEqual(NilMessage.answer([View].self)?.count, 0)
        XCTAssertEqual(NilMessage.answer(Set<Int>.self), [])
        XCTAssertEqual(NilMessage.answer([String: Int].self), [:])
        XCTAssertEqual(NilMessage.answer(IndexPath.self), IndexPath())
        XCTAssertEqual(NilMessage.answer(Mask.self), [])
    }

    func testAnEnumIsItsValueOfRawValueZeroIfItHasOne() {
        XCTAssertEqual(NilMessage.answer(Style.self), .full)
        XCTAssertNil(NilMessage.answer(Position.self))
    }

    func testATrivialStructureIsZeroed() {
        XCTAssertEqual(NilMessage.answer(Insets.self), Insets(top: 0, left: 0, bottom: 0, right: 0))
    }

    func testObjectsAndExistentialsHaveNoZero() {
        XCTAssertNil(NilMessage.answer(View.self))
        XCTAssertNil(NilMessage.answer((any Sendable).self))
    }
}
