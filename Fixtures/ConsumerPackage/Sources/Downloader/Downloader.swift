// A small downloader with a Cocoa-style delegate, written as an app would write it.

import Foundation

/// One transfer.
public final class Transfer: Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
}

/// Receives the progress of a ``Downloader``'s transfers.
///
/// @proxyable
public protocol DownloaderDelegate: AnyObject {
    /// Called once per received chunk.
    func downloader(_ downloader: Downloader, transfer: Transfer, didReceive data: Data)

    /// Asks where to store the transfer's file; `nil` keeps it in memory.
    func downloader(_ downloader: Downloader, destinationFor transfer: Transfer) -> URL?

    /// The transfer finished.
    func downloader(_ downloader: Downloader, didFinish transfer: Transfer)

    /// The transfer failed.
    func downloader(_ downloader: Downloader, transfer: Transfer, didFailWith error: any Error)
}

/// Plays back a scripted transfer, calling its delegate like a real downloader would.
public final class Downloader {
    public weak var delegate: (any DownloaderDelegate)?
    public private(set) var destinations: [URL?] = []

    public init() {}

    /// Delivers `chunks` for `transfer`, then finishes it (or fails with `error`).
    public func run(_ transfer: Transfer, chunks: [Data], error: (any Error)? = nil) {
        destinations.append(delegate?.downloader(self, destinationFor: transfer))
        for chunk in chunks {
            delegate?.downloader(self, transfer: transfer, didReceive: chunk)
        }
        if let error {
            delegate?.downloader(self, transfer: transfer, didFailWith: error)
        } else {
            delegate?.downloader(self, didFinish: transfer)
        }
    }
}
