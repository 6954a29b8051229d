// ActionError: why applying an Action failed — refused, or the work itself failed.

/// The failure of a run started by ``Action/apply(_:)``.
///
/// ```swift
/// save.apply(document).startWithFailed { error in
///     if case .disabled = error { print("already saving, or nothing to save") }
/// }
/// ```
public enum ActionError<Failure: Error>: Error {
    /// The action was disabled or already executing, so nothing was started.
    case disabled
    /// The work started and failed with this error.
    case producerFailed(Failure)
}

extension ActionError: Equatable where Failure: Equatable {}
extension ActionError: Sendable where Failure: Sendable {}
