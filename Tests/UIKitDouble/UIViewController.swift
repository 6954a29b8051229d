// UIViewController: the double's view controller, whose view is loaded once and which UIKit shows
// and hides with its appearance calls, in UIKit's order.

/// A view controller: its lifecycle methods are open, for an observing subclass to override, and
/// `show`/`hide` call them as UIKit does when it presents and dismisses the controller.
@MainActor
open class UIViewController: DoubleObject {
    /// Whether the view was loaded (`viewDidLoad` was called).
    public private(set) var isViewLoaded = false
    /// Whether the view is in a window (UIKit's `viewIfLoaded?.window != nil`).
    public private(set) var isInWindow = false

    public override init() {}

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// Loads the view on first use, as reading UIKit's `view` does.
    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// What UIKit does to show the controller: loads its view, then the calls around its
    /// appearance, the view in a window between them.
    public func show(animated: Bool = true) {
        loadViewIfNeeded()
        viewWillAppear(animated)
        isInWindow = true
        viewDidAppear(animated)
    }

    /// What UIKit does to hide the controller: the calls around its disappearance.
    public func hide(animated: Bool = true) {
        viewWillDisappear(animated)
        isInWindow = false
        viewDidDisappear(animated)
    }
}
