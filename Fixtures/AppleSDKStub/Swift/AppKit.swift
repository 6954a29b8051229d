// AppKit: AppKit's class hierarchy and delegate protocols, for typechecking the ProxyGenApple
// product as a macOS build makes it, on Linux. Classes, members and protocol requirements are
// copied signature for signature from the macOS SDK's printed Swift interface (a subset of each;
// deprecated ones and cell-based table view requirements left out), with the `@MainActor`
// isolation current SDKs declare. Bodies are never compiled. Built apart from UIKit, WebKit and
// MapKit (scripts/stub-sdk.sh), as an app for macOS never sees them.
//
// Objective-C lets a subclass redeclare a property with a narrower type, and the SDK's Swift
// interface shows both with no `override`; the stub spells it as UIKit.swift explains: the
// subclass's slot is `@_nonoverride` and the parent's `@_disfavoredOverload`. AppKit has two kinds:
// `NSSearchField.delegate`, `NSComboBox.delegate` over `NSTextField.delegate` and
// `NSTextView.delegate` over `NSText.delegate` are typed by a descendant of the parent's protocol;
// `NSOutlineView.delegate` and `.dataSource` over `NSTableView`'s are not (NSOutlineViewDelegate
// inherits NSControlTextEditingDelegate, as NSTableViewDelegate does, and NSOutlineViewDataSource
// only NSObjectProtocol).
//
// `NSRect`, `NSPoint` and `NSSize` are declared by Foundation on macOS only; they are here, since
// the stub Foundation serves iOS as well. Option sets that Objective-C methods take are C
// `NS_OPTIONS` enums (C/AppKitCTypes.h).

@_exported import Foundation
@_exported import _AppKitCTypes

public typealias NSRect = CGRect
public typealias NSPoint = CGPoint
public typealias NSSize = CGSize

extension IndexPath {
    /// AppKit's collection view items, as its Swift overlay adds them.
    public init(item: Int, section: Int) { fatalError() }
    public var section: Int { get { fatalError() } set { fatalError() } }
    public var item: Int { get { fatalError() } set { fatalError() } }
}

@MainActor @objc open class NSColor: NSObject {
    open class var red: NSColor { fatalError() }
    open class var windowBackgroundColor: NSColor { fatalError() }
}

@MainActor @objc open class NSImage: NSObject {
    public init?(named name: String) { fatalError() }
}

@MainActor @objc open class NSEvent: NSObject {
    open var modifierFlags: NSEventModifierFlags { fatalError() }
    open var locationInWindow: NSPoint { fatalError() }
    open var clickCount: Int { fatalError() }
}

@MainActor @objc open class NSScreen: NSObject {
    open class var main: NSScreen? { fatalError() }
    open var frame: NSRect { fatalError() }
}

@MainActor @objc public protocol NSPasteboardWriting: NSObjectProtocol {}

@MainActor @objc public protocol NSDraggingInfo: NSObjectProtocol {
    var draggingSourceOperationMask: NSDragOperation { get }
    var draggingLocation: NSPoint { get }
    var draggingSource: Any? { get }
}

// MARK: - Responders, views and controls

@MainActor @objc open class NSResponder: NSObject {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var nextResponder: NSResponder?
    open func becomeFirstResponder() -> Bool { fatalError() }
    open func resignFirstResponder() -> Bool { fatalError() }
}

