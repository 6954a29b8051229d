// URLSession+Reactive: a session's data tasks as producers, each run one task that interrupting the
// run cancels (ReactiveSwift's `URLSession.reactive.data(with:)`, RxCocoa's `rx.response`).

import Foundation
import ReactiveRuntime

// Where URLSession is not Foundation's own (Linux, Windows); on Apple platforms Foundation has it.
#if !canImport(Darwin) && canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response that is not HTTP where `session.reactive.response(with:)` needs one (a `file:` or
/// `data:` URL), or an HTTP status outside 200–299 for `session.reactive.httpData(with:)`.
public struct HTTPResponseError: Error, Sendable {
    /// The response the task received, `nil` when it was not an HTTP response.
    public let response: HTTPURLResponse?
    /// The body that came with it.
    public let data: Data
}

extension Reactive where Base: URLSession {
    /// A producer whose every run starts a data task for `request`, then sends the body and the
    /// response and completes, or fails with the task's error. Interrupting the run (disposing it,
    /// or `flatMap(.latest)` moving on to the next request) cancels the task.
    ///
    /// ```swift
    /// URLSession.shared.reactive.data(with: URLRequest(url: url))
    ///     .attemptMap { data, _ in try JSONDecoder().decode(User.self, from: data) }
    /// ```
    public func data(with request: URLRequest) -> SignalProducer<(Data, URLResponse), any Error> {
        let session = UncheckedSession(base)
        return SignalProducer { input in
            let task = session.base.dataTask(with: request) { data, response, error in
                if let data, let response {
                    input.send((data, response))
                    input.sendCompleted()
                } else {
                    input.sendFailed(error ?? URLError(.badServerResponse))
                }
            }
            task.resume()
            return ActionDisposable { task.cancel() }
        }
    }

    /// ``data(with:)`` for an HTTP request: the response as an `HTTPURLResponse`, with the body, whatever
    /// its status (RxCocoa's `rx.response(request:)`); a response that is not HTTP fails the run with
    /// ``HTTPResponseError``.
    ///
    /// ```swift
    /// session.reactive.response(with: request).map { response, _ in response.statusCode }
    /// ```
    public func response(with request: URLRequest) -> SignalProducer<
        (response: HTTPURLResponse, data: Data), any Error
    > {
        data(with: request).attemptMap { data, response in
            guard let response = response as? HTTPURLResponse else {
                throw HTTPResponseError(response: nil, data: data)
            }
            return (response, data)
        }
    }

    /// The body of an HTTP request's response, failing the run with ``HTTPResponseError`` when its
    /// status is not 2xx (RxCocoa's `rx.data(request:)`).
    ///
    /// ```swift
    /// session.reactive.httpData(with: request).attemptMap { try JSONDecoder().decode(Page.self, from: $0) }
    /// ```
    public func httpData(with request: URLRequest) -> SignalProducer<Data, any Error> {
        response(with: request).attemptMap { response, data in
            guard (200..<300).contains(response.statusCode) else {
                throw HTTPResponseError(response: response, data: data)
            }
            return data
        }
    }
}

/// A session carried into a producer's start: `URLSession` is thread-safe, but not `Sendable` in
/// every SDK and Foundation this module builds with.
private struct UncheckedSession<Session: URLSession>: @unchecked Sendable {
    let base: Session

    init(_ base: Session) {
        self.base = base
    }
}
