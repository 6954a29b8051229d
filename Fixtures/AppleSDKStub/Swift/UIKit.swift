// UIKit: UIKit's class hierarchy, controls and delegate protocols, for typechecking generated
// proxies and ProxyGenCocoa on Linux. Classes, members and protocol requirements are copied
// signature for signature from the iOS SDK's printed Swift interface (a subset of each; deprecated
// ones left out but for those below that once made the generator fail), with the `@MainActor`
// isolation current SDKs declare. Bodies are never compiled.
//
// Objective-C lets a subclass redeclare a property with a narrower type (`UITableView.delegate`
// over `UIScrollView.delegate`), and the SDK's Swift interface shows both with no `override`.
// Swift source cannot override a settable property with another type, so the stub spells it the
// closest way Swift source can: the subclass's slot is `@_nonoverride` (a second property of the
// same name, as the SDK's interface shows it) and the parent's is `@_disfavoredOverload`, so that
// `tableView.delegate = self` picks the table view's slot as it does against the real SDK, while
// `(tableView as UIScrollView).delegate` is the scroll view's.
//
// Option sets that Objective-C methods take are C `NS_OPTIONS` enums (C/UIKitCTypes.h), which Swift
// imports as option sets that Objective-C can represent; the others are Swift structs here.
//
// Initializers: Objective-C classes inherit every initializer of their superclass, Swift classes
// do not; a stub class that declares its own designated initializer re-declares the inherited ones
// apps call (`UITableView()`).

@_exported import Foundation
@_exported import _UIKitCTypes

extension IndexPath {
    /// UIKit's table view rows and collection view items, as its Swift overlay adds them.
    public init(row: Int, section: Int) { fatalError() }
    public init(item: Int, section: Int) { fatalError() }
    public var section: Int { get { fatalError() } set { fatalError() } }
    public var row: Int { get { fatalError() } set { fatalError() } }
    public var item: Int { get { fatalError() } set { fatalError() } }
}

// An observing subclass of a view controller overrides these too, though `UIResponder` is not
// selected: the methods a class inherits from every superclass below `NSObject`.
@MainActor @objc open class UIResponder: NSObject {
    open var isFirstResponder: Bool { fatalError() }
    @discardableResult open func becomeFirstResponder() -> Bool { fatalError() }
    @discardableResult open func resignFirstResponder() -> Bool { fatalError() }
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { fatalError() }
}

@objc open class UIColor: NSObject, @unchecked Sendable {
    open class var red: UIColor { fatalError() }
    open class var gray: UIColor { fatalError() }
    open class var systemBackground: UIColor { fatalError() }
}

@objc open class UIImage: NSObject, @unchecked Sendable {
    public init?(named name: String) { fatalError() }
    public init?(systemName name: String) { fatalError() }
}

@MainActor @objc open class UIEvent: NSObject {}
@MainActor @objc open class UITouch: NSObject {}
@MainActor @objc open class UIPress: NSObject {}
@MainActor @objc open class UIFocusUpdateContext: NSObject {}
@MainActor @objc open class UIFocusAnimationCoordinator: NSObject {}
@MainActor @objc open class UIContextMenuConfiguration: NSObject {}

@MainActor @objc open class UIView: UIResponder {
    public override init() { fatalError() }
    public init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var frame: CGRect = CGRect()
    open var bounds: CGRect = CGRect()
    open var isHidden: Bool = false
    open var alpha: CGFloat = 0
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isUserInteractionEnabled: Bool = false
    open var tag: Int = 0
    open var superview: UIView? { fatalError() }
    open var subviews: [UIView] { fatalError() }
    open var window: UIWindow? { fatalError() }
    open func addSubview(_ view: UIView) { fatalError() }
    open func removeFromSuperview() { fatalError() }
    open var gestureRecognizers: [UIGestureRecognizer]?
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { fatalError() }
}

@MainActor @objc open class UIWindow: UIView {
    open var rootViewController: UIViewController?
    open func makeKeyAndVisible() { fatalError() }
}

@MainActor @objc open class UILabel: UIView {
    open var text: String?
    open var attributedText: NSAttributedString?
    open var textColor: UIColor!
    open var isEnabled: Bool = false
    open var numberOfLines: Int = 0
}

