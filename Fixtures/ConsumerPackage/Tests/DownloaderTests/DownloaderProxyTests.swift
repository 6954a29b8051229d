// Tests the proxy the build plugin generated for DownloaderDelegate, the way an app uses it.

import Downloader
import Foundation
import ReactiveRuntime
import XCTest

/// An app's own delegate: records what it is told.
final class RecordingDelegate: DownloaderDelegate {
    var calls: [String] = []
    var destination: URL?

    func downloader(_ downloader: Downloader, transfer: Transfer, didReceive data: Data) {
        calls.append("receive \(transfer.url.lastPathComponent) \(data.count)")
    }

    func downloader(_ downloader: Downloader, destinationFor transfer: Transfer) -> URL? {
        calls.append("destination \(transfer.url.lastPathComponent)")
        return destination
    }

    func downloader(_ downloader: Downloader, didFinish transfer: Transfer) {
        calls.append("finish \(transfer.url.lastPathComponent)")
    }

    func downloader(_ downloader: Downloader, transfer: Transfer, didFailWith error: any Error) {
        calls.append("fail \(transfer.url.lastPathComponent)")
    }
}

struct TransferFailed: Error {}

final class DownloaderProxyTests: XCTestCase {
    let transfer = Transfer(url: URL(string: "https://example.com/file.bin")!)

    func testOriginalDelegateReceivesEveryCallWithItsArguments() {
        let downloader = Downloader()
        let original = RecordingDelegate()
        let proxy = DownloaderDelegateProxy(forwardingTo: original)
        downloader.delegate = proxy

        downloader.run(transfer, chunks: [Data(count: 3), Data(count: 5)])
        downloader.run(transfer, chunks: [], error: TransferFailed())

        XCTAssertEqual(
            original.calls,
            [
                "destination file.bin", "receive file.bin 3", "receive file.bin 5", "finish file.bin",
                "destination file.bin", "fail file.bin",
            ])
    }

    func testEventsArriveTypedAndInOrder() {
        let downloader = Downloader()
        let proxy = DownloaderDelegateProxy()
        downloader.delegate = proxy
        var log: [String] = []
        let disposables = [
            proxy.events.downloaderTransferDidReceive.observeValues { event in
                // The payload is a labelled tuple of the arguments.
                let size: Int = event.data.count
                XCTAssertTrue(event.downloader === downloader)
                log.append("receive \(size)")
            },
            proxy.events.downloaderDidFinish.observeValues { event in
                log.append("finish \(event.transfer.url.lastPathComponent)")
            },
            proxy.events.downloaderDestinationFor.observeValues { event in
                log.append("destination \(event.transfer === self.transfer)")
            },
            proxy.events.downloaderTransferDidFailWith.observeValues { event in
                log.append("fail \(event.error is TransferFailed)")
            },
        ]
        downloader.run(transfer, chunks: [Data(count: 1), Data(count: 2)])
        downloader.run(transfer, chunks: [], error: TransferFailed())
        XCTAssertEqual(
            log, ["destination true", "receive 1", "receive 2", "finish file.bin", "destination true", "fail true"])
        disposables.forEach { $0.dispose() }
    }

    func testBeforeEventsArriveBeforeTheOriginalDelegateIsCalled() {
        let downloader = Downloader()
        let original = RecordingDelegate()
        let proxy = DownloaderDelegateProxy(forwardingTo: original)
        downloader.delegate = proxy
        var log: [String] = []
        let disposables = [
            proxy.beforeEvents.downloaderDidFinish.observeValues { event in
                log.append("before finish \(event.transfer.url.lastPathComponent), calls: \(original.calls.count)")
            },
            proxy.events.downloaderDidFinish.observeValues { event in
                log.append("after finish \(event.transfer.url.lastPathComponent), calls: \(original.calls.count)")
            },
        ]
        downloader.run(transfer, chunks: [Data(count: 1)])
        XCTAssertEqual(log, ["before finish file.bin, calls: 2", "after finish file.bin, calls: 3"])
        disposables.forEach { $0.dispose() }
    }

    func testOptionalResultComesBackFromTheOriginalDelegate() {
        let downloader = Downloader()
        let original = RecordingDelegate()
        original.destination = URL(fileURLWithPath: "/tmp/file.bin")
        let proxy = DownloaderDelegateProxy(forwardingTo: original)
        downloader.delegate = proxy

        downloader.run(transfer, chunks: [])
        original.destination = nil
        downloader.run(transfer, chunks: [])
        proxy.forwardee = nil
        downloader.run(transfer, chunks: [])

        XCTAssertEqual(downloader.destinations, [URL(fileURLWithPath: "/tmp/file.bin"), nil, nil])
    }

    func testProxyDoesNotRetainTheOriginalDelegate() {
        let proxy = DownloaderDelegateProxy()
        weak var weakOriginal: RecordingDelegate?
        do {
            let original = RecordingDelegate()
            weakOriginal = original
            proxy.forwardee = original
            XCTAssertNotNil(proxy.forwardee)
        }
        XCTAssertNil(weakOriginal, "the proxy kept the original delegate alive")
        XCTAssertNil(proxy.forwardee)
    }

    func testEventsCompleteWhenTheProxyGoesAway() {
        var proxy: DownloaderDelegateProxy? = DownloaderDelegateProxy()
        var completed = false
        var beforeCompleted = false
        proxy!.events.downloaderDidFinish.observeCompleted { completed = true }
        proxy!.beforeEvents.downloaderDidFinish.observeCompleted { beforeCompleted = true }
        proxy = nil
        XCTAssertTrue(completed)
        XCTAssertTrue(beforeCompleted)
    }
}
