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
