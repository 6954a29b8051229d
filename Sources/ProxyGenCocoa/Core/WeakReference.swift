// WeakReference: an object captured without keeping it alive.

/// A weak reference, to capture an object without keeping it alive.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?

    init(_ object: Object) {
        self.object = object
    }
}

extension WeakReference: Sendable where Object: Sendable {}
