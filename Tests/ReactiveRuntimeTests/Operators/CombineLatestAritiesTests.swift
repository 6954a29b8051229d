// CombineLatestAritiesTests: combineLatest of three to six streams of different types, as tuples,
// without the parameter-pack form (which needs macOS 14 / iOS 17).

import ReactiveRuntime
import XCTest

final class CombineLatestAritiesTests: XCTestCase {
    func testThreeSignalsOfDifferentTypesSendTheirLatestValuesOnceEachHasSent() {
        let (name, nameInput) = Signal<String, Never>.pipe()
        let (age, ageInput) = Signal<Int, Never>.pipe()
        let (member, memberInput) = Signal<Bool, Never>.pipe()
        let recorder = Signal.combineLatest(name, age, member).map { "\($0) \($1) \($2)" }.record()
        nameInput.send("ann")
        ageInput.send(30)
        XCTAssertEqual(recorder.values, [])
        memberInput.send(true)
        ageInput.send(31)
        nameInput.send("bo")
        XCTAssertEqual(recorder.values, ["ann 30 true", "ann 31 true", "bo 31 true"])
        nameInput.sendCompleted()
        ageInput.sendCompleted()
        XCTAssertEqual(recorder.history.last, "bo 31 true")
        memberInput.sendCompleted()
        XCTAssertEqual(recorder.history.last, "completed")
    }

    func testSixSignalsKeepTheirOrderAndFailWithAnyOfThem() {
        let pipes = (
            Signal<Int, TestError>.pipe(), Signal<String, TestError>.pipe(), Signal<Double, TestError>.pipe(),
            Signal<Bool, TestError>.pipe(), Signal<Character, TestError>.pipe(), Signal<[Int], TestError>.pipe()
        )
        let recorder = Signal.combineLatest(
            pipes.0.output, pipes.1.output, pipes.2.output, pipes.3.output, pipes.4.output, pipes.5.output
        ).map { "\($0) \($1) \($2) \($3) \($4) \($5)" }.record()
        pipes.0.input.send(1)
        pipes.1.input.send("b")
        pipes.2.input.send(2.5)
        pipes.3.input.send(false)
        pipes.4.input.send("e")
        pipes.5.input.send([6])
        pipes.4.input.send("f")
        pipes.3.input.sendFailed(.boom)
        XCTAssertEqual(recorder.history, ["1 b 2.5 false e [6]", "1 b 2.5 false f [6]", "failed(boom)"])
    }

    func testProducersStartInOrderAndCompleteWhenAllHave() {
        var started: [String] = []
        func producer<Value>(_ name: String, _ values: [Value]) -> SignalProducer<Value, Never> {
            SignalProducer(values: values).on(started: { started.append(name) })
        }
        let recorder = SignalProducer.combineLatest(
            producer("a", [1, 2]), producer("b", ["x"]), producer("c", [true]), producer("d", [0.5])
        ).map { "\($0)\($1)\($2)\($3)" }.record()
        XCTAssertEqual(started, ["a", "b", "c", "d"])
        // As ReactiveSwift's: each run sends all it has before the next starts, so only the
        // latest of "a" meets the others.
        XCTAssertEqual(recorder.history, ["2xtrue0.5", "completed"])
    }

    func testDisposingTheCombinedRunInterruptsEveryRun() {
        let interrupted = Counter()
        func endless<Value>(_ value: Value) -> SignalProducer<Value, Never> {
            SignalProducer { input in
                input.send(value)
                return ActionDisposable { interrupted.increment() }
            }
        }
        let disposable = SignalProducer.combineLatest(endless(1), endless("a"), endless(true))
            .startWithValues { _ in }
        XCTAssertEqual(interrupted.value, 0)
        disposable.dispose()
        XCTAssertEqual(interrupted.value, 3)
    }
}
