// TextEditingControl: a control whose text the user edits, and its text as control properties.

import Foundation
import ReactiveRuntime

/// A control whose text the user edits and an input method may compose: `UITextField` (and so
/// the search text field of a search bar), and the tests' UIKit double.
///
/// Isolated member by member, not as a protocol, as ``AttachmentOwner`` says why.
protocol TextEditingControl: TargetActionSender {
    @MainActor var text: String? { get set }
    @MainActor var attributedText: NSAttributedString? { get set }

    /// Whether the user is composing text with an input method: marked text is showing.
    @MainActor var isComposingText: Bool { get }

    /// The events sent after an edit by the user.
    @MainActor static var textEditingEvents: Events { get }
}

@MainActor
extension TextEditingControl {
    /// The text: each run sends the current text, then the text after each edit by the user.
    var textProperty: ControlProperty<String?> {
        property(
            changedBy: Self.textEditingEvents, get: { $0.text }, set: { $0.text = $1 },
            isComposing: { $0.isComposingText })
    }

    /// The attributed text, as ``textProperty``.
    var attributedTextProperty: ControlProperty<NSAttributedString?> {
        property(
            changedBy: Self.textEditingEvents, get: { $0.attributedText }, set: { $0.attributedText = $1 },
            isComposing: { $0.isComposingText })
    }
}
