// BatchUpdateScheduler: values applied one batch update at a time, the latest waiting one next.

/// Serializes batch updates: a value submitted while an update's animations run waits, and only
/// the latest waiting value is applied once they end (UIKit raises if the models change mid-update).
@MainActor
public final class BatchUpdateScheduler<Value> {
    private let apply: (Value, _ done: @escaping @MainActor () -> Void) -> Void
    private var isUpdating = false
    private var pending: Value?
    private var isApplying = false
    private var finishedWhileApplying = false

    /// A scheduler that applies each value with `apply`, which calls `done` when its update ends.
    public init(apply: @escaping (Value, _ done: @escaping @MainActor () -> Void) -> Void) {
        self.apply = apply
    }

    /// Whether an update is running.
    public var isBusy: Bool { isUpdating }

    /// Applies `value` now, or after the running update (replacing any value already waiting).
    public func submit(_ value: Value) {
        if isUpdating {
            pending = value
            return
        }
        isUpdating = true
        isApplying = true
        finishedWhileApplying = false
        apply(value) { [weak self] in
            guard let self else { return }
            if isApplying { finishedWhileApplying = true } else { finish() }
        }
        isApplying = false
        if finishedWhileApplying { finish() }
    }

    private func finish() {
        isUpdating = false
        if let next = pending {
            pending = nil
            submit(next)
        }
    }
}