@MainActor @objc open class UIImageView: UIView {
    public init(image: UIImage?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var image: UIImage?
}

@MainActor @objc open class UIActivityIndicatorView: UIView {
    open func startAnimating() { fatalError() }
    open func stopAnimating() { fatalError() }
    open var isAnimating: Bool { fatalError() }
    open var hidesWhenStopped: Bool = false
}

@MainActor @objc open class UIProgressView: UIView {
    open var progress: Float = 0
    open func setProgress(_ progress: Float, animated: Bool) { fatalError() }
}

// MARK: - Controls

@MainActor @objc open class UIControl: UIView {
    /// `UIControl.Event`, with the SDK's raw values.
    public struct Event: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public var rawValue: UInt { fatalError() }
        public static var touchDown: UIControl.Event { fatalError() }
        public static var touchDownRepeat: UIControl.Event { fatalError() }
        public static var touchDragInside: UIControl.Event { fatalError() }
        public static var touchDragOutside: UIControl.Event { fatalError() }
        public static var touchDragEnter: UIControl.Event { fatalError() }
        public static var touchDragExit: UIControl.Event { fatalError() }
        public static var touchUpInside: UIControl.Event { fatalError() }
        public static var touchUpOutside: UIControl.Event { fatalError() }
        public static var touchCancel: UIControl.Event { fatalError() }
        public static var valueChanged: UIControl.Event { fatalError() }
        public static var primaryActionTriggered: UIControl.Event { fatalError() }
        public static var menuActionTriggered: UIControl.Event { fatalError() }
        public static var editingDidBegin: UIControl.Event { fatalError() }
        public static var editingChanged: UIControl.Event { fatalError() }
        public static var editingDidEnd: UIControl.Event { fatalError() }
        public static var editingDidEndOnExit: UIControl.Event { fatalError() }
        public static var allTouchEvents: UIControl.Event { fatalError() }
        public static var allEditingEvents: UIControl.Event { fatalError() }
        public static var applicationReserved: UIControl.Event { fatalError() }
        public static var systemReserved: UIControl.Event { fatalError() }
        public static var allEvents: UIControl.Event { fatalError() }
    }

    /// `UIControl.State`.
    public struct State: OptionSet, @unchecked Sendable {
        public init(rawValue: UInt) { fatalError() }
        public var rawValue: UInt { fatalError() }
        public static var normal: UIControl.State { fatalError() }
        public static var highlighted: UIControl.State { fatalError() }
        public static var disabled: UIControl.State { fatalError() }
        public static var selected: UIControl.State { fatalError() }
        public static var focused: UIControl.State { fatalError() }
    }

    open var isEnabled: Bool = false
    open var isSelected: Bool = false
    open var isHighlighted: Bool = false
    open var state: UIControl.State { fatalError() }
    open var isTracking: Bool { fatalError() }
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) { fatalError() }
    open var allTargets: Set<AnyHashable> { fatalError() }
    open var allControlEvents: UIControl.Event { fatalError() }
    open func actions(forTarget target: Any?, forControlEvent controlEvent: UIControl.Event) -> [String]? {
        fatalError()
    }
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) { fatalError() }
    open func sendActions(for controlEvents: UIControl.Event) { fatalError() }
}

@MainActor @objc open class UIButton: UIControl {
    @objc public enum ButtonType: Int, @unchecked Sendable {
        case custom = 0
        case system = 1
        case detailDisclosure = 2
        case infoLight = 3
        case infoDark = 4
        case contactAdd = 5
        case close = 7
    }

    public convenience init(type buttonType: UIButton.ButtonType) { fatalError() }
    open var titleLabel: UILabel? { fatalError() }
    open var imageView: UIImageView? { fatalError() }
    open func setTitle(_ title: String?, for state: UIControl.State) { fatalError() }
    open func title(for state: UIControl.State) -> String? { fatalError() }
    open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { fatalError() }
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) { fatalError() }
}

@MainActor @objc open class UISwitch: UIControl {
    open var isOn: Bool = false
    open func setOn(_ on: Bool, animated: Bool) { fatalError() }
}

@MainActor @objc open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 0
    open var isContinuous: Bool = false
    open func setValue(_ value: Float, animated: Bool) { fatalError() }
}

@MainActor @objc open class UIStepper: UIControl {
    open var value: Double = 0
    open var minimumValue: Double = 0
    open var maximumValue: Double = 0
    open var stepValue: Double = 0
}

