// PropertyOperatorPeerSpecs: ReactiveSwift's PropertySpec cases for mutable properties, map, combineLatest, zip and bindings.

import ReactiveRuntime
import XCTest

/// Cases of ReactiveSwift's `PropertySpec` ("MutableProperty", "Property(_:)", "from
/// properties", "from a value and Signal", "map", "combineLatest", "zip", "binding" from a
/// producer and from another property), rewritten for this runtime: the operators of a
/// `MutableProperty` are those of its read-only view, `Property(property)`, and a producer pipe
/// is a signal pipe's `producer`. The expected values are the peer's.
final class PropertyOperatorPeerSpecs: XCTestCase {
    private let initialValue = "InitialValue"
    private let subsequentValue = "SubsequentValue"
    private let finalValue = "FinalValue"
    private let initialOtherValue = "InitialOtherValue"
    private let subsequentOtherValue = "SubsequentOtherValue"
    private let finalOtherValue = "FinalOtherValue"

    // MARK: - MutableProperty

    func testMutablePropertyHasTheValueGivenAtInitialization() {
        XCTAssertEqual(MutableProperty(initialValue).value, initialValue)
    }

    func testMutablePropertySignalSendsSubsequentChanges() {
        let property = MutableProperty(initialValue)
        var sentValue: String?
        property.signal.observeValues { sentValue = $0 }
        XCTAssertNil(sentValue)
        property.value = subsequentValue
        XCTAssertEqual(sentValue, subsequentValue)
        property.value = finalValue
        XCTAssertEqual(sentValue, finalValue)
    }

    func testMutablePropertySignalSendsEveryAssignmentEvenOfTheSameValue() {
        let property = MutableProperty(initialValue)
        var count = 0
        property.signal.observeValues { _ in count += 1 }
        XCTAssertEqual(count, 0)
        property.value = initialValue
        XCTAssertEqual(count, 1)
        property.value = initialValue
        XCTAssertEqual(count, 2)
    }

    func testMutablePropertyDoesNotDeadlockOnRecursiveValueAccess() {
        let (signal, input) = Signal<Int, Never>.pipe()
        let property = MutableProperty(0)
        var value: Int?
        property <~ signal.producer
        property.producer.startWithValues { _ in value = property.value }
        input.send(10)
        XCTAssertEqual(value, 10)
    }

    func testMutablePropertyDoesNotDeadlockOnRecursiveObservation() {
        let property = MutableProperty(0)
        var value: Int?
        property.producer.startWithValues { _ in
            property.producer.startWithValues { value = $0 }
        }
        XCTAssertEqual(value, 0)
        property.value = 1
        XCTAssertEqual(value, 1)
    }

    func testMutablePropertyDoesNotDeadlockOnRecursiveABAObservation() {
        let propertyA = MutableProperty(0)
        let propertyB = MutableProperty(0)
        var value: Int?
        propertyA.producer.startWithValues { _ in
            propertyB.producer.startWithValues { _ in
                propertyA.producer.startWithValues { value = $0 }
            }
        }
        XCTAssertEqual(value, 0)
        propertyA.value = 1
        XCTAssertEqual(value, 1)
    }

    // MARK: - Property(_:), from properties, from a value and a signal

    func testAViewPassesThroughTheBehaviourOfTheWrappedProperty() {
        let property = Property(Property(value: initialValue))
        let producerRecorder = property.producer.record()
        let signalRecorder = property.signal.record()
        XCTAssertEqual(producerRecorder.history, [initialValue, "completed"])
        XCTAssertEqual(signalRecorder.history, ["interrupted"])
    }

