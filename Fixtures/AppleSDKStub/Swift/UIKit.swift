// UIKit: UIKit-shaped classes and delegate protocols for typechecking generated proxies on
// Linux. The protocols' requirements are copied signature for signature from the iOS SDK's
// printed Swift interface (a subset of each protocol's requirements; deprecated ones left out),
// with the `@MainActor` isolation current SDKs declare. Bodies are never compiled.
//
// One deliberate difference: Objective-C lets `UITableView`, `UICollectionView` and `UITextView`
// redeclare `UIScrollView.delegate` with a narrower type, which Swift source cannot, so here they
// are `UIView` subclasses with a `delegate` of their own.

@_exported import Foundation

@MainActor @objc open class UIResponder: NSObject {}
@MainActor @objc open class UIView: UIResponder {}
@MainActor @objc open class UIControl: UIView {}
@MainActor @objc open class UIViewController: UIResponder {}
@MainActor @objc open class UIWindow: UIView {}
@MainActor @objc open class UIContextMenuConfiguration: NSObject {}

// MARK: - Scroll view

@MainActor @objc open class UIScrollView: UIView {
    weak open var delegate: (any UIScrollViewDelegate)?
}

@MainActor @objc public protocol UIScrollViewDelegate: NSObjectProtocol {
    @objc optional func scrollViewDidScroll(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidZoom(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    @objc optional func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    @objc optional func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    @objc optional func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    @objc optional func viewForZooming(in scrollView: UIScrollView) -> UIView?
    @objc optional func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    @objc optional func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    @objc optional func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    @objc optional func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    @objc optional func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

// MARK: - Table view

@MainActor @objc open class UITableViewCell: UIView {
    @objc public enum EditingStyle: Int, @unchecked Sendable {
        case none = 0
        case delete = 1
        case insert = 2
    }
}

@MainActor @objc open class UITableView: UIView {
    weak open var delegate: (any UITableViewDelegate)?
    weak open var dataSource: (any UITableViewDataSource)?
}

@MainActor @objc public protocol UITableViewDelegate: UIScrollViewDelegate {
    @objc optional func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    @objc optional func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
    @objc optional func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
    @objc optional func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    @objc optional func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
    @objc optional func tableView(
        _ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle
    @objc optional func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    @objc optional func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    @objc optional func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView)
    @objc optional func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
}

@MainActor @objc public protocol UITableViewDataSource: NSObjectProtocol {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    @objc optional func numberOfSections(in tableView: UITableView) -> Int
    @objc optional func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    @objc optional func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    @objc optional func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    @objc optional func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    @objc optional func sectionIndexTitles(for tableView: UITableView) -> [String]?
    @objc optional func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
    @objc optional func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    @objc optional func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

// MARK: - Collection view

@MainActor @objc open class UICollectionReusableView: UIView {}
@MainActor @objc open class UICollectionViewCell: UICollectionReusableView {}

@MainActor @objc open class UICollectionView: UIView {
    weak open var delegate: (any UICollectionViewDelegate)?
    weak open var dataSource: (any UICollectionViewDataSource)?
}

@MainActor @objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    @objc optional func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    @objc optional func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    @objc optional func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    @objc optional func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    @objc optional func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    @objc optional func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    @objc optional func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    @objc optional func indexPathForPreferredFocusedView(in collectionView: UICollectionView) -> IndexPath?
    @objc optional func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt originalIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath
    @objc optional func collectionView(
        _ collectionView: UICollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
    ) -> CGPoint
}

@MainActor @objc public protocol UICollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    @objc optional func numberOfSections(in collectionView: UICollectionView) -> Int
    @objc optional func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    @objc optional func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    @objc optional func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    @objc optional func indexTitles(for collectionView: UICollectionView) -> [String]?
    @objc optional func collectionView(
        _ collectionView: UICollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

// MARK: - Text field and text view

@MainActor @objc open class UITextField: UIControl {
    @objc public enum DidEndEditingReason: Int, @unchecked Sendable {
        case committed = 0
    }

    weak open var delegate: (any UITextFieldDelegate)?
}

@MainActor @objc public protocol UITextFieldDelegate: NSObjectProtocol {
    @objc optional func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidBeginEditing(_ textField: UITextField)
    @objc optional func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    @objc optional func textFieldDidEndEditing(_ textField: UITextField)
    @objc optional func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    @objc optional func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    @objc optional func textFieldDidChangeSelection(_ textField: UITextField)
    @objc optional func textFieldShouldClear(_ textField: UITextField) -> Bool
    @objc optional func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

@objc public enum UITextItemInteraction: Int, @unchecked Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}

@MainActor @objc open class UITextView: UIView {
    weak open var delegate: (any UITextViewDelegate)?
}

@MainActor @objc public protocol UITextViewDelegate: UIScrollViewDelegate {
    @objc optional func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    @objc optional func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    @objc optional func textViewDidBeginEditing(_ textView: UITextView)
    @objc optional func textViewDidEndEditing(_ textView: UITextView)
    @objc optional func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    @objc optional func textViewDidChange(_ textView: UITextView)
    @objc optional func textViewDidChangeSelection(_ textView: UITextView)
    @objc optional func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction) -> Bool
}

// MARK: - Application

@objc public enum UIBackgroundFetchResult: UInt, @unchecked Sendable {
    case newData = 0
    case noData = 1
    case failed = 2
}

@MainActor @objc open class UIApplication: UIResponder {
    public struct LaunchOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }

    public struct OpenURLOptionsKey: Hashable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
    }

    public class var shared: UIApplication { fatalError() }
    unowned(unsafe) open var delegate: (any UIApplicationDelegate)?
}

extension UIApplication.LaunchOptionsKey: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { fatalError() }
}

