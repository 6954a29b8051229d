// Reactive+UIBarButtonItem: a bar button item's taps and the action it runs.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIBarButtonItem {
        /// A value each time the item is tapped, on the main thread; completes when the item goes
        /// away. The item has one target–action slot: the first use of `tap` takes it (setting
        /// `target` and `action`) and every later use shares it.
        ///
        /// ```swift
        /// doneItem.reactive.tap.observeValues { dismiss() }
        /// ```
        public var tap: Signal<Void, Never> {
            base.taps
        }

        /// The action a tap runs: setting it makes each tap apply the action and keeps the item's
        /// `isEnabled` equal to the action's; `nil` unbinds it.
        ///
        /// ```swift
        /// refreshItem.reactive.pressed = CocoaAction(viewModel.refresh)
        /// ```
        public var pressed: CocoaAction<Base>? {
            get { PressedBinding.action(of: base) }
            nonmutating set {
                PressedBinding.bind(newValue, to: base, taps: tap) { item, isEnabled in
                    item.isEnabled = isEnabled
                }
            }
        }
    }
#endif
