// Settable properties of implicitly unwrapped optional types, as Objective-C SDKs declare them
// (Accessibility's `accessibilityCustomContent: [AXCustomContent]!`): each set is sent as the
// optional it is (`!` cannot be written in a generic argument).

/// @proxyable
public protocol CustomContentProvider: AnyObject {
    var customContent: [String]! { get set }
    var label: String! { get set }
    func reload(_ items: [String]!)
}
