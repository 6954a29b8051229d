// UIKit+Senders: UIKit's objects as the senders and owners ProxyGenCocoa's logic is written for.

#if canImport(UIKit)
    import ObjectiveC
    import UIKit

    extension NSObject: AttachmentOwner {
        /// This object's attachments, as one associated object of it.
        @MainActor var attachments: Attachments {
            if let existing = objc_getAssociatedObject(self, attachmentsKey) as? Attachments {
                return existing
            }
            let made = Attachments()
            objc_setAssociatedObject(self, attachmentsKey, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return made
        }
    }

    /// The key of the associated ``Attachments``: the address of a byte allocated once.
    nonisolated(unsafe) private let attachmentsKey = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    extension UIControl: TargetActionSender {
        func attach(_ target: CocoaTarget, for events: UIControl.Event) {
            addTarget(target, action: CocoaTarget.action, for: events)
        }

        func detach(_ target: CocoaTarget, for events: UIControl.Event) {
            removeTarget(target, action: CocoaTarget.action, for: events)
        }
    }

    extension UIGestureRecognizer: TargetActionSender {
        /// A recognizer sends its action at each state change.
        func attach(_ target: CocoaTarget, for events: Void) {
            addTarget(target, action: CocoaTarget.action)
        }

        func detach(_ target: CocoaTarget, for events: Void) {
            removeTarget(target, action: CocoaTarget.action)
        }
    }

    extension UIBarButtonItem: SingleTargetSender {
        func occupySlot(with target: CocoaTarget) {
            self.target = target
            action = CocoaTarget.action
        }
    }

    extension UITextField: TextEditingControl {
        var isComposingText: Bool { markedTextRange != nil }

        static var textEditingEvents: UIControl.Event { [.allEditingEvents, .valueChanged] }
    }
#endif
