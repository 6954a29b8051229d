// Delegate slots of classes get accessors that reach their installed proxy's events:
// `download.reactive.delegate.downloadDidFinish`. A root class also gets `reactive`; a slot that
// narrows its superclass's gives way to nothing (the subclass's accessor wins, whether or not its
// protocol inherits the superclass slot's: `Bookcase.delegate` over `Shelf.delegate`); a protocol
// with a required answer gets a method that takes the answer; private slots, generic classes and
// slots that are not settable get none.

import Foundation

public final class Payload: Sendable {}

public protocol DownloadDelegate: AnyObject {
    func download(_ download: Download, didReceive payload: Payload)
    func downloadDidFinish(_ download: Download)
}

public protocol TransferDelegate: AnyObject {
    func transferDidStart(_ transfer: Transfer)
}

public protocol ResumableTransferDelegate: TransferDelegate {
    func transfer(_ transfer: Transfer, didPauseAt offset: Int)
}

public protocol DownloadPolicy: AnyObject {
    func download(_ download: Download, shouldRetryAfter failures: Int) -> Bool
}

/// A root class: the generated code makes it a `ReactiveExtensionsProvider`.
public final class Download {
    public weak var delegate: (any DownloadDelegate)?
    public var policy: DownloadPolicy?
    private weak var hidden: (any DownloadDelegate)?
    public var observer: (any DownloadDelegate)? { nil }
    public var name: String?
    public init() {}
}

open class Transfer: NSObject {
    @_disfavoredOverload open weak var delegate: (any TransferDelegate)?
}

public final class ResumableTransfer: Transfer {
    @_nonoverride public weak var delegate: (any ResumableTransferDelegate)?
}

public protocol ShelfDelegate: AnyObject {
    func shelfDidChange(_ shelf: Shelf)
}

public protocol BookcaseDelegate: AnyObject {
    func bookcaseDidTilt(_ bookcase: Bookcase)
    func shelfDidChange(_ shelf: Shelf)
}

open class Shelf: NSObject {
    @_disfavoredOverload open weak var delegate: (any ShelfDelegate)?
}

public final class Bookcase: Shelf {
    @_nonoverride public weak var delegate: (any BookcaseDelegate)?
}

/// On a bookcase, `reactive.delegate` is the bookcase's, also for an event both protocols have.
func observe(_ bookcase: Bookcase) {
    _ = bookcase.reactive.delegate.shelfDidChange
    _ = bookcase.reactive.delegate.bookcaseDidTilt
    _ = (bookcase as Shelf).reactive.delegate.shelfDidChange
}

public final class Box<Contents> {
    public weak var delegate: (any DownloadDelegate)?
}

#if DEBUG
final class DebugTransfer: Transfer {
    weak var secondDelegate: (any TransferDelegate)?
}
#endif
