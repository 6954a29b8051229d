// RuntimeTypeNames: the public types of ReactiveRuntime, which every generated file imports. A
// module's type of one of these names is ambiguous beside it in the generated file (RealityFoundation's
// protocol `Event`, ReactiveRuntime's `Event`): the parser records the file-scope types so named, and
// the resolver writes them qualified by their module where the module is known.

/// The names of ReactiveRuntime's public file-scope types (RuntimeTypeNamesTests checks that the
/// runtime's sources declare none that is not listed).
enum RuntimeTypeNames {
    static let names: [String] = [
        "Action", "ActionDisposable", "ActionError", "AfterCall", "AsyncValues", "BeforeCall", "BindingSource",
        "BindingTarget", "BindingTargetProvider", "CompositeDisposable", "DelegateAnswers", "DelegateEvents",
        "DelegateProxyInstallation", "Disposable", "Event", "Feedback", "FlattenStrategy", "ForwardingTarget",
        "ImmediateScheduler", "Lifetime", "LifetimeProviding", "LockedValue", "MainActorOptionalAnsweringProxy",
        "MainScheduler", "MessageForwarding",
        "MutableProperty", "NilMessage", "OptionalAnsweringProxy", "OptionalAnswers", "OptionalRequirement",
        "OptionalRequirementAnswer",
        "OptionalRequirementTable", "Property", "ProxyCalls", "ProxyEventCall", "ProxyEventPayload",
        "ProxyEventStreams", "ProxyResponders",
        "ProxyEventTiming", "ProxyRegistry", "QueueScheduler", "Reactive", "ReactiveExtensionsProvider", "Scheduler",
        "ScopedDisposable", "SerialDisposable", "Signal", "SignalProducer", "SignalProducerPublisher", "TestScheduler",
        "TimeScheduler",
    ]

    /// The names by length: most names a file declares have a length none of these has, and are
    /// told apart without comparing text.
    private static let namesByLength: [Int: [String]] = Dictionary(grouping: names, by: \.utf8.count)

    /// Whether `name` is one of ReactiveRuntime's public types, or one of its version markers
    /// (`ProxyGenRuntimeVersion9`).
    static func contains(_ name: String) -> Bool {
        if let candidates = namesByLength[name.utf8.count], candidates.contains(name) { return true }
        return name.hasPrefix("ProxyGenRuntimeVersion")
    }
}
