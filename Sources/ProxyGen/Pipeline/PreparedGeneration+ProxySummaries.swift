// PreparedGeneration+ProxySummaries: the proxies of a prepared run as summaries, for listings.

extension PreparedGeneration {
    /// Every proxy the run generates, in the order of its inputs (sorted by path) and of their
    /// declarations.
    public var proxySummaries: [ProxySummary] {
        proxies.map { proxy in
            var events: [ProxySummary.Event] = []
            var withoutEvents: [String] = []
            for requirement in RequirementNode.flattened(proxy.requirements) {
                if ProxyEmitter.hasEvent(requirement) {
                    events.append(
                        ProxySummary.Event(
                            name: requirement.eventName, requirement: requirement.swiftName, owner: requirement.owner))
                } else {
                    withoutEvents.append(requirement.swiftName)
                }
            }
            return ProxySummary(
                proxyName: proxy.proxyName, protocolName: proxy.protocolName,
                path: sortedModels[proxy.fileIndex].path, offset: proxy.decl.info.offset, events: events,
                requirementsWithoutEvents: withoutEvents)
        }
    }
}
