// Reactive+UISegmentedControl: a segmented control's selection as a control property, and per-segment targets.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UISegmentedControl {
        /// The selected segment index: each run sends the current index, then the index after each
        /// change the user makes (`.valueChanged`), on the main thread; as a target, sets it.
        ///
        /// ```swift
        /// filter.scope <~> scopeControl.reactive.selectedSegmentIndex
        /// ```
        public var selectedSegmentIndex: ControlProperty<Int> {
            controlProperty(editingEvents: .valueChanged, get: { $0.selectedSegmentIndex }) { control, index in
                control.selectedSegmentIndex = index
            }
        }

        /// A binding target of whether the segment at `index` is enabled.
        ///
        /// ```swift
        /// scopeControl.reactive.enabledForSegment(at: 2) <~ hasArchive
        /// ```
        public func enabledForSegment(at index: Int) -> BindingTarget<Bool> {
            mainThreadTarget(base) { control, isEnabled in control.setEnabled(isEnabled, forSegmentAt: index) }
        }

        /// A binding target of the title of the segment at `index`.
        ///
        /// ```swift
        /// scopeControl.reactive.titleForSegment(at: 0) <~ inboxTitle
        /// ```
        public func titleForSegment(at index: Int) -> BindingTarget<String?> {
            mainThreadTarget(base) { control, title in control.setTitle(title, forSegmentAt: index) }
        }

        /// A binding target of the image of the segment at `index`.
        ///
        /// ```swift
        /// scopeControl.reactive.imageForSegment(at: 1) <~ starredIcon
        /// ```
        public func imageForSegment(at index: Int) -> BindingTarget<UIImage?> {
            mainThreadTarget(base) { control, image in control.setImage(image, forSegmentAt: index) }
        }
    }
#endif
