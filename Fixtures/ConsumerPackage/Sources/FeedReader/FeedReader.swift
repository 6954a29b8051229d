// A feed reader that listens to a real XMLParser through the proxy generated for FoundationXML's
// XMLParserDelegate (configured in proxygen.json, not declared in this package).

import Foundation
import FoundationXML
import ReactiveRuntime

/// Reads the item titles of an RSS document.
public enum FeedReader {
    /// The titles of the `<item>` elements of `data`, in document order.
    public static func titles(in data: Data) -> [String] {
        let parser = XMLParser(data: data)
        let proxy = XMLParserDelegateProxy()
        parser.delegate = proxy

        var titles: [String] = []
        var text: String?
        let disposables = [
            proxy.events.elementStarted.observeValues { event in
                if event.elementName == "title" { text = "" }
            },
            proxy.events.parserFoundCharacters.observeValues { event in
                text? += event.string
            },
            proxy.events.elementEnded.observeValues { event in
                if event.elementName == "title", let finished = text { titles.append(finished) }
                text = nil
            },
        ]
        defer { disposables.forEach { $0.dispose() } }
        _ = parser.parse()
        return titles
    }
}
