// ViewControllerExports: `import ProxyGenAppleViewControllers` gives the observing subclasses of
// the SDK's view controllers generated into this module (`ObservableUIViewController`, … and, on
// macOS, `ObservableNSViewController`, `ObservableNSWindowController`), with ProxyGenCocoa's
// lifecycle state and the runtime their events are published into. A product of its own, apart
// from ProxyGenApple: each subclass overrides every open method of its class, so only an app that
// uses them pays for them.

@_exported import ProxyGenCocoa
@_exported import ReactiveRuntime
