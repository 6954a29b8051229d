#if canImport(ObjectiveC)
import Foundation

/// A UIKit-style Objective-C delegate with optional requirements.
@objc public protocol TableDelegate: NSObjectProtocol {
    @objc optional func table(_ table: AnyObject, didSelectRow row: Int)
    @objc optional func table(_ table: AnyObject, heightForRow row: Int) -> Double
    @objc optional func table(_ table: AnyObject, titleForRow row: Int) -> String?
    func tableDidReload(_ table: AnyObject)
    @objc optional var title: String? { get }
    @objc optional var selection: AnyObject? { get set }
}
#endif

#if canImport(ObjectiveC)
/// A main-actor Objective-C delegate, as UIKit's are.
@MainActor
@objc public protocol PickerDelegate: NSObjectProtocol {
    @objc optional func picker(_ picker: AnyObject, didPick index: Int)
    @objc optional func picker(_ picker: AnyObject, widthFor component: Int) -> Double
}
#endif

#if canImport(ObjectiveC)
/// A parent protocol on a slot its child shares, as `UIScrollViewDelegate` is under
/// `UITableViewDelegate`: the child's proxy routes the parent's requirements to a parent proxy
/// installed behind it.
@MainActor
@objc public protocol ScrollerDelegate: NSObjectProtocol {
    @objc optional func scrollerDidScroll(_ scroller: Scroller)
}

@MainActor
@objc public protocol ListDelegate: ScrollerDelegate {
    @objc optional func list(_ list: List, didSelect row: Int)
    @objc optional func list(_ list: List, heightFor row: Int) -> Double
}

@MainActor
open class Scroller: NSObject {
    @_disfavoredOverload open weak var delegate: (any ScrollerDelegate)?
}

@MainActor
public final class List: Scroller {
    @_nonoverride public weak var delegate: (any ListDelegate)?
}
#endif
