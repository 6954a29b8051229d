// ReactiveNamespaceTests: `object.reactive` on NSObject subclasses and on types that opt in, and
// members added to it by constrained extensions, as generated accessors add them.

import Foundation
import ReactiveRuntime
import XCTest

final class ReactiveNamespaceTests: XCTestCase {
    func testAnNSObjectSubclassHasTheNamespaceOverItself() {
        let thermometer = Thermometer()
        XCTAssertTrue(thermometer.reactive.base === thermometer)
    }

    func testAFoundationClassHasTheNamespaceAndItsPropertiesAreTargets() {
        let queue = OperationQueue()
        XCTAssertTrue(queue.reactive.base === queue)
        let width = MutableProperty(2)
        queue.reactive.maxConcurrentOperationCount <~ width
        XCTAssertEqual(queue.maxConcurrentOperationCount, 2)
        width.value = 1
        XCTAssertEqual(queue.maxConcurrentOperationCount, 1)
    }

    func testATypeThatConformsHasTheNamespaceOnValuesAndOnTheType() {
        let meter = Meter(reading: 3)
        XCTAssertEqual(meter.reactive.base.reading, 3)
        XCTAssertTrue(Meter.reactive == Reactive<Meter>.self)
    }

    func testAConstrainedExtensionAddsAMemberFoundFromTheObject() {
        let thermometer = Thermometer()
        let recorder = Recorder<Double, Never>()
        thermometer.reactive.readings.observe(recorder.observer)
        thermometer.record(21.5)
        thermometer.record(22)
        XCTAssertEqual(recorder.values, [21.5, 22])
    }

    func testADeclaredMemberWinsOverTheKeyPathOfTheSameName() {
        let thermometer = Thermometer()
        // `unit` is a settable property of Thermometer, and also a member of its extension:
        // the extension's member (a signal) is what `.reactive.unit` means.
        let unit: Signal<String, Never> = thermometer.reactive.unit
        let recorder = Recorder<String, Never>()
        unit.observe(recorder.observer)
        thermometer.unit = "K"
        thermometer.announceUnit()
        XCTAssertEqual(recorder.values, ["K"])
    }

    func testTheNamespaceDoesNotKeepItsObjectAlive() {
        let counter = DeinitCounter()
        var thermometer: Thermometer? = Thermometer(counter: counter)
        let readings = thermometer!.reactive.readings
        thermometer = nil
        XCTAssertEqual(counter.alive, 0)
        XCTAssertTrue(readings.hasEnded, "the readings end with the thermometer")
    }
}

/// An NSObject subclass with a stream in its reactive namespace, as a generated accessor adds one.
final class Thermometer: NSObject, @unchecked Sendable {
    var unit = "C"
    var reading = 0.0
    var caption: String?
    let counter: DeinitCounter?
    fileprivate let (readingSignal, readingInput) = Signal<Double, Never>.pipe()
    fileprivate let (unitSignal, unitInput) = Signal<String, Never>.pipe()

    init(counter: DeinitCounter? = nil) {
        self.counter = counter
        super.init()
        counter?.didCreate()
    }

    deinit {
        readingInput.sendCompleted()
        unitInput.sendCompleted()
        counter?.didDeinit()
    }

    func record(_ value: Double) {
        reading = value
        readingInput.send(value)
    }

    func announceUnit() {
        unitInput.send(unit)
    }
}

extension Reactive where Base: Thermometer {
    /// Each recorded value.
    var readings: Signal<Double, Never> { base.readingSignal }

    /// Each announced unit (a member named like the settable `unit` property).
    var unit: Signal<String, Never> { base.unitSignal }
}

/// A value type that opts in.
struct Meter: ReactiveExtensionsProvider {
    var reading: Int
}
