// PropertyCombineTests: properties made of the latest values of other properties, and ReactiveSwift's cases for it.

import ReactiveRuntime
import XCTest

final class PropertyCombineTests: XCTestCase, PropertySpecValues {
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

    // MARK: - Peer cases: ReactiveSwift's PropertySpec

    private let initialOtherValue = "InitialOtherValue"

    private let subsequentOtherValue = "SubsequentOtherValue"

    private let finalOtherValue = "FinalOtherValue"

    private func sources() -> (MutableProperty<String>, MutableProperty<String>) {
        (MutableProperty(initialValue), MutableProperty(initialOtherValue))
    }

    func testCombineLatestForwardsTheLatestValuesOfBoth() {
        let (property, other) = sources()
        let combined = Property(property).combineLatest(with: Property(other))
        var latest: (String, String)?
        combined.signal.observeValues { latest = $0 }
        property.value = subsequentValue
        XCTAssertEqual(latest?.0, subsequentValue)
        XCTAssertEqual(latest?.1, initialOtherValue)
        other.value = subsequentOtherValue
        XCTAssertEqual(latest?.0, subsequentValue)
        XCTAssertEqual(latest?.1, subsequentOtherValue)
        property.value = finalValue
        XCTAssertEqual(latest?.0, finalValue)
        XCTAssertEqual(latest?.1, subsequentOtherValue)
    }

    func testCombineLatestCompletesWhenTheSourcesAreDeinitialized() {
        var (property, other): (MutableProperty<String>?, MutableProperty<String>?) = sources()
        var combined: Property<(String, String)>? = Property(property!).combineLatest(with: Property(other!))
        let recorder = combined!.signal.record()
        combined = nil
        XCTAssertFalse(recorder.isCompleted)
        property = nil
        XCTAssertFalse(recorder.isCompleted)
        other = nil
        XCTAssertTrue(recorder.isCompleted)
    }

    func testCombineLatestValueAgreesWithItsProducer() {
        let (property, other) = sources()
        let combined = Property(property).combineLatest(with: Property(other))
        var firstResult: String?
        var secondResult: String?
        combined.producer.startWithValues { firstResult = $0.0 + $0.1 }
        func currentValue() -> String { combined.value.0 + combined.value.1 }
        XCTAssertEqual(currentValue(), initialValue + initialOtherValue)
        XCTAssertEqual(firstResult, initialValue + initialOtherValue)
        property.value = subsequentValue
        XCTAssertEqual(currentValue(), subsequentValue + initialOtherValue)
        XCTAssertEqual(firstResult, subsequentValue + initialOtherValue)
        combined.producer.startWithValues { secondResult = $0.0 + $0.1 }
        XCTAssertEqual(secondResult, subsequentValue + initialOtherValue)
        other.value = subsequentOtherValue
        XCTAssertEqual(currentValue(), subsequentValue + subsequentOtherValue)
        XCTAssertEqual(firstResult, subsequentValue + subsequentOtherValue)
        XCTAssertEqual(secondResult, subsequentValue + subsequentOtherValue)
    }

    func testNestedCombinedPropertiesAgree() {
        let a = MutableProperty(1)
        let b = MutableProperty(100)
        let c = MutableProperty(10000)
        var firstResult: Int?
        let combined = Property(a).combineLatest(with: Property(b))
        combined.producer.startWithValues { firstResult = $0.0 + $0.1 }
        func currentValue() -> Int { combined.value.0 + combined.value.1 }
        XCTAssertEqual(currentValue(), 101)
        XCTAssertEqual(firstResult, 101)
        a.value = 2
        XCTAssertEqual(currentValue(), 102)
        XCTAssertEqual(firstResult, 102)
        b.value = 200
        XCTAssertEqual(currentValue(), 202)
        XCTAssertEqual(firstResult, 202)
        a.value = 3
        XCTAssertEqual(currentValue(), 203)
        XCTAssertEqual(firstResult, 203)
        var secondResult: Int?
        let anotherCombined = combined.combineLatest(with: Property(c))
        anotherCombined.producer.startWithValues { secondResult = ($0.0.0 + $0.0.1) + $0.1 }
        func anotherValue() -> Int {
            (anotherCombined.value.0.0 + anotherCombined.value.0.1) + anotherCombined.value.1
        }
        XCTAssertEqual(anotherValue(), 10203)
        XCTAssertEqual(secondResult, 10203)
        a.value = 4
        XCTAssertEqual(currentValue(), 204)
        XCTAssertEqual(anotherValue(), 10204)
        XCTAssertEqual(secondResult, 10204)
    }

    func testZipCombinesPairs() {
        let (property, other) = sources()
        var result: [String] = []
        Property(property).zip(with: Property(other)).producer.startWithValues { result.append("\($0.0)\($0.1)") }
        let firstResult = ["\(initialValue)\(initialOtherValue)"]
        let secondResult = firstResult + ["\(subsequentValue)\(subsequentOtherValue)"]
        let thirdResult = secondResult + ["\(finalValue)\(finalOtherValue)"]
        let finalResult = thirdResult + ["\(initialValue)\(initialOtherValue)"]
        XCTAssertEqual(result, firstResult)
        property.value = subsequentValue
        XCTAssertEqual(result, firstResult)
        other.value = subsequentOtherValue
        XCTAssertEqual(result, secondResult)
        property.value = finalValue
        other.value = finalOtherValue
        XCTAssertEqual(result, thirdResult)
        property.value = initialValue
        XCTAssertEqual(result, thirdResult)
        property.value = subsequentValue
        XCTAssertEqual(result, thirdResult)
        other.value = initialOtherValue
        XCTAssertEqual(result, finalResult)
    }