    func testAChainOfDerivedPropertiesCapturesNoProperties() {
        func increment(_ input: Int) -> Int { input + 1 }
        weak var weakSource: MutableProperty<Int>?
        weak var weakA: Property<Int>?
        weak var weakB: Property<Int>?
        weak var weakC: Property<Int>?
        var finalProperty: Property<Int>?
        do {
            let source = MutableProperty(1)
            weakSource = source
            let propertyA = Property(source).map(increment)
            weakA = propertyA
            let propertyB = propertyA.map(increment)
            weakB = propertyB
            let propertyC = propertyB.map(increment)
            weakC = propertyC
            finalProperty = propertyC.map(increment)
        }
        XCTAssertEqual(finalProperty?.value, 5)
        XCTAssertNil(weakSource)
        XCTAssertNil(weakA)
        XCTAssertNil(weakB)
        XCTAssertNil(weakC)
    }

    func testFromASignalStreamsFollowTheUltimateSource() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var property: Property<Int>? = Property(initial: 1, then: signal)
        let propertySignal = property!.signal
        let signalRecorder = propertySignal.record()
        let producerRecorder = property!.producer.record()
        XCTAssertEqual(property?.value, 1)
        input.send(2)
        XCTAssertEqual(property?.value, 2)
        XCTAssertFalse(producerRecorder.isCompleted)
        XCTAssertFalse(signalRecorder.isCompleted)
        property = nil
        XCTAssertFalse(producerRecorder.isCompleted)
        XCTAssertFalse(signalRecorder.isCompleted)
        input.sendCompleted()
        XCTAssertTrue(producerRecorder.isCompleted)
        XCTAssertTrue(signalRecorder.isCompleted)
        XCTAssertTrue(propertySignal.record().isInterrupted)
    }

    // MARK: - map

    func testMapTransformsTheCurrentValueAndAllLaterOnes() {
        let property = MutableProperty(1)
        let mapped = Property(property).map { $0 + 1 }
        XCTAssertEqual(mapped.value, 2)
        property.value = 2
        XCTAssertEqual(mapped.value, 3)
    }

    func testMapWorksWithKeyPaths() {
        let property = MutableProperty("foo")
        let mapped = Property(property).map(\.count)
        XCTAssertEqual(mapped.value, 3)
        property.value = "foobar"
        XCTAssertEqual(mapped.value, 6)
    }

    // MARK: - combineLatest

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

    // MARK: - zip

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

    // MARK: - binding from a producer, from another property

    func testBindingFromAProducerUpdatesThePropertyWithItsValues() {
        let values = [initialValue, subsequentValue]
        let property = MutableProperty(initialValue)
        property <~ SignalProducer(values: values)
        XCTAssertEqual(property.value, values.last)
    }

    func testBindingFromAProducerIsTornDownWhenDisposed() {
        let (signal, input) = Signal<String, Never>.pipe()
        let property = MutableProperty(initialValue)
        let binding = property <~ signal.producer
        binding.dispose()
        input.send(subsequentValue)
        XCTAssertEqual(property.value, initialValue)
    }

    func testBindingFromAProducerIsTornDownWhenThePropertyDeallocates() {
        let (signal, input) = Signal<String, Never>.pipe()
        var property: MutableProperty<String>? = MutableProperty(initialValue)
        withExtendedLifetime(input) {
            let disposed = ActionDisposable()
            property! <~ signal.producer.on(disposed: { disposed.dispose() })
            XCTAssertFalse(disposed.isDisposed)
            property = nil
            XCTAssertTrue(disposed.isDisposed)
        }
    }

    func testBindingFromAnotherPropertyIsTornDownWhenDisposed() {
        let source = MutableProperty(initialValue)
        let destination = MutableProperty("")
        let binding = destination <~ source.producer
        binding.dispose()
        source.value = subsequentValue
        XCTAssertEqual(destination.value, initialValue)
    }

    func testBindingFromAnotherPropertyIsTornDownWhenTheDestinationDeallocates() {
        let source = MutableProperty(initialValue)
        var destination: MutableProperty<String>? = MutableProperty("")
        let disposed = ActionDisposable()
        _ = withExtendedLifetime(destination) {
            $0! <~ source.producer.on(disposed: { disposed.dispose() })
        }
        XCTAssertFalse(disposed.isDisposed)
        destination = nil
        XCTAssertTrue(disposed.isDisposed)
    }
}