@MainActor @objc open class UISegmentedControl: UIControl {
    public init(items: [Any]?) { fatalError() }
    public override init(frame: CGRect) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open class var noSegment: Int { fatalError() }
    open var selectedSegmentIndex: Int = 0
    open var numberOfSegments: Int { fatalError() }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) { fatalError() }
    open func titleForSegment(at segment: Int) -> String? { fatalError() }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) { fatalError() }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) { fatalError() }
    open func isEnabledForSegment(at segment: Int) -> Bool { fatalError() }
}

@MainActor @objc open class UIDatePicker: UIControl {
    @objc public enum Mode: Int, @unchecked Sendable {
        case time = 0
        case date = 1
        case dateAndTime = 2
        case countDownTimer = 3
    }

    open var datePickerMode: UIDatePicker.Mode = .dateAndTime
    open var date: Date = Date()
    open var minimumDate: Date?
    open var maximumDate: Date?
    open var countDownDuration: TimeInterval = 0
    open func setDate(_ date: Date, animated: Bool) { fatalError() }
}

@MainActor @objc open class UIPageControl: UIControl {
    open var numberOfPages: Int = 0
    open var currentPage: Int = 0
}

@MainActor @objc open class UIRefreshControl: UIControl {
    public override init() { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var isRefreshing: Bool { fatalError() }
    open var attributedTitle: NSAttributedString?
    open func beginRefreshing() { fatalError() }
    open func endRefreshing() { fatalError() }
}

// MARK: - Gesture recognizers

@MainActor @objc open class UIGestureRecognizer: NSObject {
    @objc public enum State: Int, @unchecked Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5
        public static var recognized: UIGestureRecognizer.State { fatalError() }
    }

    public init(target: Any?, action: Selector?) { fatalError() }
    public override convenience init() { fatalError() }
    open func addTarget(_ target: Any, action: Selector) { fatalError() }
    open func removeTarget(_ target: Any?, action: Selector?) { fatalError() }
    open var state: UIGestureRecognizer.State { fatalError() }
    weak open var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled: Bool = false
    open var view: UIView? { fatalError() }
    open var cancelsTouchesInView: Bool = false
    open func location(in view: UIView?) -> CGPoint { fatalError() }
    open var numberOfTouches: Int { fatalError() }
}

@MainActor @objc open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired: Int = 0
    open var numberOfTouchesRequired: Int = 0
}

@MainActor @objc open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0
}

@MainActor @objc open class UIPanGestureRecognizer: UIGestureRecognizer {
    open func translation(in view: UIView?) -> CGPoint { fatalError() }
    open func velocity(in view: UIView?) -> CGPoint { fatalError() }
}

@MainActor @objc open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {}

@MainActor @objc open class UISwipeGestureRecognizer: UIGestureRecognizer {}

@MainActor @objc open class UIPinchGestureRecognizer: UIGestureRecognizer {
    open var scale: CGFloat = 0
    open var velocity: CGFloat { fatalError() }
}

@MainActor @objc open class UIRotationGestureRecognizer: UIGestureRecognizer {
    open var rotation: CGFloat = 0
}

@MainActor @objc public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    @objc optional func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @objc optional func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    @objc(gestureRecognizer:shouldReceiveTouch:)
    optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
    @objc(gestureRecognizer:shouldReceivePress:)
    optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool
    @objc(gestureRecognizer:shouldReceiveEvent:)
    optional func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool
}

// MARK: - Bar items

@MainActor @objc open class UIBarItem: NSObject {
    open var isEnabled: Bool = false
    open var title: String?
    open var image: UIImage?
    open var tag: Int = 0
}

@MainActor @objc open class UIBarButtonItem: UIBarItem {
    @objc public enum Style: Int, @unchecked Sendable {
        case plain = 0
        case done = 2
    }

    @objc public enum SystemItem: Int, @unchecked Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case flexibleSpace = 5
        case fixedSpace = 6
        case compose = 7
        case reply = 8
        case action = 9
        case organize = 10
        case bookmarks = 11
        case search = 12
        case refresh = 13
        case stop = 14
        case camera = 15
        case trash = 16
        case play = 17
        case pause = 18
        case rewind = 19
        case fastForward = 20
        case undo = 21
        case redo = 22
        case close = 24
    }

    public override init() { fatalError() }
    public convenience init(image: UIImage?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        fatalError()
    }
    public convenience init(title: String?, style: UIBarButtonItem.Style, target: Any?, action: Selector?) {
        fatalError()
    }
    public convenience init(
        barButtonSystemItem systemItem: UIBarButtonItem.SystemItem, target: Any?, action: Selector?
    ) { fatalError() }
    open var style: UIBarButtonItem.Style = .plain
    open var width: CGFloat = 0
    open var customView: UIView?
    open var action: Selector?
    weak open var target: AnyObject?
}