    func testZipValueAgreesWithItsProducer() {
        let (property, other) = sources()
        let zipped = Property(property).zip(with: Property(other))
        var firstResult: String?
        var secondResult: String?
        zipped.producer.startWithValues { firstResult = $0.0 + $0.1 }
        func currentValue() -> String { zipped.value.0 + zipped.value.1 }
        XCTAssertEqual(currentValue(), initialValue + initialOtherValue)
        XCTAssertEqual(firstResult, initialValue + initialOtherValue)
        property.value = subsequentValue
        XCTAssertEqual(currentValue(), initialValue + initialOtherValue)
        XCTAssertEqual(firstResult, initialValue + initialOtherValue)
        zipped.producer.startWithValues { secondResult = $0.0 + $0.1 }
        XCTAssertEqual(secondResult, initialValue + initialOtherValue)
        other.value = subsequentOtherValue
        XCTAssertEqual(currentValue(), subsequentValue + subsequentOtherValue)
        XCTAssertEqual(firstResult, subsequentValue + subsequentOtherValue)
        XCTAssertEqual(secondResult, subsequentValue + subsequentOtherValue)
    }

    /// The first part of the peer's two nested-zip cases: `a` zipped with `b`, then with `c`.
    private func nestedZips() -> (
        zipped: Property<(Int, Int)>, anotherZipped: Property<((Int, Int), Int)>, first: () -> Int?,
        second: () -> Int?, d: MutableProperty<Int>, keep: [AnyObject]
    ) {
        let a = MutableProperty(1)
        let b = MutableProperty(100)
        let c = MutableProperty(10000)
        let d = MutableProperty(1_000_000)
        var firstResult: Int?
        let zipped = Property(a).zip(with: Property(b))
        zipped.producer.startWithValues { firstResult = $0.0 + $0.1 }
        func currentValue() -> Int { zipped.value.0 + zipped.value.1 }
        XCTAssertEqual(currentValue(), 101)
        XCTAssertEqual(firstResult, 101)
        a.value = 2
        XCTAssertEqual(currentValue(), 101)
        XCTAssertEqual(firstResult, 101)
        b.value = 200
        XCTAssertEqual(currentValue(), 202)
        XCTAssertEqual(firstResult, 202)
        a.value = 3
        XCTAssertEqual(currentValue(), 202)
        XCTAssertEqual(firstResult, 202)
        var secondResult: Int?
        let anotherZipped = zipped.zip(with: Property(c))
        anotherZipped.producer.startWithValues { secondResult = ($0.0.0 + $0.0.1) + $0.1 }
        XCTAssertEqual(currentValue(), 202)
        XCTAssertEqual(firstResult, 202)
        return (zipped, anotherZipped, { firstResult }, { secondResult }, d, [a, b, c])
    }

    func testNestedZippedPropertiesAgree() {
        let nested = nestedZips()
        let another = nested.anotherZipped.value
        XCTAssertEqual((another.0.0 + another.0.1) + another.1, 10202)
        XCTAssertEqual(nested.second(), 10202)
        withExtendedLifetime(nested.keep) {}
    }

    func testCombinedAndNestedZippedPropertiesAgree() {
        let nested = nestedZips()
        let another = nested.anotherZipped.value
        XCTAssertEqual((another.0.0 + another.0.1) + another.1, 10202)
        XCTAssertEqual(nested.second(), 10202)
        let yetAnotherZipped = nested.anotherZipped.zip(with: Property(nested.d))
        let combined = nested.anotherZipped.combineLatest(with: yetAnotherZipped)
        var thirdResult: Int?
        combined.producer.startWithValues {
            let left = $0.0.0.0 + $0.0.0.1 + $0.0.1
            let right = $0.1.0.0.0 + $0.1.0.0.1 + $0.1.0.1 + $0.1.1
            thirdResult = left + right
        }
        XCTAssertEqual(thirdResult, 1_020_404)
        withExtendedLifetime(nested.keep) {}
    }

    func testZipCompletesItsProducerOnlyWhenTheSourcesAreDeinitialized() {
        var (property, other): (MutableProperty<String>?, MutableProperty<String>?) = sources()
        var zipped: Property<(String, String)>? = Property(property!).zip(with: Property(other!))
        let recorder = zipped!.producer.map { "\($0.0)\($0.1)" }.record()
        XCTAssertFalse(recorder.isCompleted)
        XCTAssertEqual(recorder.values, ["\(initialValue)\(initialOtherValue)"])
        property?.value = subsequentValue
        XCTAssertEqual(recorder.values, ["\(initialValue)\(initialOtherValue)"])
        zipped = nil
        XCTAssertFalse(recorder.isCompleted)
        property = nil
        other = nil
        XCTAssertTrue(recorder.isCompleted)
    }
}
