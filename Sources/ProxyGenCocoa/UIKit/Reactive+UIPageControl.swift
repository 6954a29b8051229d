// Reactive+UIPageControl: a page control's current page as a control property.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIPageControl {
        /// The current page: each run sends the current page, then the page after each change the
        /// user makes (`.valueChanged`), on the main thread; as a target, sets it.
        ///
        /// ```swift
        /// pager.page <~> pageControl.reactive.currentPage
        /// ```
        public var currentPage: ControlProperty<Int> {
            controlProperty(editingEvents: .valueChanged, get: { $0.currentPage }) { control, page in
                control.currentPage = page
            }
        }
    }
#endif
