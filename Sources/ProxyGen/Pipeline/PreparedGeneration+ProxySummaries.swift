// PreparedGeneration+ProxySummaries: the proxies of a prepared run as summaries, for listings.

extension PreparedGeneration {
    /// Every proxy the run generates, in the order of its inputs (sorted by path) and of their
    /// declarations.
    public var proxySummaries: [ProxySummary] {
        proxies.map { proxy in
            var events: [ProxySummary.Event] = []
            var withoutEvents: [String] = []
            // What each event leaves out is decided where the proxy is written.
            let emitter = ProxyEmitter(proxy: proxy)
            for requirement in RequirementNode.flattened(proxy.requirements) {
                if ProxyEmitter.hasEvent(requirement) {
                    events.append(
                        ProxySummary.Event(
                            name: requirement.eventName, requirement: requirement.swiftName, owner: requirement.owner,
                            leftOut: emitter.omittedParameters(of: requirement).map {
                                ProxySummary.LeftOut(name: $0.name, reason: $0.reason)
                            }))
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
