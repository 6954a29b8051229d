// Exports: `import ProxyGenApple` is the whole Cocoa surface — the delegate accessors generated
// into this module from the SDK it builds against, ProxyGenCocoa's controls, values and binding
// targets, and the runtime both return.

@_exported import ProxyGenCocoa
@_exported import ReactiveRuntime