@MainActor @objc open class UITabBarItem: UIBarItem {
    public convenience init(title: String?, image: UIImage?, tag: Int) { fatalError() }
    open var badgeValue: String?
}

@MainActor @objc open class UINavigationItem: NSObject {
    public init(title: String) { fatalError() }
    open var title: String?
    open var rightBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItem: UIBarButtonItem?
    open var searchController: UISearchController?
}

// MARK: - View controllers

@objc public enum UIInterfaceOrientation: Int, @unchecked Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4
}

@MainActor @objc open class UITraitCollection: NSObject {}

@MainActor @objc public protocol UIViewControllerTransitionCoordinator: NSObjectProtocol {
    var isAnimated: Bool { get }
}

// Objective-C protocols a view controller adopts: a real SDK's interface does not print their
// methods in the class (Swift sees them as its open members all the same); Swift source must.
@MainActor @objc public protocol UITraitEnvironment: NSObjectProtocol {
    var traitCollection: UITraitCollection { get }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs")
    func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

@MainActor @objc public protocol UIContentContainer: NSObjectProtocol {
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

@MainActor @objc open class UIViewController: UIResponder, UITraitEnvironment, UIContentContainer {
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public convenience override init() { fatalError() }
    open var view: UIView!
    @available(iOS 9.0, *)
    open var viewIfLoaded: UIView? { fatalError() }
    @available(iOS 3.0, *)
    open var isViewLoaded: Bool { fatalError() }
    open var title: String?
    open var navigationItem: UINavigationItem { fatalError() }
    open var navigationController: UINavigationController? { fatalError() }
    open var tabBarController: UITabBarController? { fatalError() }
    open func loadView() { fatalError() }
    @available(iOS 9.0, *)
    open func loadViewIfNeeded() { fatalError() }
    open func viewDidLoad() { fatalError() }
    @available(iOS 5.0, *)
    open func performSegue(withIdentifier identifier: String, sender: Any?) { fatalError() }
    @available(iOS 6.0, *)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { fatalError() }
    @available(iOS 5.0, *)
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) { fatalError() }
    @available(iOS 13.0, *)
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, sender: Any?
    ) -> Bool { fatalError() }
    // What the real SDK shows: a deprecated overload beside its replacement (an observing subclass
    // leaves it out: overriding it would be a warning).
    @available(iOS, introduced: 6.0, deprecated: 13.0)
    open func canPerformUnwindSegueAction(
        _ action: Selector, from fromViewController: UIViewController, withSender sender: Any
    ) -> Bool { fatalError() }
    open func viewWillAppear(_ animated: Bool) { fatalError() }
    @available(iOS 13.0, *)
    open func viewIsAppearing(_ animated: Bool) { fatalError() }
    open func viewDidAppear(_ animated: Bool) { fatalError() }
    open func viewWillDisappear(_ animated: Bool) { fatalError() }
    open func viewDidDisappear(_ animated: Bool) { fatalError() }
    @available(iOS 5.0, *)
    open func viewWillLayoutSubviews() { fatalError() }
    @available(iOS 5.0, *)
    open func viewDidLayoutSubviews() { fatalError() }
    open func didReceiveMemoryWarning() { fatalError() }
    @available(iOS 8.0, *)
    open func show(_ vc: UIViewController, sender: Any?) { fatalError() }
    @available(iOS 5.0, *)
    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) { fatalError() }
    @available(iOS 5.0, *)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) { fatalError() }
    open var traitCollection: UITraitCollection { fatalError() }
    @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use the trait change registration APIs")
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { fatalError() }
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        fatalError()
    }
}

// Objective-C categories of `UIViewController`, printed by a module's interface as extensions
// (`@objc` here: Swift overrides no other method declared in an extension).
extension UIViewController {
    @objc open var isEditing: Bool { get { fatalError() } set { fatalError() } }
    @objc open func setEditing(_ editing: Bool, animated: Bool) { fatalError() }
}

