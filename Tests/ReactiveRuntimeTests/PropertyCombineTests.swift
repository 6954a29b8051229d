// PropertyCombineTests: properties made of the latest values of other properties.

import ReactiveRuntime
import XCTest

final class PropertyCombineTests: XCTestCase {
    func testCombineLatestWithFollowsBoth() {
        let width = MutableProperty(2)
        let height = MutableProperty(3)
        let size = Property(width).combineLatest(with: Property(height))
        XCTAssertEqual(size.value.0, 2)
        XCTAssertEqual(size.value.1, 3)
        height.value = 5
        XCTAssertEqual(size.value.1, 5)
        let area = size.map { $0 * $1 }
        width.value = 4
        XCTAssertEqual(area.value, 20)
    }

    func testCombineLatestOfAnArray() {
        let prices = [MutableProperty(1), MutableProperty(2), MutableProperty(3)]
        let total = Property.combineLatest(prices.map { Property($0) }).map { $0.reduce(0, +) }
        XCTAssertEqual(total.value, 6)
        let recorder = total.signal.record()
        prices[1].value = 20
        XCTAssertEqual(total.value, 24)
        XCTAssertEqual(recorder.values, [24])
    }

    func testZipPairsByPosition() {
        let white = MutableProperty("e4")
        let black = MutableProperty("e5")
        let moves = Property(white).zip(with: Property(black))
        XCTAssertEqual(moves.value.0 + moves.value.1, "e4e5")
        white.value = "Nf3"
        XCTAssertEqual(moves.value.0, "e4", "waits for black's move")
        black.value = "Nc6"
        XCTAssertEqual(moves.value.0 + moves.value.1, "Nf3Nc6")
        let round = Property.zip([Property(white), Property(black)])
        XCTAssertEqual(round.value, ["Nf3", "Nc6"])
    }

    func testParameterPackOfDifferentTypes() {
        let name = MutableProperty("ada")
        let age = MutableProperty(36)
        let member = MutableProperty(false)
        let form = Property.combineLatest(Property(name), Property(age), Property(member))
        XCTAssertEqual(form.value.0, "ada")
        member.value = true
        XCTAssertEqual(form.value.2, true)
        XCTAssertEqual(form.value.1, 36)
    }

    func testCombinedPropertyDoesNotKeepItsSourcesAlive() {
        weak var weakSource: MutableProperty<Int>?
        var combined: Property<[Int]>?
        do {
            let source = MutableProperty(1)
            weakSource = source
            combined = Property.combineLatest([Property(source), Property(value: 2)])
        }
        XCTAssertNil(weakSource)
        XCTAssertEqual(combined?.value, [1, 2])
    }
}
