// proxygen: the command-line executable, a thin shell over ProxyGenCLI's `ProxyGenCommand`.

import ProxyGenCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The process exits as soon as the outputs are written, while the run's models and proxies are
// still alive: their memory goes back with the process instead of object by object (freeing them
// costs about 6 % of the instructions of a run over 10,000 protocols). This is the last clause of
// the engine's one rule of what a run lets go of (ProxyGen's MemoryRelease.swift).
let code = ProxyGenCommand.run(Array(CommandLine.arguments.dropFirst()), finish: { exit($0.rawValue) })
exit(code.rawValue)
