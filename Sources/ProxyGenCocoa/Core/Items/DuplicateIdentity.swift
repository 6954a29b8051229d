// DuplicateIdentity: why a value could not be animated (two sections or rows share an identity).

/// Two sections, or two rows, of one value share an identity, so no batch update can describe
/// the change: the binding reports it and reloads the view instead.
public struct DuplicateIdentity: Error, Equatable, Sendable, CustomStringConvertible {
    /// Whether the duplicate is a section's identity (otherwise a row's).
    public var isSection: Bool
    /// The identity, as it prints.
    public var identity: String
    /// Whether the duplicate is in the new value (otherwise in the value shown before).
    public var inNewValue: Bool

    /// A duplicate `identity` of a section or a row, in the new value or the old.
    public init(isSection: Bool, identity: String, inNewValue: Bool) {
        self.isSection = isSection
        self.identity = identity
        self.inNewValue = inNewValue
    }

    /// The message a binding reports before it falls back to `reloadData()`.
    public var description: String {
        let kind = isSection ? "sections" : "rows"
        let value = inNewValue ? "the new value" : "the value shown"
        return "ProxyGenCocoa items binding: two \(kind) of \(value) have the identity \(identity); "
            + "identities must be unique, so the view is reloaded without animation"
    }
}