@MainActor @objc open class NSView: NSResponder {
    public override init() { fatalError() }
    public init(frame frameRect: NSRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var frame: NSRect = NSRect()
    open var bounds: NSRect = NSRect()
    open var isHidden: Bool = false
    open var alphaValue: CGFloat = 0
    open var toolTip: String?
    open var superview: NSView? { fatalError() }
    open var subviews: [NSView] = []
    open var window: NSWindow? { fatalError() }
    open func addSubview(_ view: NSView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open var gestureRecognizers: [NSGestureRecognizer] = []
    open func addGestureRecognizer(_ gestureRecognizer: NSGestureRecognizer) { fatalError() }
}

@MainActor @objc open class NSViewController: NSResponder {
    open var view: NSView { get { fatalError() } set { fatalError() } }
    open var title: String?
    open func loadView() { fatalError() }
    open func viewDidLoad() { fatalError() }
    @available(macOS 10.10, *)
    open func viewWillAppear() { fatalError() }
    @available(macOS 10.10, *)
    open func viewDidAppear() { fatalError() }
    @available(macOS 10.10, *)
    open func viewWillDisappear() { fatalError() }
    @available(macOS 10.10, *)
    open func viewDidDisappear() { fatalError() }
    @available(macOS 10.10, *)
    open func viewWillLayout() { fatalError() }
    @available(macOS 10.10, *)
    open func viewDidLayout() { fatalError() }
    @available(macOS 10.10, *)
    open func dismiss(_ viewController: NSViewController) { fatalError() }
}

@MainActor @objc open class NSWindowController: NSResponder {
    public init(window: NSWindow?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var window: NSWindow?
    open func loadWindow() { fatalError() }
    open func windowWillLoad() { fatalError() }
    open func windowDidLoad() { fatalError() }
    open func showWindow(_ sender: Any?) { fatalError() }
    open func close() { fatalError() }
}

@MainActor @objc open class NSControl: NSView {
    weak open var target: AnyObject?
    open var action: Selector?
    open var tag: Int = 0
    open var isEnabled: Bool = true
    open var objectValue: Any?
    open var stringValue: String = ""
    open var integerValue: Int = 0
    open var doubleValue: Double = 0
}

@MainActor @objc public protocol NSControlTextEditingDelegate: NSObjectProtocol {
    @objc optional func controlTextDidBeginEditing(_ obj: Notification)
    @objc optional func controlTextDidEndEditing(_ obj: Notification)
    @objc optional func controlTextDidChange(_ obj: Notification)
    @objc optional func control(_ control: NSControl, textShouldBeginEditing fieldEditor: NSText) -> Bool
    @objc optional func control(_ control: NSControl, textShouldEndEditing fieldEditor: NSText) -> Bool
    @objc optional func control(
        _ control: NSControl, didFailToFormatString string: String, errorDescription error: String?) -> Bool
    @objc optional func control(_ control: NSControl, isValidObject obj: Any?) -> Bool
    @objc optional func control(
        _ control: NSControl, textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool
    @objc optional func control(
        _ control: NSControl, textView: NSTextView, completions words: [String],
        forPartialWordRange charRange: NSRange, indexOfSelectedItem index: UnsafeMutablePointer<Int>) -> [String]
}

@MainActor @objc open class NSButton: NSControl {
    open var title: String = ""
    open var state: Int = 0
}

@MainActor @objc open class NSTextField: NSControl {
    open var placeholderString: String?
    open var isEditable: Bool = true
    open var isSelectable: Bool = true
    open var isBezeled: Bool = true
    open var textColor: NSColor?
    @_disfavoredOverload weak open var delegate: (any NSTextFieldDelegate)?
}

@MainActor @objc public protocol NSTextFieldDelegate: NSControlTextEditingDelegate {
    @objc optional func textField(
        _ textField: NSTextField, textView: NSTextView, candidatesForSelectedRange selectedRange: NSRange) -> [Any]?
    @objc optional func textField(
        _ textField: NSTextField, textView: NSTextView, candidates: [Any], forSelectedRange selectedRange: NSRange
    ) -> [Any]
    @objc optional func textField(
        _ textField: NSTextField, textView: NSTextView, shouldSelectCandidateAt index: Int) -> Bool
}

@MainActor @objc open class NSSearchField: NSTextField {
    open var recentSearches: [String] = []
    open var sendsSearchStringImmediately: Bool = false
    @_nonoverride weak open var delegate: (any NSSearchFieldDelegate)?
}

@MainActor @objc public protocol NSSearchFieldDelegate: NSTextFieldDelegate {
    @objc optional func searchFieldDidStartSearching(_ sender: NSSearchField)
    @objc optional func searchFieldDidEndSearching(_ sender: NSSearchField)
}

@MainActor @objc open class NSComboBox: NSTextField {
    open var usesDataSource: Bool = false
    open var indexOfSelectedItem: Int { fatalError() }
    @_nonoverride weak open var delegate: (any NSComboBoxDelegate)?
    weak open var dataSource: (any NSComboBoxDataSource)?
}

@MainActor @objc public protocol NSComboBoxDelegate: NSTextFieldDelegate {
    @objc optional func comboBoxWillPopUp(_ notification: Notification)
    @objc optional func comboBoxWillDismiss(_ notification: Notification)
    @objc optional func comboBoxSelectionDidChange(_ notification: Notification)
    @objc optional func comboBoxSelectionIsChanging(_ notification: Notification)
}

@MainActor @objc public protocol NSComboBoxDataSource: NSObjectProtocol {
    @objc optional func numberOfItems(in comboBox: NSComboBox) -> Int
    @objc optional func comboBox(_ comboBox: NSComboBox, objectValueForItemAt index: Int) -> Any?
    @objc optional func comboBox(_ comboBox: NSComboBox, indexOfItemWithStringValue string: String) -> Int
    @objc optional func comboBox(_ comboBox: NSComboBox, completedString string: String) -> String?
}

// MARK: - Text

@MainActor @objc open class NSText: NSView {
    open var string: String = ""
    open var isEditable: Bool = true
    open var selectedRange: NSRange = NSRange()
    @_disfavoredOverload weak open var delegate: (any NSTextDelegate)?
}

@MainActor @objc public protocol NSTextDelegate: NSObjectProtocol {
    @objc optional func textShouldBeginEditing(_ textObject: NSText) -> Bool
    @objc optional func textShouldEndEditing(_ textObject: NSText) -> Bool
    @objc optional func textDidBeginEditing(_ notification: Notification)
    @objc optional func textDidEndEditing(_ notification: Notification)
    @objc optional func textDidChange(_ notification: Notification)
}

@MainActor @objc open class NSTextView: NSText {
    open var allowsUndo: Bool = false
    open var isRichText: Bool = true
    @_nonoverride weak open var delegate: (any NSTextViewDelegate)?
}

@MainActor @objc public protocol NSTextViewDelegate: NSTextDelegate {
    @objc optional func textView(_ textView: NSTextView, clickedOnLink link: Any, at charIndex: Int) -> Bool
    @objc optional func textView(
        _ textView: NSTextView, willChangeSelectionFromCharacterRange oldSelectedCharRange: NSRange,
        toCharacterRange newSelectedCharRange: NSRange) -> NSRange
    @objc optional func textView(
        _ textView: NSTextView, shouldChangeTextIn affectedCharRange: NSRange, replacementString: String?) -> Bool
    @objc optional func textView(_ textView: NSTextView, doCommandBy commandSelector: Selector) -> Bool
    @objc optional func textViewDidChangeSelection(_ notification: Notification)
    @objc optional func textView(_ view: NSTextView, menu: NSMenu, for event: NSEvent, at charIndex: Int) -> NSMenu?
    @objc optional func textView(
        _ textView: NSTextView, completions words: [String], forPartialWordRange charRange: NSRange,
        indexOfSelectedItem index: UnsafeMutablePointer<Int>?) -> [String]
    @objc optional func undoManager(for view: NSTextView) -> UndoManager?
}

// MARK: - Table and outline views

@MainActor @objc open class NSTableColumn: NSObject {
    public init(identifier: NSUserInterfaceItemIdentifier) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open var identifier: NSUserInterfaceItemIdentifier { get { fatalError() } set { fatalError() } }
    open var title: String = ""
    open var width: CGFloat = 0
}

/// `NSUserInterfaceItemIdentifier`, a string wrapper as the SDK imports it.
public struct NSUserInterfaceItemIdentifier: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(_ rawValue: String) { fatalError() }
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
}

extension NSUserInterfaceItemIdentifier: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { fatalError() }
}

@MainActor @objc open class NSTableRowView: NSView {
    open var isSelected: Bool = false
    open var isGroupRowStyle: Bool = false
}

@MainActor @objc open class NSTableCellView: NSView {
    open var objectValue: Any?
    open var textField: NSTextField?
    open var imageView: NSView?
}

@MainActor @objc open class NSTableViewRowAction: NSObject {
    @objc public enum Style: Int, @unchecked Sendable {
        case regular = 0
        case destructive = 1
    }

    public convenience init(
        style: NSTableViewRowAction.Style, title: String,
        handler: @escaping (NSTableViewRowAction, Int) -> Void
    ) { fatalError() }
}

@MainActor @objc open class NSTableView: NSControl {
    @objc public enum DropOperation: UInt, @unchecked Sendable {
        case on = 0
        case above = 1
    }

    @objc public enum RowActionEdge: Int, @unchecked Sendable {
        case leading = 0
        case trailing = 1
    }

    @_disfavoredOverload weak open var delegate: (any NSTableViewDelegate)?
    @_disfavoredOverload weak open var dataSource: (any NSTableViewDataSource)?
    open var rowHeight: CGFloat = 0
    open var tableColumns: [NSTableColumn] { fatalError() }
    open var numberOfRows: Int { fatalError() }
    open var selectedRow: Int { fatalError() }
    open var clickedRow: Int { fatalError() }
    open var doubleAction: Selector?
    open var allowsMultipleSelection: Bool = false
    open func addTableColumn(_ tableColumn: NSTableColumn) { fatalError() }
    open func reloadData() { fatalError() }
    open func makeView(withIdentifier identifier: NSUserInterfaceItemIdentifier, owner: Any?) -> NSView? {
        fatalError()
    }
    open func deselectRow(_ row: Int) { fatalError() }
}

@MainActor @objc public protocol NSTableViewDelegate: NSControlTextEditingDelegate {
    @objc optional func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView?
    @objc optional func tableView(_ tableView: NSTableView, rowViewForRow row: Int) -> NSTableRowView?
    @objc optional func tableView(_ tableView: NSTableView, didAdd rowView: NSTableRowView, forRow row: Int)
    @objc optional func tableView(_ tableView: NSTableView, didRemove rowView: NSTableRowView, forRow row: Int)
    @objc optional func tableView(_ tableView: NSTableView, heightOfRow row: Int) -> CGFloat
    @objc optional func selectionShouldChange(in tableView: NSTableView) -> Bool
    @objc optional func tableView(_ tableView: NSTableView, shouldSelectRow row: Int) -> Bool
    @objc optional func tableView(_ tableView: NSTableView, didClick tableColumn: NSTableColumn)
    @objc optional func tableView(_ tableView: NSTableView, isGroupRow row: Int) -> Bool
    @objc optional func tableView(
        _ tableView: NSTableView, rowActionsForRow row: Int, edge: NSTableView.RowActionEdge
    ) -> [NSTableViewRowAction]
    @objc optional func tableViewSelectionDidChange(_ notification: Notification)
    @objc optional func tableViewSelectionIsChanging(_ notification: Notification)
    @objc optional func tableViewColumnDidResize(_ notification: Notification)
}

@MainActor @objc public protocol NSTableViewDataSource: NSObjectProtocol {
    @objc optional func numberOfRows(in tableView: NSTableView) -> Int
    @objc optional func tableView(
        _ tableView: NSTableView, objectValueFor tableColumn: NSTableColumn?, row: Int) -> Any?
    @objc optional func tableView(
        _ tableView: NSTableView, setObjectValue object: Any?, for tableColumn: NSTableColumn?, row: Int)
    @objc optional func tableView(_ tableView: NSTableView, sortDescriptorsDidChange oldDescriptors: [NSSortDescriptor])
    @objc optional func tableView(
        _ tableView: NSTableView, pasteboardWriterForRow row: Int) -> (any NSPasteboardWriting)?
    @objc optional func tableView(
        _ tableView: NSTableView, validateDrop info: any NSDraggingInfo, proposedRow row: Int,
        proposedDropOperation dropOperation: NSTableView.DropOperation) -> NSDragOperation
    @objc optional func tableView(
        _ tableView: NSTableView, acceptDrop info: any NSDraggingInfo, row: Int,
        dropOperation: NSTableView.DropOperation) -> Bool
}

@MainActor @objc open class NSOutlineView: NSTableView {
    @_nonoverride weak open var delegate: (any NSOutlineViewDelegate)?
    @_nonoverride weak open var dataSource: (any NSOutlineViewDataSource)?
    open var outlineTableColumn: NSTableColumn?
    open func isExpandable(_ item: Any?) -> Bool { fatalError() }
    open func expandItem(_ item: Any?) { fatalError() }
    open func collapseItem(_ item: Any?) { fatalError() }
    open func item(atRow row: Int) -> Any? { fatalError() }
    open func row(forItem item: Any?) -> Int { fatalError() }
}

@MainActor @objc public protocol NSOutlineViewDelegate: NSControlTextEditingDelegate {
    @objc optional func outlineView(
        _ outlineView: NSOutlineView, viewFor tableColumn: NSTableColumn?, item: Any) -> NSView?
    @objc optional func outlineView(_ outlineView: NSOutlineView, rowViewForItem item: Any) -> NSTableRowView?
    @objc optional func outlineView(_ outlineView: NSOutlineView, shouldSelectItem item: Any) -> Bool
    @objc optional func outlineView(_ outlineView: NSOutlineView, heightOfRowByItem item: Any) -> CGFloat
    @objc optional func outlineView(_ outlineView: NSOutlineView, isGroupItem item: Any) -> Bool
    @objc optional func outlineView(_ outlineView: NSOutlineView, shouldExpandItem item: Any) -> Bool
    @objc optional func outlineView(_ outlineView: NSOutlineView, shouldCollapseItem item: Any) -> Bool
    @objc optional func outlineViewSelectionDidChange(_ notification: Notification)
    @objc optional func outlineViewItemWillExpand(_ notification: Notification)
    @objc optional func outlineViewItemDidExpand(_ notification: Notification)
    @objc optional func outlineViewItemDidCollapse(_ notification: Notification)
}

@MainActor @objc public protocol NSOutlineViewDataSource: NSObjectProtocol {
    @objc optional func outlineView(_ outlineView: NSOutlineView, numberOfChildrenOfItem item: Any?) -> Int
    @objc optional func outlineView(_ outlineView: NSOutlineView, child index: Int, ofItem item: Any?) -> Any
    @objc optional func outlineView(_ outlineView: NSOutlineView, isItemExpandable item: Any) -> Bool
    @objc optional func outlineView(
        _ outlineView: NSOutlineView, objectValueFor tableColumn: NSTableColumn?, byItem item: Any?) -> Any?
    @objc optional func outlineView(_ outlineView: NSOutlineView, persistentObjectForItem item: Any?) -> Any?
    @objc optional func outlineView(_ outlineView: NSOutlineView, itemForPersistentObject object: Any) -> Any?
}

// MARK: - Collection view

@MainActor @objc open class NSCollectionViewItem: NSViewController {
    open var isSelected: Bool = false
    open var textField: NSTextField?
}

@MainActor @objc open class NSCollectionView: NSView {
    public typealias SupplementaryElementKind = String

    weak open var delegate: (any NSCollectionViewDelegate)?
    weak open var dataSource: (any NSCollectionViewDataSource)?
    weak open var prefetchDataSource: (any NSCollectionViewPrefetching)?
    open var isSelectable: Bool = false
    open var selectionIndexPaths: Set<IndexPath> = []
    open func reloadData() { fatalError() }
    open func makeItem(
        withIdentifier identifier: NSUserInterfaceItemIdentifier, for indexPath: IndexPath
    ) -> NSCollectionViewItem { fatalError() }
}

@MainActor @objc public protocol NSCollectionViewDelegate: NSObjectProtocol {
    @objc optional func collectionView(
        _ collectionView: NSCollectionView, shouldSelectItemsAt indexPaths: Set<IndexPath>) -> Set<IndexPath>
    @objc optional func collectionView(_ collectionView: NSCollectionView, didSelectItemsAt indexPaths: Set<IndexPath>)
    @objc optional func collectionView(
        _ collectionView: NSCollectionView, didDeselectItemsAt indexPaths: Set<IndexPath>)
    @objc optional func collectionView(
        _ collectionView: NSCollectionView, willDisplay item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath)
    @objc optional func collectionView(
        _ collectionView: NSCollectionView, didEndDisplaying item: NSCollectionViewItem,
        forRepresentedObjectAt indexPath: IndexPath)
    @objc optional func collectionView(
        _ collectionView: NSCollectionView, pasteboardWriterForItemAt indexPath: IndexPath
    ) -> (any NSPasteboardWriting)?
}

@MainActor @objc public protocol NSCollectionViewDataSource: NSObjectProtocol {
    func collectionView(_ collectionView: NSCollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(
        _ collectionView: NSCollectionView, itemForRepresentedObjectAt indexPath: IndexPath) -> NSCollectionViewItem
    @objc optional func numberOfSections(in collectionView: NSCollectionView) -> Int
    @objc optional func collectionView(
        _ collectionView: NSCollectionView,
        viewForSupplementaryElementOfKind kind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> NSView
}

@MainActor @objc public protocol NSCollectionViewPrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: NSCollectionView, prefetchItemsAt indexPaths: [IndexPath])
    @objc optional func collectionView(
        _ collectionView: NSCollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

// MARK: - Windows and the application

@MainActor @objc open class NSWindow: NSResponder {
    open var title: String = ""
    open var contentViewController: NSViewController?
    open var contentView: NSView?
    open var frame: NSRect { fatalError() }
    open var isVisible: Bool { fatalError() }
    weak open var delegate: (any NSWindowDelegate)?
    open func makeKeyAndOrderFront(_ sender: Any?) { fatalError() }
    open func close() { fatalError() }
}

@MainActor @objc public protocol NSWindowDelegate: NSObjectProtocol {
    @objc optional func windowShouldClose(_ sender: NSWindow) -> Bool
    @objc optional func windowWillReturnFieldEditor(_ sender: NSWindow, to client: Any?) -> Any?
    @objc optional func windowWillResize(_ sender: NSWindow, to frameSize: NSSize) -> NSSize
    @objc optional func windowWillUseStandardFrame(_ window: NSWindow, defaultFrame newFrame: NSRect) -> NSRect
    @objc optional func windowWillReturnUndoManager(_ window: NSWindow) -> UndoManager?
    @objc optional func windowDidResize(_ notification: Notification)
    @objc optional func windowDidMove(_ notification: Notification)
    @objc optional func windowDidBecomeKey(_ notification: Notification)
    @objc optional func windowDidResignKey(_ notification: Notification)
    @objc optional func windowDidMiniaturize(_ notification: Notification)
    @objc optional func windowDidEnterFullScreen(_ notification: Notification)
    @objc optional func windowWillClose(_ notification: Notification)
}

@MainActor @objc open class NSApplication: NSResponder {
    @objc public enum TerminateReply: UInt, @unchecked Sendable {
        case terminateCancel = 0
        case terminateNow = 1
        case terminateLater = 2
    }

    open class var shared: NSApplication { fatalError() }
    weak open var delegate: (any NSApplicationDelegate)?
    open var mainMenu: NSMenu?
    open var windows: [NSWindow] { fatalError() }
    open func terminate(_ sender: Any?) { fatalError() }
    open func reply(toApplicationShouldTerminate shouldTerminate: Bool) { fatalError() }
}

@MainActor @objc public protocol NSApplicationDelegate: NSObjectProtocol {
    @objc optional func applicationShouldTerminate(_ sender: NSApplication) -> NSApplication.TerminateReply
    @objc optional func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
    @objc optional func application(_ application: NSApplication, open urls: [URL])
    @objc optional func application(_ sender: NSApplication, openFile filename: String) -> Bool
    @objc optional func applicationShouldHandleReopen(_ sender: NSApplication, hasVisibleWindows flag: Bool) -> Bool
    @objc optional func applicationDockMenu(_ sender: NSApplication) -> NSMenu?
    @objc optional func application(
        _ application: NSApplication, didFailToRegisterForRemoteNotificationsWithError error: any Error)
    @objc optional func applicationSupportsSecureRestorableState(_ app: NSApplication) -> Bool
    @objc optional func applicationWillFinishLaunching(_ notification: Notification)
    @objc optional func applicationDidFinishLaunching(_ notification: Notification)
    @objc optional func applicationDidBecomeActive(_ notification: Notification)
    @objc optional func applicationDidResignActive(_ notification: Notification)
    @objc optional func applicationWillTerminate(_ notification: Notification)
}

// MARK: - Menus, tabs, split views, popovers and gestures

@MainActor @objc open class NSMenuItem: NSObject {
    public init(title string: String, action selector: Selector?, keyEquivalent charCode: String) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open var title: String = ""
    open var isEnabled: Bool = true
    open var submenu: NSMenu?
}

@MainActor @objc open class NSMenu: NSObject {
    public init(title: String) { fatalError() }
    public required init(coder: NSCoder) { fatalError() }
    open var title: String = ""
    open var items: [NSMenuItem] = []
    weak open var delegate: (any NSMenuDelegate)?
    open func addItem(_ newItem: NSMenuItem) { fatalError() }
}

@MainActor @objc public protocol NSMenuDelegate: NSObjectProtocol {
    @objc optional func menuNeedsUpdate(_ menu: NSMenu)
    @objc optional func numberOfItems(in menu: NSMenu) -> Int
    @objc optional func menu(_ menu: NSMenu, update item: NSMenuItem, at index: Int, shouldCancel: Bool) -> Bool
    @objc optional func menuWillOpen(_ menu: NSMenu)
    @objc optional func menuDidClose(_ menu: NSMenu)
    @objc optional func menu(_ menu: NSMenu, willHighlight item: NSMenuItem?)
    @objc optional func confinementRect(for menu: NSMenu, on screen: NSScreen?) -> NSRect
}

@MainActor @objc open class NSTabViewItem: NSObject {
    public init(identifier: Any?) { fatalError() }
    open var label: String = ""
    open var view: NSView?
}

@MainActor @objc open class NSTabView: NSView {
    open var tabViewItems: [NSTabViewItem] { fatalError() }
    open var selectedTabViewItem: NSTabViewItem? { fatalError() }
    weak open var delegate: (any NSTabViewDelegate)?
}

@MainActor @objc public protocol NSTabViewDelegate: NSObjectProtocol {
    @objc optional func tabView(_ tabView: NSTabView, shouldSelect tabViewItem: NSTabViewItem?) -> Bool
    @objc optional func tabView(_ tabView: NSTabView, willSelect tabViewItem: NSTabViewItem?)
    @objc optional func tabView(_ tabView: NSTabView, didSelect tabViewItem: NSTabViewItem?)
    @objc optional func tabViewDidChangeNumberOfTabViewItems(_ tabView: NSTabView)
}

@MainActor @objc open class NSSplitView: NSView {
    open var isVertical: Bool = false
    open var arrangedSubviews: [NSView] { fatalError() }
    weak open var delegate: (any NSSplitViewDelegate)?
}

@MainActor @objc public protocol NSSplitViewDelegate: NSObjectProtocol {
    @objc optional func splitView(_ splitView: NSSplitView, canCollapseSubview subview: NSView) -> Bool
    @objc optional func splitView(
        _ splitView: NSSplitView, constrainMinCoordinate proposedMinimumPosition: CGFloat,
        ofSubviewAt dividerIndex: Int) -> CGFloat
    @objc optional func splitView(
        _ splitView: NSSplitView, constrainMaxCoordinate proposedMaximumPosition: CGFloat,
        ofSubviewAt dividerIndex: Int) -> CGFloat
    @objc optional func splitView(_ splitView: NSSplitView, shouldAdjustSizeOfSubview view: NSView) -> Bool
    @objc optional func splitViewWillResizeSubviews(_ notification: Notification)
    @objc optional func splitViewDidResizeSubviews(_ notification: Notification)
}

@MainActor @objc open class NSPopover: NSResponder {
    open var contentViewController: NSViewController?
    open var isShown: Bool { fatalError() }
    weak open var delegate: (any NSPopoverDelegate)?
    open func show(relativeTo positioningRect: NSRect, of positioningView: NSView, preferredEdge: Int) {
        fatalError()
    }
    open func performClose(_ sender: Any?) { fatalError() }
}

@MainActor @objc public protocol NSPopoverDelegate: NSObjectProtocol {
    @objc optional func popoverShouldClose(_ popover: NSPopover) -> Bool
    @objc optional func popoverShouldDetach(_ popover: NSPopover) -> Bool
    @objc optional func detachableWindow(for popover: NSPopover) -> NSWindow?
    @objc optional func popoverWillShow(_ notification: Notification)
    @objc optional func popoverDidShow(_ notification: Notification)
    @objc optional func popoverWillClose(_ notification: Notification)
    @objc optional func popoverDidClose(_ notification: Notification)
}

@MainActor @objc open class NSGestureRecognizer: NSObject {
    public init(target: Any?, action: Selector?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var isEnabled: Bool = true
    open var view: NSView? { fatalError() }
    weak open var delegate: (any NSGestureRecognizerDelegate)?
    open func location(in view: NSView?) -> NSPoint { fatalError() }
}

@MainActor @objc open class NSClickGestureRecognizer: NSGestureRecognizer {
    open var numberOfClicksRequired: Int = 1
}

@MainActor @objc public protocol NSGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: NSGestureRecognizer, shouldAttemptToRecognizeWith event: NSEvent) -> Bool
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: NSGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: NSGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: NSGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: NSGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: NSGestureRecognizer
    ) -> Bool
}
