// Reactive+MainThreadBindingTargets: key-path binding targets of UIKit objects, written on the
// main thread.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    extension Reactive where Base: UIResponder {
        /// A binding target of any settable property of a view or view controller:
        /// `label.reactive.text <~ title`. Values sent from any thread are written on the main
        /// thread; the target lasts as long as the object.
        ///
        /// ```swift
        /// spinner.reactive.isHidden <~ search.isExecuting.map { !$0 }
        /// ```
        @MainActor
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }

        /// A binding target of the settable property at `keyPath`, written on the main thread.
        ///
        /// ```swift
        /// view.reactive[\.alpha] <~ fade.producer
        /// ```
        @MainActor
        public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }
    }

    extension Reactive where Base: UIBarItem {
        /// A binding target of any settable property of a bar item (`item.reactive.isEnabled`),
        /// written on the main thread.
        ///
        /// ```swift
        /// saveItem.reactive.isEnabled <~ form.isValid
        /// ```
        @MainActor
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }

        /// A binding target of the settable property at `keyPath`, written on the main thread.
        ///
        /// ```swift
        /// tabItem.reactive[\.badgeValue] <~ unread.map { $0 > 0 ? "\($0)" : nil }
        /// ```
        @MainActor
        public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }
    }

    extension Reactive where Base: UIGestureRecognizer {
        /// A binding target of any settable property of a gesture recognizer
        /// (`pan.reactive.isEnabled`), written on the main thread.
        ///
        /// ```swift
        /// swipe.reactive.isEnabled <~ isEditing.map { !$0 }
        /// ```
        @MainActor
        public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }

        /// A binding target of the settable property at `keyPath`, written on the main thread.
        ///
        /// ```swift
        /// tap.reactive[\.isEnabled] <~ isIdle
        /// ```
        @MainActor
        public subscript<Value>(keyPath: ReferenceWritableKeyPath<Base, Value>) -> BindingTarget<Value> {
            mainThreadTarget(base, keyPath)
        }
    }

    /// A target that writes `object[keyPath: keyPath]` on the main thread for the object's lifetime.
    @MainActor
    func mainThreadTarget<Object: NSObject, Value>(
        _ object: Object,
        _ keyPath: ReferenceWritableKeyPath<Object, Value>
    ) -> BindingTarget<Value> {
        mainThreadTarget(object) { object, value in object[keyPath: keyPath] = value }
    }

    /// A target that calls `write` on the main thread with the object and each value, for the
    /// object's lifetime; holds the object weakly. Values may come from any thread.
    @MainActor
    func mainThreadTarget<Object: NSObject, Value>(
        _ object: Object,
        _ write: @escaping @MainActor (Object, Value) -> Void
    ) -> BindingTarget<Value> {
        BindingTarget(lifetime: Lifetime.of(object), action: mainThreadSetter(object, write))
    }
#endif
