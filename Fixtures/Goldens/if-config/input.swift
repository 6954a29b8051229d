/// Requirements under compilation conditions keep their `#if` structure.
public protocol PlatformDelegate: AnyObject {
    func platformDidStart(_ sender: AnyObject)
    #if os(Linux)
    func platformDidReceiveSignal(_ signal: Int32)
    #elseif os(macOS)
    func platformDidWake(_ sender: AnyObject)
    #else
    func platformDidSomething(_ sender: AnyObject)
    #endif
    #if DEBUG
    func platformDebugDump(_ sender: AnyObject) -> String?
    #endif
    // Settable in one clause only: the other clause's property stays get-only.
    #if os(Linux)
    var platformName: String? { get }
    #else
    var platformName: String? { get set }
    #endif
}