extension UIViewController {
    @objc open func willMove(toParent parent: UIViewController?) { fatalError() }
    @objc open func didMove(toParent parent: UIViewController?) { fatalError() }
    @objc open func updateViewConstraints() { fatalError() }
}

@MainActor @objc open class UIStoryboardSegue: NSObject {
    open var identifier: String? { fatalError() }
    open var source: UIViewController { fatalError() }
    open var destination: UIViewController { fatalError() }
}

// Declares initializers of its own and no methods: its observing subclass inherits the first and
// overrides `UIViewController`'s methods.
@MainActor @objc open class UITableViewController: UIViewController {
    public init(style: UITableView.Style) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var tableView: UITableView!
    @available(iOS 3.2, *)
    open var clearsSelectionOnViewWillAppear: Bool = true
    @available(iOS 6.0, *)
    open var refreshControl: UIRefreshControl?
}

@MainActor @objc open class UICollectionViewController: UIViewController {
    public init(collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionView: UICollectionView!
    open var clearsSelectionOnViewWillAppear: Bool = true
}

@MainActor @objc public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

public struct UITransitionContextViewControllerKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { fatalError() }
    public var rawValue: String { fatalError() }
    public static var from: UITransitionContextViewControllerKey { fatalError() }
    public static var to: UITransitionContextViewControllerKey { fatalError() }
}

extension UITransitionContextViewControllerKey: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { fatalError() }
}

@MainActor @objc public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    @objc optional func animationEnded(_ transitionCompleted: Bool)
}

@MainActor @objc public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    @objc optional var completionSpeed: CGFloat { get }
}

// What the real SDK showed, each a mistake the generator once made:
// - a slot declared in an extension of its class (the SDK prints Objective-C categories so);
// - an optional method that returns a non-optional existential, whose last answer must be stored as
//   `(any P)?`, not `any P?`;
// - a deprecated optional method and an optional method without parameters, whose selectors must
//   be named without a warning and without `()`.
@MainActor @objc public protocol UIViewImplicitlyAnimating: NSObjectProtocol {
    func startAnimation()
}

@MainActor @objc public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    @objc optional func animationController(
        forDismissed dismissed: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
    @objc optional func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning)
        -> any UIViewImplicitlyAnimating
    @available(*, deprecated, message: "Use animationController(forDismissed:) instead.")
    @objc optional func transitionWillBegin(_ presented: UIViewController)
    @objc optional func transitionDidEnd()
}

extension UIViewController {
    @objc weak open var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { fatalError() }
        set { fatalError() }
    }
}

// An Objective-C protocol that does not refine `NSObjectProtocol` (its proxy still subclasses
// `NSObject`, and asks its forwardee `responds(to:)` through the runtime, as `any P` has no such
// member), on a class that declares no global actor of its own: isolation is inherited from
// `UIViewController`.
@MainActor @objc public protocol UISplitViewControllerDelegate {
    @objc optional func splitViewController(_ svc: UISplitViewController, willShow vc: UIViewController)
    @objc optional func splitViewControllerPreferredInterfaceOrientationForPresentation(
        _ splitViewController: UISplitViewController
    ) -> UIInterfaceOrientation
}

@objc open class UISplitViewController: UIViewController {
    weak open var delegate: (any UISplitViewControllerDelegate)?
}

// A protocol whose one requirement the SDK hides from Swift (NS_REFINED_FOR_SWIFT): it shows none,
// and its extension stands in for it. It is skipped, with a warning.
@objc public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIPopoverPresentationControllerSourceItem {
    public func frame(in referenceView: UIView) -> CGRect? { fatalError() }
}

@MainActor @objc open class UINavigationController: UIViewController {
    @objc public enum Operation: Int, @unchecked Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    public init(rootViewController: UIViewController) { fatalError() }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var viewControllers: [UIViewController] = []
    open var topViewController: UIViewController? { fatalError() }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { fatalError() }
    open func popViewController(animated: Bool) -> UIViewController? { fatalError() }
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        fatalError()
    }
    open func popToRootViewController(animated: Bool) -> [UIViewController]? { fatalError() }
    @available(iOS 3.0, *)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { fatalError() }
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { fatalError() }
    // Redeclared from `UIViewController` (the SDK's interface prints it without `override`): the
    // observing subclass overrides it once.
    @available(iOS 8.0, *)
    open override func show(_ vc: UIViewController, sender: Any?) { fatalError() }
    weak open var delegate: (any UINavigationControllerDelegate)?
}

