// URLSessionDataDelegateTests: a proxy generated from FoundationNetworking's interface, used as
// a real URLSession's delegate against a local HTTP server on 127.0.0.1.

import Foundation
import FoundationNetworking
import ReactiveRuntime
import XCTest

/// A value guarded by a lock, for counting across URLSession's delegate queue.
final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// An app's data delegate: collects data, completes the response disposition.
final class RecordingDataDelegate: NSObject, URLSessionDataDelegate {
    let received = Locked(Data())
    let responses = Locked(0)
    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
    ) {
        responses.withLock { $0 += 1 }
        completionHandler(.allow)
    }
    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        received.withLock { $0.append(data) }
    }
}

/// `python3 -m http.server` serving a temporary directory on 127.0.0.1.
final class LocalHTTPServer {
    let process = Process()
    let directory: URL
    var port = 0

    init(files: [String: Data]) throws {
        directory = FileManager.default.temporaryDirectory.appending(path: "proxygen-http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, data) in files { try data.write(to: directory.appending(path: name)) }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", directory.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        // "Serving HTTP on 127.0.0.1 port 43117 (http://127.0.0.1:43117/) ..."
        var output = ""
        let deadline = Date().addingTimeInterval(20)
        while port == 0 && Date() < deadline {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            output += String(decoding: chunk, as: UTF8.self)
            if let range = output.range(of: "port "), let end = output[range.upperBound...].firstIndex(of: " ") {
                port = Int(output[range.upperBound..<end]) ?? 0
            }
        }
        if port == 0 {
            process.terminate()
            throw NSError(
                domain: "LocalHTTPServer", code: 1, userInfo: [NSLocalizedDescriptionKey: "no port in: \(output)"])
        }
    }

    func url(_ name: String) -> URL { URL(string: "http://127.0.0.1:\(port)/\(name)")! }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: directory)
    }
}

final class URLSessionDataDelegateTests: XCTestCase {
    static let body = Data((0..<50_000).map { UInt8($0 % 251) })

    func fetch(through proxy: URLSessionDataDelegateProxy, from server: LocalHTTPServer) throws -> (
        data: Data, error: (any Error)?
    ) {
        let completed = expectation(description: "task completed")
        let received = Locked(Data())
        let completion = Locked<(any Error)??>(nil)
        let disposables = [
            proxy.events.urlSessionDataTaskDidReceive.observeValues { event in
                received.withLock { $0.append(event.data) }
            },
            proxy.events.urlSessionTaskDidCompleteWithError.observeValues { event in
                completion.withLock { $0 = .some(event.error) }
                completed.fulfill()
            },
        ]
        let session = URLSession(configuration: .ephemeral, delegate: proxy, delegateQueue: nil)
        session.dataTask(with: server.url("body.bin")).resume()
        wait(for: [completed], timeout: 30)
        session.finishTasksAndInvalidate()
        disposables.forEach { $0.dispose() }
        return (received.withLock { $0 }, completion.withLock { $0 } ?? nil)
    }

    func testDataAndCompletionEventsArriveAndTheOriginalDelegateGetsTheData() throws {
        let server = try LocalHTTPServer(files: ["body.bin": Self.body])
        let original = RecordingDataDelegate()
        let proxy = URLSessionDataDelegateProxy(forwardingTo: original)
        let (data, error) = try fetch(through: proxy, from: server)
        XCTAssertNil(error)
        XCTAssertEqual(data, Self.body, "data events carry every byte, in order")
        XCTAssertEqual(original.received.withLock { $0 }, Self.body, "the original delegate got every byte")
        XCTAssertEqual(original.responses.withLock { $0 }, 1)
    }

    func testATaskCompletesWithoutAForwardee() throws {
        let server = try LocalHTTPServer(files: ["body.bin": Self.body])
        let proxy = URLSessionDataDelegateProxy()
        let (data, error) = try fetch(through: proxy, from: server)
        XCTAssertNil(error)
        XCTAssertEqual(data, Self.body)
    }

    /// Completion handlers reach the forwardee's implementation, or the protocol's default
    /// implementation without a forwardee: either way they are called exactly once.
    func testEveryCompletionHandlerIsCalledExactlyOnce() throws {
        let session = URLSession(configuration: .ephemeral)
        let task = session.dataTask(with: URL(string: "http://127.0.0.1:9/")!)
        let response = URLResponse(
            url: URL(string: "http://127.0.0.1:9/")!, mimeType: nil, expectedContentLength: 0, textEncodingName: nil)
        let challenge = URLAuthenticationChallenge(
            protectionSpace: URLProtectionSpace(
                host: "127.0.0.1", port: 9, protocol: "http", realm: nil, authenticationMethod: nil),
            proposedCredential: nil, previousFailureCount: 0, failureResponse: nil, error: nil, sender: NoSender())
        let cached = CachedURLResponse(response: response, data: Data())
        for forwardee in [RecordingDataDelegate(), nil] {
            let proxy = URLSessionDataDelegateProxy(forwardingTo: forwardee)
            let calls = Locked(0)
            proxy.urlSession(session, dataTask: task, didReceive: response) { _ in calls.withLock { $0 += 1 } }
            proxy.urlSession(session, dataTask: task, willCacheResponse: cached) { _ in calls.withLock { $0 += 1 } }
            proxy.urlSession(session, didReceive: challenge) { _, _ in calls.withLock { $0 += 1 } }
            proxy.urlSession(session, task: task, didReceive: challenge) { _, _ in calls.withLock { $0 += 1 } }
            let redirect = HTTPURLResponse(url: response.url!, statusCode: 302, httpVersion: nil, headerFields: nil)!
            proxy.urlSession(
                session, task: task, willPerformHTTPRedirection: redirect, newRequest: URLRequest(url: response.url!)
            ) { _ in
                calls.withLock { $0 += 1 }
            }
            XCTAssertEqual(calls.withLock { $0 }, 5, "forwardee: \(forwardee == nil ? "none" : "set")")
            withExtendedLifetime(forwardee) {}
        }
        session.invalidateAndCancel()
    }
}

final class NoSender: NSObject, URLAuthenticationChallengeSender {
    func use(_ credential: URLCredential, for challenge: URLAuthenticationChallenge) {}
    func continueWithoutCredential(for challenge: URLAuthenticationChallenge) {}
    func cancel(_ challenge: URLAuthenticationChallenge) {}
    func performDefaultHandling(for challenge: URLAuthenticationChallenge) {}
    func rejectProtectionSpaceAndContinue(with challenge: URLAuthenticationChallenge) {}
}
