// A child that restates its parent's requirements has each of them once.
protocol StreamDelegate: AnyObject {
    func streamDidOpen()
    var name: String { get }
}

protocol FileStreamDelegate: StreamDelegate {
    func streamDidOpen()
    var name: String { get }
    func streamDidReachEnd()
}

// Restatements that refine the parent: the child's proxy implements them as restated and does not
// pass them to a parent's proxy behind it on a shared slot, which could not take them.
protocol ThrowingBufferEncoder: AnyObject {
    func encode(into buffer: inout [UInt8]) throws
    var label: String { get }
}

protocol BufferEncoder: ThrowingBufferEncoder {
    func encode(into buffer: inout [UInt8])
    var label: String { get set }
}
