// proxygen: the command-line executable, a thin shell over ProxyGenCLI's `ProxyGenCommand`.

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import ProxyGenCLI

exit(ProxyGenCommand.run(Array(CommandLine.arguments.dropFirst())).rawValue)
