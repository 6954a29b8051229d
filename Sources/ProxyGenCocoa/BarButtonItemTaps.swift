// BarButtonItemTaps: the taps of one bar button item, which has a single target–action slot.

#if canImport(UIKit)
    import ObjectiveC
    import ReactiveRuntime
    import UIKit

    /// The taps of one bar button item: the target in its slot and the signal it sends on. An
    /// associated object of the item; the signal completes when the item (and so this) goes away.
    @MainActor
    final class BarButtonItemTaps {
        let signal: Signal<Void, Never>
        private let input: Signal<Void, Never>.Input
        private let target: CocoaTarget

        private init(item: UIBarButtonItem) {
            let (signal, input) = Signal<Void, Never>.pipe()
            self.signal = signal
            self.input = input
            target = CocoaTarget { _ in input.send(()) }
            item.target = target
            item.action = CocoaTarget.action
        }

        deinit {
            input.sendCompleted()
        }

        /// The taps of `item`, made (and the item's slot taken) on first use.
        static func of(_ item: UIBarButtonItem) -> BarButtonItemTaps {
            if let existing = objc_getAssociatedObject(item, barButtonItemTapsKey) as? BarButtonItemTaps {
                return existing
            }
            let made = BarButtonItemTaps(item: item)
            objc_setAssociatedObject(item, barButtonItemTapsKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return made
        }
    }

    /// The key of the associated ``BarButtonItemTaps``.
    nonisolated(unsafe) private let barButtonItemTapsKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
#endif
