// Exports: importing ProxyGenCocoa imports the runtime its accessors return.

#if canImport(UIKit)
    @_exported import ReactiveRuntime
#endif
