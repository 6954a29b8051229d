import Foundation

/// A file being downloaded.
public final class Download {
    public let url: URL
    public init(url: URL) { self.url = url }
}

/// Receives the progress of a ``Download``.
///
/// @proxyable
public protocol DownloadDelegate: AnyObject {
    /// The download received a chunk of data.
    func download(_ download: Download, didReceive data: Data)

    /// The download finished; `location` is the file it was saved to.
    func download(_ download: Download, didFinishAt location: URL)

    /// Asks where to store the file; `nil` lets the download choose.
    func destination(for download: Download) -> URL?

    /// The download failed.
    func download(_ download: Download, didFailWith error: any Error)
}
