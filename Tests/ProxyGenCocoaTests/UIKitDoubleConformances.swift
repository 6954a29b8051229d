// UIKitDoubleConformances: the double's objects as the senders and owners ProxyGenCocoa's logic is
// written for, exactly as Sources/ProxyGenCocoa/UIKit/UIKit+Senders.swift makes UIKit's.

@testable import ProxyGenCocoa
import UIKitDouble

/// The key of the associated ``Attachments`` (the address of an object made once, as UIKit's
/// key is the address of a byte allocated once).
@MainActor private let attachmentsKey = AttachmentsKey()
private final class AttachmentsKey: Sendable {}

extension DoubleObject: AttachmentOwner {
    public var attachments: Attachments {
        if let existing = associatedObject(for: attachmentsKey) as? Attachments {
            return existing
        }
        let made = Attachments()
        setAssociatedObject(made, for: attachmentsKey)
        return made
    }
}

extension Selector {
    /// `#selector(CocoaTarget.invoke(_:))`.
    static let invoke = Selector("invoke:")
}

extension CocoaTarget: MessageReceiver {
    public func receive(_ message: Selector, from sender: Any?) {
        if message == .invoke { invoke(sender) }
    }
}

extension UIControl: TargetActionSender {
    public func attach(_ target: CocoaTarget, for events: UIControl.Event) {
        addTarget(target, action: .invoke, for: events)
    }

    public func detach(_ target: CocoaTarget, for events: UIControl.Event) {
        removeTarget(target, action: .invoke, for: events)
    }
}

extension UIGestureRecognizer: TargetActionSender {
    public func attach(_ target: CocoaTarget, for events: Void) {
        addTarget(target, action: .invoke)
    }

    public func detach(_ target: CocoaTarget, for events: Void) {
        removeTarget(target, action: .invoke)
    }
}

extension UIBarButtonItem: SingleTargetSender {
    public func occupySlot(with target: CocoaTarget) {
        self.target = target
        action = .invoke
    }
}

extension UITextField: TextEditingControl {
    public var isComposingText: Bool { markedTextRange != nil }

    public static var textEditingEvents: UIControl.Event { [.allEditingEvents, .valueChanged] }
}