@MainActor @objc public protocol UINavigationControllerDelegate: NSObjectProtocol {
    @objc optional func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    @objc optional func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
    @objc optional func navigationControllerSupportedInterfaceOrientations(
        _ navigationController: UINavigationController) -> UIInterfaceOrientationMask
    @objc optional func navigationControllerPreferredInterfaceOrientationForPresentation(
        _ navigationController: UINavigationController) -> UIInterfaceOrientation
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)?
    @objc optional func navigationController(
        _ navigationController: UINavigationController,
        animationControllerFor operation: UINavigationController.Operation,
        from fromVC: UIViewController, to toVC: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)?
}

@MainActor @objc open class UITabBar: UIView {
    weak open var delegate: (any UITabBarDelegate)?
    open var items: [UITabBarItem]?
    weak open var selectedItem: UITabBarItem?
}

@MainActor @objc public protocol UITabBarDelegate: NSObjectProtocol {
    @objc optional func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
    @objc optional func tabBar(_ tabBar: UITabBar, willBeginCustomizing items: [UITabBarItem])
    @objc optional func tabBar(_ tabBar: UITabBar, didBeginCustomizing items: [UITabBarItem])
    @objc optional func tabBar(_ tabBar: UITabBar, willEndCustomizing items: [UITabBarItem], changed: Bool)
    @objc optional func tabBar(_ tabBar: UITabBar, didEndCustomizing items: [UITabBarItem], changed: Bool)
}

@MainActor @objc open class UITabBarController: UIViewController {
    open var viewControllers: [UIViewController]?
    open var selectedIndex: Int = 0
    unowned(unsafe) open var selectedViewController: UIViewController?
    open var tabBar: UITabBar { fatalError() }
    weak open var delegate: (any UITabBarControllerDelegate)?
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { fatalError() }
}

@MainActor @objc public protocol UITabBarControllerDelegate: NSObjectProtocol {
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, willBeginCustomizing viewControllers: [UIViewController])
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, willEndCustomizing viewControllers: [UIViewController], changed: Bool)
    @objc optional func tabBarController(
        _ tabBarController: UITabBarController, didEndCustomizing viewControllers: [UIViewController], changed: Bool)
    @objc optional func tabBarControllerSupportedInterfaceOrientations(
        _ tabBarController: UITabBarController) -> UIInterfaceOrientationMask
}

@MainActor @objc open class UIPageViewController: UIViewController {
    @objc public enum NavigationOrientation: Int, @unchecked Sendable {
        case horizontal = 0
        case vertical = 1
    }

    @objc public enum SpineLocation: Int, @unchecked Sendable {
        case none = 0
        case min = 1
        case mid = 2
        case max = 3
    }

    @objc public enum NavigationDirection: Int, @unchecked Sendable {
        case forward = 0
        case reverse = 1
    }

    @objc public enum TransitionStyle: Int, @unchecked Sendable {
        case pageCurl = 0
        case scroll = 1
    }

    public struct OptionsKey: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        public init(rawValue: String) { fatalError() }
        public var rawValue: String { fatalError() }
        public static var spineLocation: UIPageViewController.OptionsKey { fatalError() }
        public static var interPageSpacing: UIPageViewController.OptionsKey { fatalError() }
    }

    public init(
        transitionStyle style: UIPageViewController.TransitionStyle,
        navigationOrientation: UIPageViewController.NavigationOrientation,
        options: [UIPageViewController.OptionsKey: Any]? = nil
    ) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    weak open var delegate: (any UIPageViewControllerDelegate)?
    weak open var dataSource: (any UIPageViewControllerDataSource)?
    open var viewControllers: [UIViewController]? { fatalError() }
    open func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) { fatalError() }
}

extension UIPageViewController.OptionsKey: _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { fatalError() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Self?) { fatalError() }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout Self?) -> Bool {
        fatalError()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Self { fatalError() }
}

@MainActor @objc public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    @objc optional func pageViewController(
        _ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController])
    @objc optional func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    @objc optional func pageViewController(
        _ pageViewController: UIPageViewController, spineLocationFor orientation: UIInterfaceOrientation
    ) -> UIPageViewController.SpineLocation
    @objc optional func pageViewControllerSupportedInterfaceOrientations(
        _ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
}

