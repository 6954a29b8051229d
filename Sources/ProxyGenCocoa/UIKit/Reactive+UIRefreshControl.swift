// Reactive+UIRefreshControl: a refresh control's pulls and its refreshing state.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIRefreshControl {
        /// Whether the control shows that it is refreshing: each run sends the current state, then
        /// `true` each time the user pulls to refresh, on the main thread; as a target, calls
        /// `beginRefreshing()` or `endRefreshing()`.
        ///
        /// ```swift
        /// refreshControl.reactive.isRefreshing <~ feed.reload.isExecuting
        /// ```
        public var isRefreshing: ControlProperty<Bool> {
            controlProperty(editingEvents: .valueChanged, get: { $0.isRefreshing }) { control, isRefreshing in
                if isRefreshing { control.beginRefreshing() } else { control.endRefreshing() }
            }
        }
    }
#endif