extension UIApplication.OpenURLOptionsKey: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { fatalError() }
}

@MainActor @objc public protocol UIApplicationDelegate: NSObjectProtocol {
    @objc optional func applicationDidFinishLaunching(_ application: UIApplication)
    @objc optional func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    @objc optional func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    @objc optional func applicationDidBecomeActive(_ application: UIApplication)
    @objc optional func applicationWillResignActive(_ application: UIApplication)
    @objc optional func application(
        _ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    @objc optional func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    @objc optional func applicationWillTerminate(_ application: UIApplication)
    @objc optional func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    @objc optional func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
    @objc optional func application(
        _ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
        fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void)
    @objc optional func application(
        _ application: UIApplication, handleEventsForBackgroundURLSession identifier: String,
        completionHandler: @escaping () -> Void)
    @objc optional func applicationDidEnterBackground(_ application: UIApplication)
    @objc optional func applicationWillEnterForeground(_ application: UIApplication)
    @objc optional var window: UIWindow? { get set }
}

// MARK: - Search bar

@objc public enum UIBarPosition: Int, @unchecked Sendable {
    case any = 0
    case bottom = 1
    case top = 2
    case topAttached = 3
}

@MainActor @objc public protocol UIBarPositioning: NSObjectProtocol {
    var barPosition: UIBarPosition { get }
}

@MainActor @objc public protocol UIBarPositioningDelegate: NSObjectProtocol {
    @objc optional func position(for bar: UIBarPositioning) -> UIBarPosition
}

@MainActor @objc open class UISearchBar: UIView {
    weak open var delegate: (any UISearchBarDelegate)?
}

@MainActor @objc public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    @objc optional func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    @objc optional func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    @objc optional func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    @objc optional func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    @objc optional func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    @objc optional func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    @objc optional func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    @objc optional func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    @objc optional func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    @objc optional func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    @objc optional func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

// MARK: - Picker view

@MainActor @objc open class UIPickerView: UIView {
    weak open var dataSource: (any UIPickerViewDataSource)?
    weak open var delegate: (any UIPickerViewDelegate)?
}

@MainActor @objc public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

@MainActor @objc public protocol UIPickerViewDelegate: NSObjectProtocol {
    @objc optional func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    @objc optional func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    @objc optional func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    @objc optional func pickerView(
        _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    @objc optional func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    @objc optional func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}
