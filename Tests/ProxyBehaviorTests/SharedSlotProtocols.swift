// SharedSlotProtocols: a parent and a child delegate protocol whose hosts share one delegate slot,
// as `UIScrollView.delegate` is `UITableView.delegate`.

/// The parent protocol, like `UIScrollViewDelegate`.
///
/// @proxyable
public protocol ScrollingDelegate: AnyObject {
    func scrollingDidScroll(_ view: ScrollingView)
    func zoomTarget(for view: ScrollingView) -> Int?
}

/// The child protocol, like `UITableViewDelegate`: its proxy covers the parent's requirements.
///
/// @proxyable
public protocol ListingDelegate: ScrollingDelegate {
    func listing(_ view: ListingView, didSelect row: Int)
    func listing(_ view: ListingView, heightFor row: Int) -> Double?
}

/// A host like `UIScrollView`: one weak delegate slot of the parent protocol's type.
open class ScrollingView {
    public weak var delegate: (any ScrollingDelegate)?
    public init() {}

    /// Calls the delegate as a scroll view does when it scrolls; returns its zoom target.
    @discardableResult
    public func scroll() -> Int? {
        delegate?.scrollingDidScroll(self)
        return delegate?.zoomTarget(for: self)
    }
}

/// A host like `UITableView`: the same slot, seen through the child protocol's type (UIKit
/// redeclares `delegate`; Swift cannot, so it is `listingDelegate` here). A delegate that is only
/// a `ScrollingDelegate` reads as `nil` through it, as Swift's typing demands.
public final class ListingView: ScrollingView {
    public var listingDelegate: (any ListingDelegate)? {
        get { delegate as? any ListingDelegate }
        set { delegate = newValue }
    }

    /// Calls the delegate as a table view does when a row is tapped.
    public func select(_ row: Int) {
        listingDelegate?.listing(self, didSelect: row)
    }

    /// The row height the delegate gives, or 44.
    public func height(of row: Int) -> Double {
        listingDelegate?.listing(self, heightFor: row) ?? 44
    }
}
