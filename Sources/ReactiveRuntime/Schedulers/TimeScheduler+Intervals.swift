// TimeScheduler+Intervals: the TimeInterval and Duration forms of a time scheduler's clock.

import Foundation

extension TimeScheduler {
    /// The clock in seconds since this scheduler's origin.
    ///
    /// ```swift
    /// let elapsed = scheduler.currentTime
    /// ```
    public var currentTime: TimeInterval {
        TimeInterval(uptimeNanoseconds) / 1_000_000_000
    }

    /// Runs `action` once `delay` seconds have passed. Disposing the result before it runs
    /// cancels it.
    ///
    /// ```swift
    /// scheduler.schedule(after: 0.3) { print("timeout") }
    /// ```
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(afterNanoseconds: nanoseconds(delay), action)
    }

    /// The clock as a `Duration` since this scheduler's origin.
    ///
    /// ```swift
    /// let start = scheduler.now
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public var now: Duration {
        .nanoseconds(uptimeNanoseconds)
    }

    /// Runs `action` once `delay` has passed. Disposing the result before it runs cancels it.
    ///
    /// ```swift
    /// scheduler.schedule(after: .milliseconds(300)) { print("timeout") }
    /// ```
    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    @discardableResult
    public func schedule(after delay: Duration, _ action: @escaping @Sendable () -> Void) -> any Disposable {
        schedule(afterNanoseconds: nanoseconds(delay), action)
    }
}

/// `seconds` in whole nanoseconds, rounded, clamped to `Int64` (an infinite interval is the
/// largest one).
@usableFromInline
func nanoseconds(_ seconds: TimeInterval) -> Int64 {
    precondition(!seconds.isNaN, "a time interval cannot be NaN")
    let value = (seconds * 1_000_000_000).rounded()
    if value >= 9.2e18 { return .max }
    if value <= -9.2e18 { return .min }
    return Int64(value)
}

/// `duration` in whole nanoseconds (attoseconds truncated), clamped to `Int64`.
@available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
@usableFromInline
func nanoseconds(_ duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return seconds < 0 ? .min : .max }
    let (sum, sumOverflow) = product.addingReportingOverflow(attoseconds / 1_000_000_000)
    if sumOverflow { return seconds < 0 ? .min : .max }
    return sum
}
