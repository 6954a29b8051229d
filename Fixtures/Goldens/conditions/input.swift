// Conditions of the inputs: imports and protocols under `#if` keep their conditions.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(NoSuchModule)
import NoSuchModule
#endif

#if DEBUG
/// Exists only in debug builds: so does its proxy.
protocol DebugLogDelegate: AnyObject {
    func logDidWrite(_ line: String)
}
#else
protocol ReleaseLogDelegate: AnyObject {
    func logDidWrite(_ line: String)
}
#endif

#if NEVER_SET
protocol HiddenDelegate: AnyObject {
    func hiddenDidChange(_ value: NoSuchType)
}
#endif

enum Terminal {
    #if !NEVER_SET
    protocol Delegate: AnyObject {
        func terminalDidResize(columns: Int, rows: Int)
    }
    #endif
}
