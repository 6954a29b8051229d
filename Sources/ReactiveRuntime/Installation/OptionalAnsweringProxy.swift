// OptionalAnsweringProxy: what every generated proxy of an Objective-C protocol with optional
// requirements shares, written once here instead of once per proxy.

#if canImport(ObjectiveC)
    import ObjectiveC

    /// The superclass of a generated proxy whose Objective-C protocol has optional requirements:
    /// its event streams, its answers to `responds(to:)` and `forwardingTarget(for:)`, and the
    /// bookkeeping that keeps a host which caches those answers (UIKit) in step with them.
    /// ``MainActorOptionalAnsweringProxy`` is the same for a main-actor protocol.
    ///
    /// The generated subclass implements the requirements and tells this class, by overriding,
    /// the object calls are forwarded to (``answeringForwardee``) and, where some requirements go
    /// to another proxy on the same slot, whether the object behind a requirement implements it
    /// (``forwardeeImplements(_:)``). It keeps the responders of its optional requirements here
    /// (``responders``, which ``isResponding(_:)`` reads), its `…Responder` properties computed
    /// over them. Everything else is here: one copy in an app instead of one per proxy (about 2 KB
    /// of machine code each).
    ///
    /// ```swift
    /// public final class LocationDelegateProxy: ReactiveRuntime.OptionalAnsweringProxy, CLLocationManagerDelegate {
    ///     public init(forwardingTo forwardee: (any CLLocationManagerDelegate)? = nil) {
    ///         self.forwardee = forwardee
    ///         super.init(streamCount: 19, requirements: LocationDelegateProxy.self)
    ///     }
    ///     public override var answeringForwardee: AnyObject? { forwardee }
    /// }
    /// ```
    open class OptionalAnsweringProxy: NSObject {
        /// The proxy's event streams, one per requirement, which its `events` read.
        public final let proxyEventStreams: ProxyEventStreams

        /// Keeps a host that caches `responds(to:)` answers (UIKit) in step with this proxy's.
        public final let delegateAnswers = DelegateAnswers()

        private let optionalAnswers: OptionalAnswers<Selector>

        /// The responders of the optional requirements, by the index ``isResponding(_:)`` takes:
        /// the subclass's `…Responder` properties read them here and set them with
        /// ``setResponder(_:at:)``.
        public final private(set) var responders = ProxyResponders()

        /// A proxy with `streamCount` event streams, answering for the optional requirements
        /// `table` lists. The subclass sets its forwardee first: this reads it.
        public init<Table: OptionalRequirementTable>(streamCount: Int, requirements table: Table.Type)
        where Table.RequirementSelector == Selector {
            proxyEventStreams = ProxyEventStreams(count: streamCount)
            optionalAnswers = OptionalAnswers(of: table)
            super.init()
            // An event's first observer, or its last going away, can change an answer.
            proxyEventStreams.onObservationChange { [weak self] in self?.answersMayHaveChanged() }
            forwardeeDidChange()
        }

        deinit {
            proxyEventStreams.complete()
        }

        /// The object calls are forwarded to; `nil` where none is set. The subclass returns its
        /// forwardee.
        open var answeringForwardee: AnyObject? { nil }

        /// Whether the responder of optional requirement `index` (as
        /// ``OptionalRequirementAnswer/whileResponding(_:)`` numbers them) is set: by default,
        /// whether ``responders`` has one.
        open func isResponding(_ index: Int) -> Bool { responders.isSet(at: index) }

        /// Sets the responder of optional requirement `index`; the answers to `responds(to:)` may
        /// change with it.
        public final func setResponder<Responder>(_ responder: Responder?, at index: Int) {
            responders.set(responder, at: index)
            answersMayHaveChanged()
        }

        /// Whether the object behind this proxy for `requirement` implements it: the forwardee,
        /// unless the subclass routes the requirement to another proxy on the same slot.
        open func forwardeeImplements(_ requirement: OptionalRequirement<Selector>) -> Bool {
            MessageForwarding.implements(requirement.selector, answeringForwardee)
        }

        /// `true` for an optional requirement only where the forwardee implements it or this proxy
        /// can answer it (a responder is set; for a method without a result, an event of it is
        /// observed); for any other message, where the proxy or the forwardee implements it.
        open override func responds(to selector: Selector!) -> Bool {
            optionalAnswers.answer(
                to: selector, forwardeeResponds: forwardeeImplements, streams: proxyEventStreams,
                isResponding: isResponding)
                ?? MessageForwarding.responds(
                    proxyImplements: super.responds(to: selector),
                    forwardeeImplements: { MessageForwarding.implements(selector, answeringForwardee) })
        }

        /// Sends a message outside the protocol that the forwardee implements (another protocol
        /// it adopts) to the forwardee.
        open override func forwardingTarget(for selector: Selector!) -> Any? {
            MessageForwarding.target(for: answeringForwardee) { MessageForwarding.implements(selector, $0) }
                ?? super.forwardingTarget(for: selector)
        }

        /// What `responds(to:)` answers now for each optional requirement, in declaration order.
        public final var currentAnswers: [Bool] {
            optionalAnswers.answers(
                forwardeeResponds: forwardeeImplements, streams: proxyEventStreams, isResponding: isResponding)
        }

        /// Sets the host's delegate slot again if its cached answers are no longer this proxy's:
        /// called where a responder is set, and where a call finds its forwardee gone.
        public final func answersMayHaveChanged() {
            delegateAnswers.update(currentAnswers)
        }

        /// Called where the forwardee is set: its answers count from now on, and its end (which
        /// the proxy is told of where the platform can tell) changes them again.
        public final func forwardeeDidChange() {
            if let forwardee = answeringForwardee {
                delegateAnswers.watchEnd(of: forwardee) { [weak self] in self?.answersMayHaveChanged() }
            }
            answersMayHaveChanged()
        }
    }

    /// ``OptionalAnsweringProxy`` for a main-actor protocol (UIKit's): the subclass's overrides
    /// read its state on the main actor, and `responds(to:)` and `forwardingTarget(for:)`, which
    /// the Objective-C runtime calls without isolation, assume the main actor (UIKit asks there).
    @MainActor
    open class MainActorOptionalAnsweringProxy: NSObject {
        /// The proxy's event streams, one per requirement, which its `events` read.
        public nonisolated final let proxyEventStreams: ProxyEventStreams

        /// Keeps a host that caches `responds(to:)` answers (UIKit) in step with this proxy's.
        public nonisolated final let delegateAnswers = DelegateAnswers()

        private let optionalAnswers: OptionalAnswers<Selector>

        /// The responders of the optional requirements, by the index ``isResponding(_:)`` takes:
        /// the subclass's `…Responder` properties read them here and set them with
        /// ``setResponder(_:at:)``.
        public final private(set) var responders = ProxyResponders()

        /// A proxy with `streamCount` event streams, answering for the optional requirements
        /// `table` lists. The subclass sets its forwardee first: this reads it.
        public init<Table: OptionalRequirementTable>(streamCount: Int, requirements table: Table.Type)
        where Table.RequirementSelector == Selector {
            proxyEventStreams = ProxyEventStreams(count: streamCount)
            optionalAnswers = OptionalAnswers(of: table)
            super.init()
            // An event's first observer, or its last going away, can change an answer.
            proxyEventStreams.onObservationChange { [weak self] in self?.answersMayHaveChanged() }
            forwardeeDidChange()
        }

        deinit {
            proxyEventStreams.complete()
        }

        /// The object calls are forwarded to; `nil` where none is set.
        open var answeringForwardee: AnyObject? { nil }

        /// Whether the responder of optional requirement `index` is set: by default, whether
        /// ``responders`` has one.
        open func isResponding(_ index: Int) -> Bool { responders.isSet(at: index) }

        /// Sets the responder of optional requirement `index` (see
        /// ``OptionalAnsweringProxy/setResponder(_:at:)``).
        public final func setResponder<Responder>(_ responder: Responder?, at index: Int) {
            responders.set(responder, at: index)
            answersMayHaveChanged()
        }

        /// Whether the object behind this proxy for `requirement` implements it.
        open func forwardeeImplements(_ requirement: OptionalRequirement<Selector>) -> Bool {
            MessageForwarding.implements(requirement.selector, answeringForwardee)
        }

        /// As ``OptionalAnsweringProxy/responds(to:)``, on the main actor.
        open nonisolated override func responds(to selector: Selector!) -> Bool {
            MainActor.assumeIsolated {
                optionalAnswers.answer(
                    to: selector, forwardeeResponds: forwardeeImplements, streams: proxyEventStreams,
                    isResponding: isResponding)
                    ?? MessageForwarding.responds(
                        proxyImplements: super.responds(to: selector),
                        forwardeeImplements: { MessageForwarding.implements(selector, answeringForwardee) })
            }
        }

        /// As ``OptionalAnsweringProxy/forwardingTarget(for:)``, on the main actor.
        open nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
            let target = MainActor.assumeIsolated {
                ForwardingTarget(
                    MessageForwarding.target(for: answeringForwardee) { MessageForwarding.implements(selector, $0) })
            }
            return target.object ?? super.forwardingTarget(for: selector)
        }

        /// What `responds(to:)` answers now for each optional requirement, in declaration order.
        public final var currentAnswers: [Bool] {
            optionalAnswers.answers(
                forwardeeResponds: forwardeeImplements, streams: proxyEventStreams, isResponding: isResponding)
        }

        /// Sets the host's delegate slot again if its cached answers are no longer this proxy's.
        public final func answersMayHaveChanged() {
            delegateAnswers.update(currentAnswers)
        }

        /// Called where the forwardee is set (see ``OptionalAnsweringProxy/forwardeeDidChange()``).
        public final func forwardeeDidChange() {
            if let forwardee = answeringForwardee {
                delegateAnswers.watchEnd(of: forwardee) { [weak self] in self?.answersMayHaveChanged() }
            }
            answersMayHaveChanged()
        }
    }
#endif
