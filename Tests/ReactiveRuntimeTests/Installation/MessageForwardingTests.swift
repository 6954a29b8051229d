// MessageForwardingTests: the decision a generated Objective-C proxy makes for messages outside
// its protocol, exercised through a host double that asks and sends as UIKit does (Linux has no
// Objective-C runtime: messages are names here, the decision is the same code).

import ReactiveRuntime
import XCTest

final class MessageForwardingTests: XCTestCase {
    /// An object that implements some messages, by name, and records those it receives.
    final class MessageDouble {
        let implemented: Set<String>
        private(set) var received: [String] = []
        init(implementing implemented: Set<String>) { self.implemented = implemented }
        func responds(to message: String) -> Bool { implemented.contains(message) }
        func receive(_ message: String) { received.append(message) }
    }

    /// A proxy double whose `responds(to:)` and `forwardingTarget(for:)` are written as the
    /// generated ones are: its own messages first, the forwardee's next.
    final class ProxyDouble {
        let own: MessageDouble
        weak var forwardee: MessageDouble?
        init(own: Set<String>, forwardee: MessageDouble?) {
            self.own = MessageDouble(implementing: own)
            self.forwardee = forwardee
        }
        func responds(to message: String) -> Bool {
            MessageForwarding.responds(
                proxyImplements: own.responds(to: message),
                forwardeeImplements: { forwardee?.responds(to: message) == true })
        }
        func forwardingTarget(for message: String) -> MessageDouble? {
            MessageForwarding.target(for: forwardee) { $0.responds(to: message) }
        }
        /// What the Objective-C runtime does with a message sent to the proxy.
        func send(_ message: String) -> Bool {
            if own.responds(to: message) {
                own.receive(message)
                return true
            }
            guard let target = forwardingTarget(for: message) else { return false }
            target.receive(message)
            return true
        }
    }

    /// A collection view double: asks its delegate whether it implements each message before
    /// sending it, as UIKit does when the delegate is set.
    final class CollectionViewDouble {
        var delegate: ProxyDouble?
        func layOut(asking messages: [String]) -> [String] {
            messages.filter { delegate?.responds(to: $0) == true && delegate?.send($0) == true }
        }
    }

    let didSelect = "collectionView:didSelectItemAtIndexPath:"
    let sizeForItem = "collectionView:layout:sizeForItemAtIndexPath:"
    let unknown = "collectionView:somethingNobodyImplements:"

    func testAFlowLayoutMessageTheOriginalImplementsReachesIt() {
        let original = MessageDouble(implementing: [sizeForItem, didSelect])
        let proxy = ProxyDouble(own: [didSelect], forwardee: original)
        let host = CollectionViewDouble()
        host.delegate = proxy

        let sent = host.layOut(asking: [didSelect, sizeForItem, unknown])

        XCTAssertEqual(sent, [didSelect, sizeForItem])
        XCTAssertEqual(original.received, [sizeForItem], "the proxy's own message stays with the proxy")
        XCTAssertEqual(proxy.own.received, [didSelect])
        XCTAssertNil(proxy.forwardingTarget(for: unknown))
        XCTAssertFalse(proxy.responds(to: unknown))
    }

    func testWithoutAnOriginalOnlyTheProxysOwnMessagesAreAnswered() {
        let proxy = ProxyDouble(own: [didSelect], forwardee: nil)
        XCTAssertTrue(proxy.responds(to: didSelect))
        XCTAssertFalse(proxy.responds(to: sizeForItem))
        XCTAssertNil(proxy.forwardingTarget(for: sizeForItem))
    }

    func testAnOriginalThatWentAwayIsNoLongerATarget() {
        var original: MessageDouble? = MessageDouble(implementing: [sizeForItem])
        let proxy = ProxyDouble(own: [], forwardee: original)
        XCTAssertTrue(proxy.responds(to: sizeForItem))
        original = nil
        XCTAssertFalse(proxy.responds(to: sizeForItem))
        XCTAssertNil(proxy.forwardingTarget(for: sizeForItem))
    }
}
