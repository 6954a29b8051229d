// UITextField: text edited by the user, with an input method's marked text, as UIKit's: a user
// edit sends `.editingChanged`; setting `text` sends nothing and cancels a composition.

import Foundation

/// A range of marked text (UIKit's `UITextRange`, reduced to what the double needs).
public final class UITextRange: Sendable {
    public let count: Int

    init(count: Int) {
        self.count = count
    }
}

/// A text field. The user's edits go through ``insertText(_:)``, ``setMarkedText(_:)`` and
/// ``unmarkText()`` (the `UITextInput` calls a keyboard makes), each followed by `.editingChanged`.
@MainActor
open class UITextField: UIControl {
    private var committed = ""
    private var marked: String?

    /// The text shown: the committed text followed by the marked text, if any.
    open var text: String? {
        get { committed + (marked ?? "") }
        set {
            // As UIKit: a programmatic change ends any composition and sends no event.
            if marked != nil { cancelledCompositions += 1 }
            marked = nil
            committed = newValue ?? ""
            textWrites += 1
        }
    }

    /// The text with attributes (plain here).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }

    /// The marked text of a composition under way, `nil` when none.
    public var markedTextRange: UITextRange? {
        marked.map { UITextRange(count: $0.count) }
    }

    /// How many times `text` (or `attributedText`) was set by the program.
    public private(set) var textWrites = 0

    /// How many compositions a programmatic write cancelled.
    public private(set) var cancelledCompositions = 0

    /// The user types `string`: it replaces the marked text, if any, and is committed.
    public func insertText(_ string: String) {
        marked = nil
        committed += string
        sendActions(for: .editingChanged)
    }

    /// The input method shows `string` as marked text (a composition under way).
    public func setMarkedText(_ string: String) {
        marked = string
        sendActions(for: .editingChanged)
    }

    /// The user commits the marked text.
    public func unmarkText() {
        guard let marked else { return }
        committed += marked
        self.marked = nil
        sendActions(for: .editingChanged)
    }
}

/// The text field of a search bar.
@MainActor
open class UISearchTextField: UITextField {}

/// A search bar: its text is its search text field's.
@MainActor
open class UISearchBar: UIView {
    public let searchTextField = UISearchTextField()

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
}
