// Reactive+MainThreadBindingTargets: key-path binding targets of UIKit objects, written on the
// main thread.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    /// The UIKit objects whose properties are written on the main thread: views and view
    /// controllers (`UIResponder`), bar items and gesture recognizers. Their key-path binding
    /// targets are this module's, not ReactiveRuntime's (which write on the calling thread).
    public protocol MainThreadObject: NSObject {}

    extension UIResponder: MainThreadObject {}
    extension UIBarItem: MainThreadObject {}
    extension UIGestureRecognizer: MainThreadObject {}

    extension Reactive where Base: MainThreadObject {
        /// A binding target of any settable property of a view, view controller, bar item or
        /// gesture recognizer: `label.reactive.text <~ title`, `item.reactive.isEnabled`. Values
        /// sent from any thread are written on the main thread; the target lasts as long as the
        /// object.
        ///
        /// ```swift
        /// spinner.reactive.isHidden <~ search.isExecuting.map { !$0 }
        /// ```
        @MainActor
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }

        /// A binding target of the settable property at `keyPath`, written on the main thread.
        ///
        /// ```swift
        /// tabItem.reactive[\.badgeValue] <~ unread.map { $0 > 0 ? "\($0)" : nil }
        /// ```
        @MainActor
        public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }
    }
#endif
