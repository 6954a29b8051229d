// ExitCode: the exit codes of the proxygen command.

/// How a run of the command ended.
public enum ExitCode: Int32, Sendable {
    /// Everything was generated (with `--check`: everything is up to date).
    case success = 0
    /// Errors in the inputs or the configuration, a module that cannot be read, a write that
    /// failed, or differences found by `--check`.
    case failure = 1
    /// The command line itself is wrong.
    case usage = 2
}
