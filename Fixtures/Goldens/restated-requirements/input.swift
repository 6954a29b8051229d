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
