// Reactive+UIActivityIndicatorView: an activity indicator's animation as a binding target.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIActivityIndicatorView {
        /// A binding target that starts (`true`) or stops (`false`) the animation.
        ///
        /// ```swift
        /// spinner.reactive.isAnimating <~ search.isExecuting
        /// ```
        public var isAnimating: BindingTarget<Bool> {
            mainThreadTarget(base) { view, isAnimating in
                if isAnimating { view.startAnimating() } else { view.stopAnimating() }
            }
        }
    }
#endif
