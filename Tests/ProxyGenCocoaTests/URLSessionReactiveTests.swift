// URLSessionReactiveTests: a session's data tasks as producers, run against a URLProtocol of the
// test's own (answers it chooses, or none, and a record of the tasks stopped).

import Foundation
import ProxyGenCocoa
import ReactiveRuntime
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers `test://status/<code>` with that HTTP status and the body "body <code>"; never answers
/// `test://never`, and counts the loads stopped (a task cancelled).
final class ScriptedURLProtocol: URLProtocol {
    nonisolated(unsafe) static var stopped = 0
    static let lock = NSLock()

    override class func canInit(with request: URLRequest) -> Bool { request.url?.scheme == "test" }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, url.host == "status", let code = Int(url.lastPathComponent) else { return }
        let response = HTTPURLResponse(url: url, statusCode: code, httpVersion: "HTTP/1.1", headerFields: [:])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: Data("body \(code)".utf8))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {
        Self.lock.lock()
        Self.stopped += 1
        Self.lock.unlock()
    }

    static var stoppedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return stopped
    }
}

final class URLSessionReactiveTests: XCTestCase {
    let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [ScriptedURLProtocol.self]
        return URLSession(configuration: configuration)
    }()

    /// The run's events, once it ended.
    private func events<Value>(of producer: SignalProducer<Value, any Error>) -> [Event<Value, any Error>] {
        let ended = expectation(description: "ended")
        let events = NSLockBox<[Event<Value, any Error>]>([])
        producer.start { event in
            events.mutate { $0.append(event) }
            if event.isTerminal { ended.fulfill() }
        }
        wait(for: [ended], timeout: 10)
        return events.value
    }

    func testDataSendsTheBodyAndTheResponseThenCompletes() throws {
        let request = URLRequest(url: URL(string: "data:text/plain;base64,SGVsbG8=")!)
        let events = events(of: session.reactive.data(with: request))
        XCTAssertEqual(events.count, 2)
        let (data, response) = try XCTUnwrap(events.first?.value)
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "Hello")
        XCTAssertEqual(response.url, request.url)
        if case .completed? = events.last {} else { XCTFail("not completed: \(events)") }
    }

    func testResponseGivesTheHTTPStatusAndBodyWhateverTheStatus() throws {
        let request = URLRequest(url: URL(string: "test://status/404")!)
        let value = try XCTUnwrap(events(of: session.reactive.response(with: request)).first?.value)
        XCTAssertEqual(value.response.statusCode, 404)
        XCTAssertEqual(String(decoding: value.data, as: UTF8.self), "body 404")
    }

    func testHTTPDataFailsOnAStatusOutsideTwoHundreds() throws {
        let ok = events(of: session.reactive.httpData(with: URLRequest(url: URL(string: "test://status/200")!)))
        XCTAssertEqual(ok.first?.value.map { String(decoding: $0, as: UTF8.self) }, "body 200")
        let failed = events(of: session.reactive.httpData(with: URLRequest(url: URL(string: "test://status/500")!)))
        let error = try XCTUnwrap(failed.last?.error as? HTTPResponseError)
        XCTAssertEqual(error.response?.statusCode, 500)
    }

    func testResponseOfANonHTTPURLFails() {
        let request = URLRequest(url: URL(string: "data:text/plain;base64,SGVsbG8=")!)
        let events = events(of: session.reactive.response(with: request))
        XCTAssertTrue(events.last?.error is HTTPResponseError, "\(events)")
    }

    func testAFailedConnectionFailsTheRun() {
        // Port 9 (discard) on the loopback address: nothing listens there in the test environment.
        let request = URLRequest(url: URL(string: "http://127.0.0.1:9/")!)
        let events = events(of: URLSession.shared.reactive.data(with: request))
        XCTAssertTrue(events.last?.error is URLError, "\(events)")
    }

    func testInterruptingTheRunCancelsTheTask() {
        let before = ScriptedURLProtocol.stoppedCount
        var received = false
        let run = session.reactive.data(with: URLRequest(url: URL(string: "test://never")!)).start { event in
            if case .value = event { received = true }
        }
        run.dispose()
        let deadline = Date().addingTimeInterval(10)
        while ScriptedURLProtocol.stoppedCount == before && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(ScriptedURLProtocol.stoppedCount, before + 1, "the task was not cancelled")
        XCTAssertFalse(received)
    }
}

/// A value shared with the session's threads.
private final class NSLockBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
    func mutate(_ body: (inout Value) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        body(&stored)
    }
}
