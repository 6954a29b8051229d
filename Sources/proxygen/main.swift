// proxygen: the command-line executable, a thin shell over ProxyGenCLI's `ProxyGenCommand`.

import ProxyGenCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(ProxyGenCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
