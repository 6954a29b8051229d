// DelegateAnswers: which optional requirements a proxy answers, and setting the host's delegate
// again when that changes, for hosts that cache the answers (UIKit).

#if canImport(ObjectiveC)
    import ObjectiveC
#endif

/// The answers a delegate proxy gives to "do you implement this optional requirement?", kept in
/// step with a host that asks once and caches.
///
/// UIKit's scroll, table and collection views (and others) call `responds(to:)` for each optional
/// method when their delegate is set, and never again. A proxy's answers change while it lives:
/// an event gains its first observer, a responder is set, the forwardee changes. When they do,
/// the proxy calls ``update(_:)`` with its current answers; if they differ from the ones the host
/// cached, ``DelegateAnswers`` sets the host's delegate slot again (to `nil`, then to the proxy),
/// as RxCocoa does, so the host asks again.
///
/// This is plain Swift: generated Objective-C proxies map `responds(to:)` and their selectors onto
/// it, and the tests exercise it on Linux with a host that caches like UIKit.
///
/// ```swift
/// let answers = DelegateAnswers()
/// answers.attach([false]) { [weak host, weak proxy] in
///     host?.delegate = nil
///     host?.delegate = proxy
/// }
/// answers.update([true])   // sets host.delegate again
/// ```
public final class DelegateAnswers: @unchecked Sendable {
    private struct State {
        /// The answers the host cached when the slot was last set (`nil`: not installed).
        var cached: [Bool]?
        var setSlotAgain: (() -> Void)?
        var isSettingSlot = false
    }

    private let state = LockedState(State())

    /// Creates answers that are not attached to a host yet.
    ///
    /// ```swift
    /// let answers = DelegateAnswers()
    /// ```
    public init() {}

    /// Attaches to the host slot the proxy was just installed in: the host has cached `answers`,
    /// and `setSlotAgain` sets its delegate slot again (`nil`, then the proxy). Attaching again
    /// replaces both.
    ///
    /// ```swift
    /// answers.attach(proxy.currentAnswers) { host.delegate = nil; host.delegate = proxy }
    /// ```
    public func attach(_ answers: [Bool], setSlotAgain: @escaping () -> Void) {
        state.withLock { state in
            state.cached = answers
            state.setSlotAgain = setSlotAgain
        }
    }

    /// Forgets the host (the proxy was uninstalled).
    ///
    /// ```swift
    /// answers.detach()
    /// ```
    public func detach() {
        state.withLock { state in
            state.cached = nil
            state.setSlotAgain = nil
        }
    }

    /// The proxy's current answers, in its requirements' order. If they differ from what the host
    /// cached, the host's slot is set again (on the calling thread) and they become the cached
    /// answers.
    ///
    /// - Returns: whether the slot was set again.
    ///
    /// ```swift
    /// let didRefresh = answers.update([true, false])
    /// ```
    @discardableResult
    public func update(_ answers: [Bool]) -> Bool {
        let setSlotAgain: (() -> Void)? = state.withLock { state in
            guard let cached = state.cached, cached != answers, !state.isSettingSlot else { return nil }
            state.cached = answers
            state.isSettingSlot = true
            return state.setSlotAgain
        }
        guard let setSlotAgain else { return false }
        // Setting the slot makes the host ask again, which may read the answers: outside the lock.
        setSlotAgain()
        state.withLock { $0.isSettingSlot = false }
        return true
    }

    /// Calls `onEnd` when `object` deinitializes, where the platform can tell: on Apple platforms
    /// through an associated object, released while `object` is deallocated (by then a weak
    /// reference to it reads `nil`). Elsewhere it does nothing: Objective-C proxies, the only
    /// users, exist only on Apple platforms. Watching another object later adds a watch; the
    /// earlier one stays and its call finds nothing changed.
    ///
    /// ```swift
    /// answers.watchEnd(of: original) { [weak proxy] in proxy?.answersMayHaveChanged() }
    /// ```
    public func watchEnd(of object: AnyObject, _ onEnd: @escaping () -> Void) {
        #if canImport(ObjectiveC)
            objc_setAssociatedObject(
                object, UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()), EndWatch(onEnd),
                .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #endif
    }

    /// The answers the host cached when its slot was last set; `nil` when not attached.
    ///
    /// ```swift
    /// if answers.cached == [true] { … }
    /// ```
    public var cached: [Bool]? {
        state.withLock { $0.cached }
    }
}

#if canImport(ObjectiveC)
    /// Calls its closure when it deinitializes, with the object it is associated with.
    private final class EndWatch {
        let onEnd: () -> Void
        init(_ onEnd: @escaping () -> Void) { self.onEnd = onEnd }
        deinit { onEnd() }
    }
#endif
