// A root class newer than the package's floor (as RoomPlan's `RoomCaptureSession`, iOS 16): its
// `ReactiveExtensionsProvider` conformance and the extension of its slot accessor are both as
// available as the class, since the accessor names the proxy of a protocol that is no older.

@available(iOS 16.0, macOS 13.0, *)
public final class CaptureSession {
    public weak var delegate: (any CaptureSessionDelegate)?
}

/// @proxyable
@available(iOS 16.0, macOS 13.0, *)
public protocol CaptureSessionDelegate: AnyObject {
    func captureSessionDidEnd(_ session: CaptureSession)
}
