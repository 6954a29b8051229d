// Exports: importing ProxyGenCocoa imports the runtime its accessors return.

@_exported import ReactiveRuntime
