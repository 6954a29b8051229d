// Reactive+UIButton: a button's taps, the action it runs, and its per-state titles.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIButton {
        /// A value each time the button is tapped (`.touchUpInside`; `.primaryActionTriggered`
        /// on tvOS), on the main thread; completes when the button goes away.
        ///
        /// ```swift
        /// button.reactive.tap.observeValues { print("tapped") }
        /// ```
        public var tap: Signal<Void, Never> {
            #if os(tvOS)
                controlEvents(.primaryActionTriggered).map { _ in () }
            #else
                controlEvents(.touchUpInside).map { _ in () }
            #endif
        }

        /// The action a tap runs (ReactiveCocoa's `pressed`): setting it makes each tap apply the
        /// action and keeps the button's `isEnabled` equal to the action's; `nil` unbinds it.
        ///
        /// ```swift
        /// saveButton.reactive.pressed = CocoaAction(viewModel.save)
        /// ```
        public var pressed: CocoaAction<Base>? {
            get { PressedBinding.action(of: base) }
            nonmutating set {
                let button = base
                PressedBinding.bind(newValue, to: button, taps: tap) { button, isEnabled in
                    button.isEnabled = isEnabled
                }
            }
        }

        /// A binding target of the button's title for `state`.
        ///
        /// ```swift
        /// button.reactive.title(for: .normal) <~ viewModel.buttonTitle
        /// ```
        public func title(for state: UIControl.State = .normal) -> BindingTarget<String?> {
            mainThreadTarget(base) { button, title in button.setTitle(title, for: state) }
        }

        /// A binding target of the button's image for `state`.
        ///
        /// ```swift
        /// button.reactive.image(for: .normal) <~ isPlaying.map { UIImage(systemName: $0 ? "pause" : "play") }
        /// ```
        public func image(for state: UIControl.State = .normal) -> BindingTarget<UIImage?> {
            mainThreadTarget(base) { button, image in button.setImage(image, for: state) }
        }

        /// A binding target of the button's background image for `state`.
        ///
        /// ```swift
        /// button.reactive.backgroundImage(for: .highlighted) <~ theme.pressedBackground
        /// ```
        public func backgroundImage(for state: UIControl.State = .normal) -> BindingTarget<UIImage?> {
            mainThreadTarget(base) { button, image in button.setBackgroundImage(image, for: state) }
        }

        /// A binding target of the button's attributed title for `state`.
        ///
        /// ```swift
        /// button.reactive.attributedTitle(for: .normal) <~ styledTitle
        /// ```
        public func attributedTitle(for state: UIControl.State = .normal) -> BindingTarget<NSAttributedString?> {
            mainThreadTarget(base) { button, title in button.setAttributedTitle(title, for: state) }
        }
    }
#endif
