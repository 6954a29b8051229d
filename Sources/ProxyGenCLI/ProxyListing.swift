// ProxyListing: `proxygen --list`, each proxy the inputs give and its event names, as text.

import ProxyGen

/// Renders the proxies of a run for people: one block per proxy, one line per event.
enum ProxyListing {
    /// ```
    /// DownloadDelegateProxy (DownloadDelegate, Sources/App/Downloader.swift:4)
    ///   downloadDidReceive    download(_:didReceive:)
    ///   downloadDidFinish     downloadDidFinish(_:)
    /// ```
    /// `location` names an input's path and a byte offset in it for people (`path:line`).
    static func render(_ proxies: [ProxySummary], location: (String, Int) -> String) -> String {
        guard !proxies.isEmpty else {
            return "no proxies: no protocol is marked '@proxyable' or named by --protocol or a configuration\n"
        }
        var text = ""
        for proxy in proxies {
            text += "\(proxy.proxyName) (\(proxy.protocolName), \(location(proxy.path, proxy.offset)))\n"
            let width = proxy.events.map(\.name.count).max() ?? 0
            for event in proxy.events {
                let padding = String(repeating: " ", count: width - event.name.count + 4)
                let owner = event.owner == proxy.protocolName || event.owner.isEmpty ? "" : " (from \(event.owner))"
                text += "  \(event.name)\(padding)\(event.requirement)\(owner)\n"
                text += leftOutLines(event.leftOut)
            }
            if proxy.events.isEmpty { text += "  (no events)\n" }
            if !proxy.requirementsWithoutEvents.isEmpty {
                text += "  forwarded, no event: \(proxy.requirementsWithoutEvents.joined(separator: ", "))\n"
            }
        }
        return text
    }

    /// `    leaves out bytes: of a non-escapable type`, one line per value an event leaves out.
    static func leftOutLines(_ leftOut: [ProxySummary.LeftOut]) -> String {
        var text = ""
        for value in leftOut { text += "      leaves out \(value.name): \(value.reason)\n" }
        return text
    }
}
