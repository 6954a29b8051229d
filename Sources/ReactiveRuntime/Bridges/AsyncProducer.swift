// AsyncProducer: a SignalProducer from `async` work, each run one task that interrupting the run
// cancels.

extension SignalProducer where Value: Sendable, Failure == any Error {
    /// A producer whose every run starts a task running `operation`, then sends its result and
    /// completes, or fails with what it throws. Interrupting the run (disposing it, or an operator
    /// such as `flatMap(.latest)` moving on) cancels the task; whatever it returns or throws after
    /// that is dropped.
    ///
    /// ```swift
    /// let user = SignalProducer { try await api.user(id: 42) }   // SignalProducer<User, any Error>
    /// search.flatMap(.latest) { text in SignalProducer { try await api.search(text) } }
    /// ```
    public init(_ operation: @escaping @Sendable () async throws -> Value) {
        self.init { input in
            let task = Task {
                do {
                    let value = try await operation()
                    input.send(value)
                    input.sendCompleted()
                } catch {
                    input.sendFailed(error)
                }
            }
            return ActionDisposable { task.cancel() }
        }
    }
}

extension SignalProducer where Value: Sendable, Failure == Never {
    /// A producer whose every run starts a task running `operation`, then sends its result and
    /// completes. Interrupting the run cancels the task.
    ///
    /// ```swift
    /// let thumbnail = SignalProducer { await renderer.thumbnail(of: page) }   // SignalProducer<Image, Never>
    /// ```
    public init(_ operation: @escaping @Sendable () async -> Value) {
        self.init { input in
            let task = Task {
                let value = await operation()
                input.send(value)
                input.sendCompleted()
            }
            return ActionDisposable { task.cancel() }
        }
    }
}
