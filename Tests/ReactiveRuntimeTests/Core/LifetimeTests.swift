// LifetimeTests: lifetimes end with their token, and streams end with them.

import ReactiveRuntime
import XCTest

final class LifetimeTests: XCTestCase {
    func testLifetimeEndsWhenTheTokenDeinitializes() {
        var token: Lifetime.Token?
        let lifetime: Lifetime
        (lifetime, token) = Lifetime.make()
        let ended = LockedFlag()
        lifetime.observeEnded { ended.set() }
        XCTAssertFalse(lifetime.hasEnded)
        token = nil
        XCTAssertTrue(ended.isSet)
        XCTAssertTrue(lifetime.hasEnded)
        _ = token
    }

    func testObjectDeinitEndsAStreamTakenDuringItsLifetime() {
        let (signal, input) = Signal<Int, Never>.pipe()
        var label: Label? = Label()
        let recorder = signal.take(during: label!.lifetime).record()
        input.send(1)
        label = nil
        input.send(2)
        XCTAssertEqual(recorder.history, ["1", "completed"])
    }

    func testDisposablesAddedToALifetimeEndWithIt() {
        let (lifetime, token) = Lifetime.make()
        let member = ActionDisposable()
        lifetime += member
        XCTAssertFalse(member.isDisposed)
        token.end()
        XCTAssertTrue(member.isDisposed)
        let late = ActionDisposable()
        lifetime += late
        XCTAssertTrue(late.isDisposed)
    }

    func testEmptyLifetimeHasEnded() {
        XCTAssertTrue(Lifetime.empty.hasEnded)
    }
}