@MainActor @objc public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
    @objc optional func presentationCount(for pageViewController: UIPageViewController) -> Int
    @objc optional func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

// MARK: - Scroll view

@MainActor @objc open class UIScrollView: UIView {
    open var contentOffset: CGPoint = CGPoint()
    open var contentSize: CGSize = CGSize()
    open var contentInset: UIEdgeInsets = UIEdgeInsets()
    open var isScrollEnabled: Bool = true
    open var isPagingEnabled: Bool = false
    open var refreshControl: UIRefreshControl?
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) { fatalError() }
    @_disfavoredOverload weak open var delegate: (any UIScrollViewDelegate)?
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

    @objc public enum CellStyle: Int, @unchecked Sendable {
        case `default` = 0
        case value1 = 1
        case value2 = 2
        case subtitle = 3
    }

    public init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init(frame: CGRect) { fatalError() }
    public override convenience init() { fatalError() }
    open var textLabel: UILabel? { fatalError() }
    open var detailTextLabel: UILabel? { fatalError() }
    open var reuseIdentifier: String? { fatalError() }
}

@MainActor @objc open class UITableViewFocusUpdateContext: UIFocusUpdateContext {}

@MainActor @objc open class UITableView: UIScrollView {
    @objc public enum Style: Int, @unchecked Sendable {
        case plain = 0
        case grouped = 1
        case insetGrouped = 2
    }

    @objc public enum RowAnimation: Int, @unchecked Sendable {
        case fade = 0
        case right = 1
        case left = 2
        case top = 3
        case bottom = 4
        case none = 5
        case middle = 6
        case automatic = 100
    }

    public init(frame: CGRect, style: UITableView.Style) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init(frame: CGRect) { fatalError() }
    public override convenience init() { fatalError() }
    @_nonoverride weak open var delegate: (any UITableViewDelegate)?
    weak open var dataSource: (any UITableViewDataSource)?
    weak open var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    open var indexPathForSelectedRow: IndexPath? { fatalError() }
    open func reloadData() { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        fatalError()
    }
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { fatalError() }
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) { fatalError() }
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) { fatalError() }
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
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
    @objc optional func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)
    @objc optional func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    @objc optional func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)
    @objc optional func tableView(
        _ tableView: UITableView, didUpdateFocusIn context: UITableViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
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

@MainActor @objc public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    @objc optional func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

// MARK: - Collection view

@MainActor @objc open class UICollectionReusableView: UIView {}
@MainActor @objc open class UICollectionViewCell: UICollectionReusableView {}

@MainActor @objc open class UICollectionViewFocusUpdateContext: UIFocusUpdateContext {}

@MainActor @objc open class UICollectionViewLayout: NSObject {
    public override init() { fatalError() }
    open func invalidateLayout() { fatalError() }
}

@MainActor @objc open class UICollectionViewFlowLayout: UICollectionViewLayout {
    @objc public enum ScrollDirection: Int, @unchecked Sendable {
        case vertical = 0
        case horizontal = 1
    }

    open var itemSize: CGSize = CGSize()
    open var minimumLineSpacing: CGFloat = 0
    open var minimumInteritemSpacing: CGFloat = 0
    open var sectionInset: UIEdgeInsets = UIEdgeInsets()
    open var scrollDirection: UICollectionViewFlowLayout.ScrollDirection = .vertical
}

@MainActor @objc open class UICollectionView: UIScrollView {
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    open var collectionViewLayout: UICollectionViewLayout
    @_nonoverride weak open var delegate: (any UICollectionViewDelegate)?
    weak open var dataSource: (any UICollectionViewDataSource)?
    weak open var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    open var indexPathsForSelectedItems: [IndexPath]? { fatalError() }
    open func reloadData() { fatalError() }
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) { fatalError() }
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell { fatalError() }
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { fatalError() }
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) { fatalError() }
    open func insertSections(_ sections: IndexSet) { fatalError() }
    open func deleteSections(_ sections: IndexSet) { fatalError() }
    open func insertItems(at indexPaths: [IndexPath]) { fatalError() }
    open func deleteItems(at indexPaths: [IndexPath]) { fatalError() }
    open func reloadItems(at indexPaths: [IndexPath]) { fatalError() }
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { fatalError() }
}

