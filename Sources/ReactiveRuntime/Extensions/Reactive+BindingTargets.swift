// Reactive+BindingTargets: any settable property of an object as a binding target, by key path.

#if canImport(ObjectiveC)
    import ObjectiveC
#endif

extension Reactive where Base: AnyObject {
    /// A binding target that writes each value to `base[keyPath: keyPath]`, on the thread the
    /// value arrives on, holding `base` weakly (ReactiveCocoa's `reactive[\.keyPath]`). The target
    /// lasts as long as `base`: its ``LifetimeProviding/lifetime`` if it has one; where the
    /// Objective-C runtime exists and `base` is an `NSObject`, `Lifetime.of(base)`; otherwise the
    /// binding ends at the first value after `base` is gone. For UIKit objects, ProxyGenCocoa's
    /// overloads write on the main thread instead.
    ///
    /// ```swift
    /// model.reactive[\.isSaved] <~ save.completed.map { true }
    /// ```
    public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
        if let provider = base as? any LifetimeProviding {
            return BindingTarget(on: base, keyPath: keyPath, lifetime: provider.lifetime)
        }
        #if canImport(ObjectiveC)
            if let object = base as? NSObject {
                return BindingTarget(on: base, keyPath: keyPath, lifetime: Lifetime.of(object))
            }
        #endif
        return BindingTarget(base, keyPath)
    }

    /// `base.reactive.property` is `reactive[keyPath]` on `\.property`: a binding target of any
    /// settable property, found by completion, with no list of properties written by hand.
    ///
    /// ```swift
    /// downloader.reactive.isPaused <~ networkIsExpensive
    /// ```
    public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
        self[keyPath]
    }
}
