// Reactive+ViewLifecycle: a view controller's lifecycle as a state (`reactive.lifecycle`,
// `reactive.isVisible`), for the view controllers whose lifecycle calls are observed.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    /// A view controller whose lifecycle calls are published: the observing subclasses
    /// ProxyGenAppleViewControllers generates (`ObservableUIViewController`,
    /// `ObservableUITableViewController` …) conform, and so does every class of an app that
    /// inherits from one. An observing subclass of an app's own conforms with
    /// `var lifecycleCallEvents: Calls { reactive.calls.after }` and
    /// `extension ObservableMyViewController.Calls: ViewLifecycleCalls {}`.
    @MainActor
    public protocol ViewLifecycleObserving: UIViewController {
        /// The type of its calls: its observing subclass's `Calls`.
        associatedtype LifecycleCalls: ViewLifecycleCalls
        /// Its calls, sent after each returns (`reactive.calls.after`).
        var lifecycleCallEvents: LifecycleCalls { get }
    }

    @MainActor
    extension Reactive where Base: ViewLifecycleObserving {
        /// Where the view is in its life: read at once, its current state (worked out from the
        /// controller the first time, so an observer that comes after `viewDidAppear` reads
        /// ``ViewLifecycle/visible``), then the state after each lifecycle call. Completes when
        /// the controller goes away.
        ///
        /// ```swift
        /// profile.reactive.lifecycle.producer.startWithValues { print($0) }   // .visible, …
        /// ```
        public var lifecycle: Property<ViewLifecycle> {
            base.lifecycleProperty(
                current: ViewLifecycle(of: base), calls: base.lifecycleCallEvents.lifecycleCalls)
        }

        /// Whether the view is on screen (``ViewLifecycle/visible``), at once and on each change
        /// (RxAppState's `isVisible`).
        public var isVisible: Property<Bool> { lifecycle.map(\.isVisible) }
    }

    extension ViewLifecycle {
        /// The state `controller` shows by itself (see ``init(isViewLoaded:isInWindow:)``).
        @MainActor
        init(of controller: UIViewController) {
            self.init(isViewLoaded: controller.isViewLoaded, isInWindow: controller.viewIfLoaded?.window != nil)
        }
    }
#endif
