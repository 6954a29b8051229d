// Tests the proxy generated from FoundationXML's interface (a protocol of a compiled module) with
// a real XMLParser delivering the callbacks.

import Foundation
import FoundationXML
import ReactiveRuntime
import XCTest

@testable import FeedReader

/// An app's own XMLParserDelegate: counts elements.
final class CountingDelegate: NSObject, XMLParserDelegate {
    var started: [String] = []
    var ended = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String]
    ) {
        started.append(elementName)
    }

    func parserDidEndDocument(_ parser: XMLParser) { ended += 1 }
}

final class FeedReaderTests: XCTestCase {
    let feed = Data(
        """
        <?xml version="1.0"?>
        <rss version="2.0"><channel>
          <item id="1"><title>First</title></item>
          <item id="2"><title>Second &amp; last</title></item>
        </channel></rss>
        """.utf8)

    func testTitlesComeFromTheParsersCallbacksThroughTheProxy() {
        XCTAssertEqual(FeedReader.titles(in: feed), ["First", "Second & last"])
    }

    func testProxyForwardsToTheOriginalDelegateAndPublishesTypedEvents() {
        let parser = XMLParser(data: feed)
        let original = CountingDelegate()
        let proxy = XMLParserDelegateProxy(forwardingTo: original)
        parser.delegate = proxy

        var attributes: [[String: String]] = []
        var documentEnded = false
        let disposables = [
            proxy.events.elementStarted.observeValues { event in
                XCTAssertTrue(event.parser === parser)
                if event.elementName == "item" { attributes.append(event.attributeDict) }
            },
            proxy.events.parserDidEndDocument.observeValues { _ in documentEnded = true },
        ]
        XCTAssertTrue(parser.parse())
        disposables.forEach { $0.dispose() }

        XCTAssertEqual(original.started, ["rss", "channel", "item", "title", "item", "title"])
        XCTAssertEqual(original.ended, 1)
        XCTAssertEqual(attributes, [["id": "1"], ["id": "2"]])
        XCTAssertTrue(documentEnded)
    }

    func testWithoutAnOriginalDelegateTheProtocolDefaultsAnswer() {
        let parser = XMLParser(data: Data("<a><b/></a>".utf8))
        let proxy = XMLParserDelegateProxy()
        parser.delegate = proxy
        var errors = 0
        let disposable = proxy.events.parserParseErrorOccurred.observeValues { _ in errors += 1 }
        XCTAssertTrue(parser.parse())
        XCTAssertEqual(errors, 0)
        disposable.dispose()
    }
}
