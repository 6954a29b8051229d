// SlotObservation: the threads writing delegate slots for the registry, and the key-value
// observation that reports a delegate set by hand on an Objective-C host.

/// The threads writing a delegate slot on the registry's behalf: a change they make is the
/// registry's own, not a reassignment to adopt.
let slotWrites = ThreadMarks()

#if canImport(ObjectiveC)
    import Foundation

    /// Observes one Objective-C host's delegate slot by key-value observing and calls `changed`
    /// after each write to it. Made only for an `NSObject` host whose key path names a property
    /// Objective-C sees (`delegate`); removed when released while the host lives (a host that goes
    /// away first takes its observations with it).
    final class SlotObservation: NSObject {
        private weak var host: NSObject?
        private let key: String
        private let changed: () -> Void

        init?(host: AnyObject, keyPath: AnyKeyPath, changed: @escaping () -> Void) {
            guard let host = host as? NSObject, let key = keyPath._kvcKeyPathString else { return nil }
            self.host = host
            self.key = key
            self.changed = changed
            super.init()
            host.addObserver(self, forKeyPath: key, options: [], context: nil)
        }

        deinit {
            host?.removeObserver(self, forKeyPath: key)
        }

        override func observeValue(
            forKeyPath keyPath: String?,
            of object: Any?,
            change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            changed()
        }
    }
#endif
