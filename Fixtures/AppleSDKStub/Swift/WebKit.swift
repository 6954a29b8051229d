// WebKit: `WKWebView` with its two delegate slots, `WKNavigationDelegate` and `WKUIDelegate`, for
// typechecking generated proxies on Linux, copied signature for
// signature from the iOS SDK's printed Swift interface, with the `@MainActor` isolation current
// SDKs declare. Bodies are never compiled. Where Swift would derive the same Objective-C selector
// for two requirements, the SDK's own selectors are spelled out, as its headers give them: the two
// `webView(_:decidePolicyFor:decisionHandler:)` share one Swift name and differ in their types.

@_exported import Foundation
@_exported import UIKit

@MainActor @objc open class WKWebViewConfiguration: NSObject {}
@MainActor @objc open class WKWindowFeatures: NSObject {}
@MainActor @objc open class WKFrameInfo: NSObject {}

// As the SDK prints it: no global actor of its own (`UIView`'s is inherited).
@objc open class WKWebView: UIView {
    public init(frame: CGRect, configuration: WKWebViewConfiguration) { fatalError() }
    public required init?(coder: NSCoder) { fatalError() }
    public override convenience init(frame: CGRect) { fatalError() }
    public override convenience init() { fatalError() }
    weak open var navigationDelegate: (any WKNavigationDelegate)?
    weak open var uiDelegate: (any WKUIDelegate)?
    open var title: String? { fatalError() }
    open var url: URL? { fatalError() }
    open var isLoading: Bool { fatalError() }
    open var estimatedProgress: Double { fatalError() }
    open var canGoBack: Bool { fatalError() }
    open func load(_ request: URLRequest) -> WKNavigation? { fatalError() }
    open func goBack() -> WKNavigation? { fatalError() }
    open func reload() -> WKNavigation? { fatalError() }
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

@MainActor @objc public protocol WKUIDelegate: NSObjectProtocol {
    @objc optional func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures) -> WKWebView?
    @objc optional func webViewDidClose(_ webView: WKWebView)
    @objc optional func webView(
        _ webView: WKWebView, runJavaScriptAlertPanelWithMessage message: String, initiatedByFrame frame: WKFrameInfo,
        completionHandler: @escaping @MainActor @Sendable () -> Void)
    @objc optional func webView(
        _ webView: WKWebView, runJavaScriptConfirmPanelWithMessage message: String,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (Bool) -> Void)
    @objc optional func webView(
        _ webView: WKWebView, runJavaScriptTextInputPanelWithPrompt prompt: String, defaultText: String?,
        initiatedByFrame frame: WKFrameInfo, completionHandler: @escaping @MainActor @Sendable (String?) -> Void)
}
