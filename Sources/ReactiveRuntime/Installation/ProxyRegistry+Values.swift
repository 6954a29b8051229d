// ProxyRegistry+Values: what the registry reports when a proxy was replaced, and what it needs of
// an Objective-C proxy's `responds(to:)` answers.

extension ProxyRegistry {
    /// What was found when an installed proxy had been replaced.
    public struct Replacement: Sendable, CustomStringConvertible {
        /// The host's type, e.g. `XMLParser`.
        public let hostType: String
        /// The delegate slot, e.g. `\XMLParser.delegate`.
        public let keyPath: String
        /// The proxy's type.
        public let proxyType: String
        /// The type of what the slot held instead (`nil` when it was empty).
        public let foundType: String?

        public var description: String {
            "\(proxyType) installed on \(hostType) at \(keyPath) was replaced by \(foundType.map { "a \($0)" } ?? "nil"); "
                + "install the new delegate through the proxy's forwardee instead. The proxy is installed again and forwards to it."
        }
    }

    /// What the registry needs of an Objective-C proxy's `responds(to:)` answers: its
    /// ``DelegateAnswers`` and a way to read its current answers. Generated code passes it.
    public struct SlotAnswers {
        /// The proxy's answers as the host cached them.
        public let delegateAnswers: DelegateAnswers
        /// The proxy's answers now.
        public let current: () -> [Bool]

        /// Pairs a proxy's ``DelegateAnswers`` with the reading of its current answers.
        ///
        /// ```swift
        /// ProxyRegistry.SlotAnswers(proxy.delegateAnswers) { proxy.currentAnswers }
        /// ```
        public init(_ delegateAnswers: DelegateAnswers, current: @escaping () -> [Bool]) {
            self.delegateAnswers = delegateAnswers
            self.current = current
        }
    }
}
