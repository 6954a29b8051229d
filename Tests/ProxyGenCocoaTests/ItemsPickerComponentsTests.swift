// ItemsPickerComponentsTests: the components of a picker whose rows items bindings show — how
// many the picker has, which binding shows each, and what ending a binding leaves.

import XCTest

@testable import ProxyGenCocoa

final class ItemsPickerComponentsTests: XCTestCase {
    private final class Binding {}

    @MainActor
    func testThePickerHasAsManyComponentsAsTheHighestBoundPlusOne() async {
        let components = PickerComponents<[String]>()
        let cities = Binding()
        let hours = Binding()
        XCTAssertEqual(components.count, 0)
        XCTAssertTrue(components.set(["Oslo"], in: 0, by: cities), "a first component changes the count")
        XCTAssertFalse(components.set(["Oslo", "Rome"], in: 0, by: cities), "new rows of it do not")
        XCTAssertTrue(components.set(["9", "10"], in: 2, by: hours))
        XCTAssertEqual(components.count, 3)
        XCTAssertNil(components.rows(in: 1), "an unbound component below the highest has no rows")
        XCTAssertEqual(components.rows(in: 0), ["Oslo", "Rome"])
        XCTAssertTrue(components.remove(2, by: hours))
        XCTAssertEqual(components.count, 1)
        XCTAssertFalse(components.isEmpty)
        XCTAssertTrue(components.remove(0, by: cities))
        XCTAssertTrue(components.isEmpty)
    }

    @MainActor
    func testAnEarlierBindingOfATakenOverComponentEndsWithoutRemovingTheLaterOne() async {
        let components = PickerComponents<[String]>()
        let earlier = Binding()
        let later = Binding()
        components.set(["a"], in: 0, by: earlier)
        components.set(["b"], in: 0, by: later)
        XCTAssertFalse(components.holds(0, by: earlier))
        XCTAssertFalse(components.remove(0, by: earlier))
        XCTAssertEqual(components.rows(in: 0), ["b"])
        XCTAssertTrue(components.holds(0, by: later))
    }
}
