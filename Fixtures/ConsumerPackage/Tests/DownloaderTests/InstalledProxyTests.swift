// Installs the generated proxy on a Downloader with `proxy(for:delegate:)`, as an app would.

import Downloader
import Foundation
import ReactiveRuntime
import XCTest

final class InstalledProxyTests: XCTestCase {
    func testTheInstalledProxyKeepsTheAppsDelegateAndPublishes() {
        let downloader = Downloader()
        let original = RecordingDelegate()
        downloader.delegate = original

        let proxy = DownloaderDelegateProxy.proxy(for: downloader, delegate: \.delegate)
        XCTAssertTrue(DownloaderDelegateProxy.proxy(for: downloader, delegate: \.delegate) === proxy)
        var finished = 0
        let disposable = proxy.events.downloaderDidFinish.observeValues { _ in finished += 1 }

        let transfer = Transfer(url: URL(string: "https://example.com/a.bin")!)
        downloader.run(transfer, chunks: [Data(count: 2)])
        XCTAssertEqual(original.calls, ["destination a.bin", "receive a.bin 2", "finish a.bin"])
        XCTAssertEqual(finished, 1)

        XCTAssertTrue(DownloaderDelegateProxy.uninstall(from: downloader, delegate: \.delegate))
        XCTAssertTrue(downloader.delegate === original)
        disposable.dispose()
    }
}
