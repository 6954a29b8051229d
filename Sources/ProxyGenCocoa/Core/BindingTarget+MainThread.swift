// BindingTarget+MainThread: the public main-thread binding target of any object, for the targets an
// app writes for its own views (RxCocoa's `Binder`).

import ReactiveRuntime

extension BindingTarget {
    /// A target that calls `action` on the main thread with `object` and each value: RxCocoa's
    /// `Binder`, ReactiveCocoa's `BindingTarget(on: UIScheduler(), lifetime:action:)`. Values may
    /// come from any thread; one sent on the main thread, with nothing of this module's queued
    /// there, is written at once, others in order on the main queue.
    ///
    /// The object is held weakly. A binding to the target ends with its source, or when the object
    /// goes away: at once for a UIKit object (an `NSObject`, whose end is observed), otherwise at the
    /// first value that finds it gone.
    ///
    /// ```swift
    /// extension Reactive where Base: UILabel {
    ///     var isHighlighted: BindingTarget<Bool> {
    ///         BindingTarget(onMainThreadOf: base) { label, highlighted in label.isHighlighted = highlighted }
    ///     }
    /// }
    /// titleLabel.reactive.isHighlighted <~ viewModel.isSelected
    /// ```
    @MainActor
    public init<Object: AnyObject>(
        onMainThreadOf object: Object, action: @escaping @MainActor (Object, Value) -> Void
    ) {
        if let owner = object as? any AttachmentOwner {
            self.init(lifetime: owner.attachments.lifetime, action: mainThreadSetter(object, action))
            return
        }
        let (lifetime, token) = Lifetime.make()
        let captured = MainThreadTransfer(wrapped: (WeakReference(object), action, token))
        self.init(lifetime: lifetime) { @Sendable value in
            onMainThread((captured, value)) { arguments in
                let (reference, action, token) = arguments.0.wrapped
                guard let object = reference.object else { return token.end() }
                action(object, arguments.1)
            }
        }
    }
}