@MainActor @objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    @objc optional func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    @objc optional func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    @objc optional func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
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
    @objc optional func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    @objc optional func collectionView(
        _ collectionView: UICollectionView, didUpdateFocusIn context: UICollectionViewFocusUpdateContext,
        with coordinator: UIFocusAnimationCoordinator)
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

@MainActor @objc public protocol UICollectionViewDataSourcePrefetching: NSObjectProtocol {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    @objc optional func collectionView(
        _ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

@MainActor @objc public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    @objc optional func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath) -> CGSize
    @objc optional func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int) -> UIEdgeInsets
    @objc optional func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    @objc optional func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    @objc optional func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForHeaderInSection section: Int) -> CGSize
    @objc optional func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int) -> CGSize
}

// MARK: - Text field and text view

/// A range of text (here only what marked text needs: whether there is any).
@MainActor @objc open class UITextRange: NSObject {
    open var isEmpty: Bool { fatalError() }
}

@MainActor @objc open class UITextField: UIControl {
    @objc public enum DidEndEditingReason: Int, @unchecked Sendable {
        case committed = 0
    }

    open var text: String?
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var isSecureTextEntry: Bool = false
    weak open var delegate: (any UITextFieldDelegate)?
    open class var textDidChangeNotification: NSNotification.Name { fatalError() }
    /// `UITextInput`'s: the text an input method is composing, `nil` when none.
    open var markedTextRange: UITextRange? { fatalError() }
}

@MainActor @objc open class UISearchTextField: UITextField {}

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

@MainActor @objc open class UITextView: UIScrollView {
    open var text: String!
    open var attributedText: NSAttributedString!
    open var isEditable: Bool = true
    open var textStorage: NSTextStorage { fatalError() }
    @_nonoverride weak open var delegate: (any UITextViewDelegate)?
    open class var textDidChangeNotification: NSNotification.Name { fatalError() }
    /// `UITextInput`'s: the text an input method is composing, `nil` when none.
    open var markedTextRange: UITextRange? { fatalError() }
}

@objc open class NSTextStorage: NSMutableAttributedString {
    /// `NSTextStorage.EditActions`, a C option set (see UIKitCTypes.h).
    public typealias EditActions = NSTextStorageEditActions

    weak open var delegate: (any NSTextStorageDelegate)?
}

@objc public protocol NSTextStorageDelegate: NSObjectProtocol {
    @objc optional func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)
    @objc optional func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)
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
    open var isNetworkActivityIndicatorVisible: Bool = false
    open var applicationIconBadgeNumber: Int = 0
    open class var didEnterBackgroundNotification: NSNotification.Name { fatalError() }
    open class var willEnterForegroundNotification: NSNotification.Name { fatalError() }
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

@MainActor @objc open class UISearchBar: UIView, UIBarPositioning {
    open var barPosition: UIBarPosition { fatalError() }
    open var text: String?
    open var placeholder: String?
    open var showsCancelButton: Bool = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex: Int = 0
    open var searchTextField: UISearchTextField { fatalError() }
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
    open var numberOfComponents: Int { fatalError() }
    open func reloadAllComponents() { fatalError() }
    open func reloadComponent(_ component: Int) { fatalError() }
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) { fatalError() }
    open func selectedRow(inComponent component: Int) -> Int { fatalError() }
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

// MARK: - Search controller

@MainActor @objc open class UISearchController: UIViewController {
    public init(searchResultsController: UIViewController?) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    weak open var searchResultsUpdater: (any UISearchResultsUpdating)?
    open var isActive: Bool = false
    weak open var delegate: (any UISearchControllerDelegate)?
    open var searchBar: UISearchBar { fatalError() }
}

@MainActor @objc public protocol UISearchControllerDelegate: NSObjectProtocol {
    @objc optional func willPresentSearchController(_ searchController: UISearchController)
    @objc optional func didPresentSearchController(_ searchController: UISearchController)
    @objc optional func willDismissSearchController(_ searchController: UISearchController)
    @objc optional func didDismissSearchController(_ searchController: UISearchController)
    @objc optional func presentSearchController(_ searchController: UISearchController)
}

@MainActor @objc public protocol UISearchResultsUpdating: NSObjectProtocol {
    func updateSearchResults(for searchController: UISearchController)
}
