// KeyPathBindingTargetTests: `object.reactive.property <~ source` and `object.reactive[\.property]`
// on plain NSObject subclasses and other classes, with no list of properties written by hand.

import Foundation
import ReactiveRuntime
import XCTest

final class KeyPathBindingTargetTests: XCTestCase {
    func testADynamicMemberIsABindingTargetOfTheSettablePropertyOfThatName() {
        let thermometer = Thermometer()
        let reading = MutableProperty(18.0)
        thermometer.reactive.reading <~ reading
        XCTAssertEqual(thermometer.reading, 18)
        reading.value = 19.5
        XCTAssertEqual(thermometer.reading, 19.5)
    }

    func testTheSubscriptIsTheSameTarget() {
        let thermometer = Thermometer()
        let (signal, input) = Signal<Double, Never>.pipe()
        thermometer.reactive[\.reading] <~ signal
        input.send(-4)
        XCTAssertEqual(thermometer.reading, -4)
    }

    func testAStreamOfValuesBindsToAnOptionalProperty() {
        let thermometer = Thermometer()
        let caption = MutableProperty("Kitchen")
        thermometer.reactive.caption <~ caption
        XCTAssertEqual(thermometer.caption, "Kitchen")
        caption.value = "Porch"
        XCTAssertEqual(thermometer.caption, "Porch")
    }

    func testAStreamOfOptionalsBindsToAnOptionalProperty() {
        let thermometer = Thermometer()
        let caption = MutableProperty<String?>("Kitchen")
        thermometer.reactive.caption <~ caption
        caption.value = nil
        XCTAssertNil(thermometer.caption)
    }

    func testTheBindingDoesNotKeepTheObjectAlive() {
        let counter = DeinitCounter()
        var thermometer: Thermometer? = Thermometer(counter: counter)
        let reading = MutableProperty(1.0)
        let binding = thermometer!.reactive.reading <~ reading
        thermometer = nil
        XCTAssertEqual(counter.alive, 0)
        #if canImport(ObjectiveC)
            // The object's associated lifetime ended with it, and the binding with that.
            XCTAssertTrue(binding.isDisposed)
        #else
            // No associated objects here: the binding notices at the next value.
            XCTAssertFalse(binding.isDisposed)
            reading.value = 2
            XCTAssertTrue(binding.isDisposed)
        #endif
    }

    func testAnObjectWithALifetimeEndsTheBindingWithIt() {
        let counter = DeinitCounter()
        var label: Label? = Label(counter: counter)
        let text = MutableProperty("a")
        let binding = label!.reactive.text <~ text
        XCTAssertEqual(label?.text, "a")
        label = nil
        XCTAssertEqual(counter.alive, 0)
        XCTAssertTrue(binding.isDisposed)
    }

    func testDisposingTheBindingStopsTheWrites() {
        let thermometer = Thermometer()
        let reading = MutableProperty(1.0)
        let binding = thermometer.reactive.reading <~ reading
        binding.dispose()
        reading.value = 2
        XCTAssertEqual(thermometer.reading, 1)
    }
}

extension Label: ReactiveExtensionsProvider {}
