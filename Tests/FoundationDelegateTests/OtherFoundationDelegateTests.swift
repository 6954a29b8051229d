// OtherFoundationDelegateTests: proxies of StreamDelegate and NSCacheDelegate, generated from
// Foundation's interface, compile and forward.

import Foundation
import ReactiveRuntime
import XCTest

final class OtherFoundationDelegateTests: XCTestCase {
    func testStreamDelegateProxyForwardsAndPublishes() {
        final class Original: NSObject, StreamDelegate {
            var events: [Stream.Event] = []
            func stream(_ aStream: Stream, handle eventCode: Stream.Event) { events.append(eventCode) }
        }
        let original = Original()
        let proxy = StreamDelegateProxy(forwardingTo: original)
        var published: [Stream.Event] = []
        let disposable = proxy.events.streamHandle.observeValues { published.append($0.eventCode) }
        let stream = InputStream(data: Data([1, 2, 3]))
        proxy.stream(stream, handle: .openCompleted)
        XCTAssertEqual(original.events, [.openCompleted])
        XCTAssertEqual(published, [.openCompleted])
        disposable.dispose()
    }

    func testCacheDelegateProxyReceivesEvictions() {
        final class Original: NSObject, NSCacheDelegate {
            var evicted = 0
            func cache(_ cache: NSCache<AnyObject, AnyObject>, willEvictObject obj: Any) { evicted += 1 }
        }
        let original = Original()
        let proxy = NSCacheDelegateProxy(forwardingTo: original)
        var published = 0
        let disposable = proxy.events.cacheWillEvictObject.observeValues { _ in published += 1 }
        let cache = NSCache<NSString, NSString>()
        cache.delegate = proxy
        cache.countLimit = 1
        cache.setObject("a", forKey: "a")
        cache.setObject("b", forKey: "b")  // evicts "a"
        XCTAssertEqual(original.evicted, 1)
        XCTAssertEqual(published, 1)
        disposable.dispose()
    }
}
