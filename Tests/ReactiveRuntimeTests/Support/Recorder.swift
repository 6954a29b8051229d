// Recorder: a tracking observer that keeps the history of the events it receives.

import ReactiveRuntime

/// Records every event it observes, thread-safely, for assertions on the history.
final class Recorder<Value, Failure: Error>: @unchecked Sendable {
    private let lock = NSLockLike()
    private var recorded: [Event<Value, Failure>] = []

    /// The observer closure to hand to `observe` or `start`.
    var observer: (Event<Value, Failure>) -> Void {
        { event in self.lock.withLock { self.recorded.append(event) } }
    }

    var events: [Event<Value, Failure>] { lock.withLock { recorded } }

    var values: [Value] { events.compactMap(\.value) }

    var terminal: Event<Value, Failure>? { events.last.flatMap { $0.isTerminal ? $0 : nil } }

    var isCompleted: Bool {
        if case .completed = terminal { return true }
        return false
    }

    var isInterrupted: Bool {
        if case .interrupted = terminal { return true }
        return false
    }

    /// The history as text, one entry per event: `1`, `failed(boom)`, `completed`, `interrupted`.
    var history: [String] {
        events.map { event in
            switch event {
            case .value(let value): return "\(value)"
            case .failed(let error): return "failed(\(error))"
            case .completed: return "completed"
            case .interrupted: return "interrupted"
            }
        }
    }
}

extension Signal {
    /// Starts recording this signal's events.
    func record() -> Recorder<Value, Failure> {
        let recorder = Recorder<Value, Failure>()
        observe(recorder.observer)
        return recorder
    }
}

extension SignalProducer {
    /// Starts a run and records its events.
    func record() -> Recorder<Value, Failure> {
        let recorder = Recorder<Value, Failure>()
        start(recorder.observer)
        return recorder
    }
}

/// The error the tests fail streams with.
enum TestError: Error, Equatable, CustomStringConvertible {
    case boom
    case other

    var description: String {
        switch self {
        case .boom: return "boom"
        case .other: return "other"
        }
    }
}
