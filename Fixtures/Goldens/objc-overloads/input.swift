#if canImport(ObjectiveC)
import Foundation

/// Objective-C methods that share one Swift name and differ in their types, as
/// `WKNavigationDelegate`'s `webView(_:decidePolicyFor:decisionHandler:)` for an action and for a
/// response do; each keeps its own selector.
@MainActor
@objc public protocol NavigatorDelegate: NSObjectProtocol {
    @objc(navigator:decidePolicyForAction:decisionHandler:)
    optional func navigator(
        _ navigator: AnyObject, decidePolicyFor action: Int,
        decisionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    @objc(navigator:decidePolicyForResponse:decisionHandler:)
    optional func navigator(
        _ navigator: AnyObject, decidePolicyFor response: String,
        decisionHandler: @escaping @MainActor @Sendable (Int) -> Void)
    @objc(navigator:heightForAction:)
    optional func navigator(_ navigator: AnyObject, heightFor action: Int) -> Double
    @objc(navigator:heightForResponse:)
    optional func navigator(_ navigator: AnyObject, heightFor response: String) -> Double
    func navigatorDidFinish(_ navigator: AnyObject)
}
#endif
