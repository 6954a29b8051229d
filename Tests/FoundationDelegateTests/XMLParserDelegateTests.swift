// XMLParserDelegateTests: a proxy generated from FoundationXML's own interface, driven by a real
// XMLParser over a document with elements, attributes, namespaces, CDATA, a comment, a
// processing instruction, and a parse error.

import Foundation
import FoundationXML
import ReactiveRuntime
import XCTest

/// An app's delegate: records every call it gets, in order.
final class RecordingXMLDelegate: XMLParserDelegate {
    var calls: [String] = []
    func parserDidStartDocument(_ parser: XMLParser) { calls.append("startDocument") }
    func parserDidEndDocument(_ parser: XMLParser) { calls.append("endDocument") }
    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName qName: String?,
        attributes attributeDict: [String: String]
    ) {
        calls.append("start \(elementName) \(namespaceURI ?? "-") \(attributeDict.sorted { $0.key < $1.key })")
    }
    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?
    ) {
        calls.append("end \(elementName)")
    }
    func parser(_ parser: XMLParser, didStartMappingPrefix prefix: String, toURI namespaceURI: String) {
        calls.append("prefix \(prefix)=\(namespaceURI)")
    }
    func parser(_ parser: XMLParser, foundCharacters string: String) {
        let trimmed = string.trimmingCharacters(in: .whitespacesAndNewlines)
        if !trimmed.isEmpty { calls.append("text \(trimmed)") }
    }
    func parser(_ parser: XMLParser, foundCDATA cdataBlock: Data) {
        calls.append("cdata \(String(decoding: cdataBlock, as: UTF8.self))")
    }
    func parser(_ parser: XMLParser, foundComment comment: String) { calls.append("comment \(comment)") }
    func parser(_ parser: XMLParser, foundProcessingInstructionWithTarget target: String, data: String?) {
        calls.append("instruction \(target) \(data ?? "")")
    }
    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { calls.append("error") }
}

final class XMLParserDelegateTests: XCTestCase {
    static let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- feed of the day -->
        <?render mode="fast"?>
        <feed xmlns="http://www.w3.org/2005/Atom" xmlns:media="http://search.yahoo.com/mrss/">
          <title type="text">Hello</title>
          <media:thumbnail url="a.png"/>
          <content><![CDATA[<b>bold</b>]]></content>
        </feed>
        """

    func parse(_ text: String, delegate: any XMLParserDelegate) -> Bool {
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldProcessNamespaces = true
        parser.shouldReportNamespacePrefixes = true
        parser.delegate = delegate
        return parser.parse()
    }

    func testTheOriginalDelegateGetsEveryCallThroughTheProxy() {
        let direct = RecordingXMLDelegate()
        XCTAssertTrue(parse(Self.document, delegate: direct))

        let original = RecordingXMLDelegate()
        let proxy = XMLParserDelegateProxy(forwardingTo: original)
        XCTAssertTrue(parse(Self.document, delegate: proxy))
        XCTAssertEqual(original.calls, direct.calls, "the proxy changes nothing the delegate sees")
        XCTAssertTrue(original.calls.contains("cdata <b>bold</b>"), "\(original.calls)")
        XCTAssertTrue(original.calls.contains("comment  feed of the day "), "\(original.calls)")
        XCTAssertTrue(original.calls.contains { $0.hasPrefix("instruction render") }, "\(original.calls)")
        XCTAssertTrue(original.calls.contains("prefix media=http://search.yahoo.com/mrss/"), "\(original.calls)")
    }

    func testEventsArriveTypedAndInDocumentOrder() {
        let proxy = XMLParserDelegateProxy()
        var log: [String] = []
        let events = proxy.events
        let disposables: [any Disposable] = [
            events.parserDidStartDocument.observeValues { (_: XMLParser) in log.append("startDocument") },
            events.parserDidStartElementNamespaceURIQualifiedNameAttributes.observeValues { event in
                let attributes: [String: String] = event.attributeDict
                log.append(
                    "start \(event.elementName) \(event.namespaceURI ?? "-") \(attributes.sorted { $0.key < $1.key })")
            },
            events.parserDidEndElementNamespaceURIQualifiedName.observeValues { log.append("end \($0.elementName)") },
            events.parserFoundCDATA.observeValues {
                log.append("cdata \(String(decoding: $0.CDATABlock, as: UTF8.self))")
            },
            events.parserFoundComment.observeValues { log.append("comment \($0.comment)") },
            events.parserFoundProcessingInstructionWithTargetData.observeValues {
                log.append("instruction \($0.target)")
            },
            events.parserDidEndDocument.observeValues { _ in log.append("endDocument") },
        ]
        XCTAssertTrue(parse(Self.document, delegate: proxy))
        XCTAssertEqual(
            log,
            [
                "startDocument",
                "comment  feed of the day ",
                "instruction render",
                "start feed http://www.w3.org/2005/Atom []",
                "start title http://www.w3.org/2005/Atom [(key: \"type\", value: \"text\")]",
                "end title",
                "start thumbnail http://search.yahoo.com/mrss/ [(key: \"url\", value: \"a.png\")]",
                "end thumbnail",
                "start content http://www.w3.org/2005/Atom []",
                "cdata <b>bold</b>",
                "end content",
                "end feed",
                "endDocument",
            ])
        disposables.forEach { $0.dispose() }
    }

    func testAParseErrorIsForwardedAndPublished() {
        let original = RecordingXMLDelegate()
        let proxy = XMLParserDelegateProxy(forwardingTo: original)
        var errors: [any Error] = []
        let disposable = proxy.events.parserParseErrorOccurred.observeValues { errors.append($0.parseError) }
        let direct = RecordingXMLDelegate()
        let directResult = parse("<a><b></a>", delegate: direct)
        XCTAssertEqual(parse("<a><b></a>", delegate: proxy), directResult, "the parser's answer is unchanged")
        let reported = original.calls.filter { $0 == "error" }.count
        XCTAssertGreaterThanOrEqual(reported, 1)
        XCTAssertEqual(original.calls, direct.calls)
        XCTAssertEqual(errors.count, reported, "one event per error the delegate was told about")
        disposable.dispose()
    }

    func testExternalEntitiesResolveToNilWithoutAForwardee() {
        let proxy = XMLParserDelegateProxy()
        let parser = XMLParser(data: Data())
        XCTAssertNil(proxy.parser(parser, resolveExternalEntityName: "entity", systemID: "file:///tmp/x.dtd"))
    }
}
