// KeyValueObserving: a key path of an NSObject as a stream, where the Objective-C runtime exists.

#if canImport(ObjectiveC)
    import Foundation
    import ObjectiveC

    extension SignalProducer where Failure == Never {
        /// A producer whose runs send `object[keyPath: keyPath]` at once, then after each change
        /// reported by key-value observing, on the thread that made it; they complete when `object`
        /// deallocates (ReactiveCocoa's `RACObserve`). The property must be key-value observable
        /// (`@objc dynamic`, or a Cocoa property documented as such). The object is held weakly.
        ///
        /// ```swift
        /// SignalProducer.observing(player, keyPath: \.rate).startWithValues { print($0) }
        /// ```
        public static func observing<Object: NSObject>(
            _ object: Object,
            keyPath: KeyPath<Object, Value>
        ) -> SignalProducer<Value, Never> {
            let keyPath = UncheckedSendable(keyPath)
            return SignalProducer { [weak object] input in
                guard let object else {
                    input.sendCompleted()
                    return nil
                }
                let ended = Lifetime.of(object).observeEnded { input.sendCompleted() }
                let observation = UncheckedSendable(
                    object.observe(keyPath.wrapped, options: [.initial]) { object, _ in
                        input.send(object[keyPath: keyPath.wrapped])
                    })
                return CompositeDisposable([ended, ActionDisposable { observation.wrapped.invalidate() }])
            }
        }
    }

    extension Lifetime {
        /// The lifetime of `object`: it ends when the object deallocates (ReactiveCocoa's
        /// `rac_willDeallocSignal`). Kept as an associated object of `object`, made on first use.
        ///
        /// ```swift
        /// Lifetime.of(view).observeEnded { print("view gone") }
        /// ```
        public static func of(_ object: NSObject) -> Lifetime {
            lifetimeAssociation.withLock { _ in
                if let box = objc_getAssociatedObject(object, lifetimeAssociationKey) as? LifetimeBox {
                    return box.lifetime
                }
                let box = LifetimeBox()
                objc_setAssociatedObject(object, lifetimeAssociationKey, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                return box.lifetime
            }
        }
    }

    /// Serializes the look-up and creation of associated lifetimes. The state is unused; it is not
    /// `()` because ThreadSanitizer reports accesses to a zero-sized locked state as races.
    private let lifetimeAssociation = LockedState(0)

    /// The key of the associated ``LifetimeBox``: the address of a byte allocated once.
    nonisolated(unsafe) private let lifetimeAssociationKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// Holds a lifetime and its token; released with the object it is associated with, which ends
    /// the lifetime.
    private final class LifetimeBox {
        let lifetime: Lifetime
        let token: Lifetime.Token

        init() {
            (lifetime, token) = Lifetime.make()
        }
    }
#endif
