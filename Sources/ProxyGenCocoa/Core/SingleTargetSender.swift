// SingleTargetSender: an object with a single target–action slot (a bar button item), and its
// taps.

import ReactiveRuntime

/// An object with one target–action slot, which it sends to when pressed: `UIBarButtonItem`
/// (`target` and `action`), and the tests' UIKit double.
///
/// Isolated member by member, not as a protocol, as ``AttachmentOwner`` says why.
protocol SingleTargetSender: AttachmentOwner {
    /// Puts `target` in the slot, in place of whatever was there.
    @MainActor func occupySlot(with target: CocoaTarget)
}

@MainActor
extension SingleTargetSender {
    /// A value each time the object is pressed: its slot's target, made on first use and kept in
    /// its ``Attachments``. Completes when the object goes away.
    var taps: Signal<Void, Never> {
        if let existing = attachments.singleTargetTaps {
            return existing.signal
        }
        let made = SingleTargetTaps()
        occupySlot(with: made.target)
        attachments.singleTargetTaps = made
        return made.signal
    }
}

/// The taps of one object with a single slot: the target in its slot and the signal it sends
/// on, which completes when this is released with the object.
@MainActor
final class SingleTargetTaps {
    let signal: Signal<Void, Never>
    let target: CocoaTarget
    private let input: Signal<Void, Never>.Input

    init() {
        let (signal, input) = Signal<Void, Never>.pipe()
        self.signal = signal
        self.input = input
        target = CocoaTarget { _ in input.send(()) }
    }

    deinit {
        input.sendCompleted()
    }
}
