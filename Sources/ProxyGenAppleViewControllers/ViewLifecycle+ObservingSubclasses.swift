// ViewLifecycle+ObservingSubclasses: the observing subclasses of the view controllers this
// product's proxygen.json names publish their lifecycle calls, so `reactive.lifecycle` and
// `reactive.isVisible` read their state (ProxyGenCocoa's ViewLifecycle).

#if canImport(UIKit)
    import ProxyGenCocoa
    import ReactiveRuntime
    import UIKit

    extension ObservableUIViewController: ViewLifecycleObserving {
        public var lifecycleCallEvents: Calls { reactive.calls.after }
    }
    extension ObservableUIViewController.Calls: ViewLifecycleCalls {}

    extension ObservableUITableViewController: ViewLifecycleObserving {
        public var lifecycleCallEvents: Calls { reactive.calls.after }
    }
    extension ObservableUITableViewController.Calls: ViewLifecycleCalls {}

    extension ObservableUICollectionViewController: ViewLifecycleObserving {
        public var lifecycleCallEvents: Calls { reactive.calls.after }
    }
    extension ObservableUICollectionViewController.Calls: ViewLifecycleCalls {}

    extension ObservableUINavigationController: ViewLifecycleObserving {
        public var lifecycleCallEvents: Calls { reactive.calls.after }
    }
    extension ObservableUINavigationController.Calls: ViewLifecycleCalls {}

    extension ObservableUITabBarController: ViewLifecycleObserving {
        public var lifecycleCallEvents: Calls { reactive.calls.after }
    }
    extension ObservableUITabBarController.Calls: ViewLifecycleCalls {}

    extension ObservableUIPageViewController: ViewLifecycleObserving {
        public var lifecycleCallEvents: Calls { reactive.calls.after }
    }
    extension ObservableUIPageViewController.Calls: ViewLifecycleCalls {}
#endif
