// WebKit: `WKNavigationDelegate` for typechecking generated proxies on Linux, copied signature for
// signature from the iOS SDK's printed Swift interface, with the `@MainActor` isolation current
// SDKs declare. Bodies are never compiled. Where Swift would derive the same Objective-C selector
// for two requirements, the SDK's own selectors are spelled out, as its headers give them: the two
// `webView(_:decidePolicyFor:decisionHandler:)` share one Swift name and differ in their types.

@_exported import Foundation

@MainActor @objc open class WKWebView: NSObject {
    weak open var navigationDelegate: (any WKNavigationDelegate)?
}

@MainActor @objc open class WKNavigation: NSObject {}
@MainActor @objc open class WKNavigationAction: NSObject {}
@MainActor @objc open class WKNavigationResponse: NSObject {}
@MainActor @objc open class WKWebpagePreferences: NSObject {}

@objc public enum WKNavigationActionPolicy: Int, @unchecked Sendable {
    case cancel = 0
    case allow = 1
}

@objc public enum WKNavigationResponsePolicy: Int, @unchecked Sendable {
    case cancel = 0
    case allow = 1
}

@MainActor @objc public protocol WKNavigationDelegate: NSObjectProtocol {
    @objc(webView:decidePolicyForNavigationAction:decisionHandler:)
    optional func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy) -> Void)
    @objc optional func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        preferences: WKWebpagePreferences,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationActionPolicy, WKWebpagePreferences) -> Void)
    @objc(webView:decidePolicyForNavigationResponse:decisionHandler:)
    optional func webView(
        _ webView: WKWebView, decidePolicyFor navigationResponse: WKNavigationResponse,
        decisionHandler: @escaping @MainActor @Sendable (WKNavigationResponsePolicy) -> Void)
    @objc optional func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    @objc optional func webView(
        _ webView: WKWebView, didReceiveServerRedirectForProvisionalNavigation navigation: WKNavigation!)
    @objc optional func webView(
        _ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error)
    @objc optional func webView(_ webView: WKWebView, didCommit navigation: WKNavigation!)
    @objc optional func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    @objc optional func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error)
    @objc optional func webView(
        _ webView: WKWebView, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void)
    @objc optional func webViewWebContentProcessDidTerminate(_ webView: WKWebView)
}
