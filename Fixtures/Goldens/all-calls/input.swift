// Every call as one value: the `Call` enum and `events.all`, around the names and shapes that
// need care: an event named `all`, a module type named `Call`, a single existential payload, no
// payload, a requirement newer than the proxy and a deprecated one, `#if` clauses, a payload that
// is not a standard value type (no `Sendable` enum) beside one whose payloads all are.
import Foundation

public struct Call {
    public var number: String
}

public protocol Caller: AnyObject {}

/// @proxyable
public protocol PhoneDelegate: AnyObject {
    func all(_ lines: Int)
    func phone(_ caller: any Caller, didReceive call: Call)
    func phoneDidHangUp()
    func phoneDidDial(_ caller: any Caller)
    @available(macOS 99, iOS 99, *)
    func phoneDidRecord(_ seconds: Double)
    @available(*, deprecated, message: "use phone(_:didReceive:)")
    func phoneDidRing()
    #if os(iOS)
    func phoneDidRotate(toPortrait isPortrait: Bool)
    #else
    func phoneDidRotate(angle: Double)
    #endif
}

/// @proxyable
public protocol MeterDelegate: AnyObject {
    func meter(id: Int, didRead value: Double, unit: String?)
    func meterDidReset(ids: [Int])
}
