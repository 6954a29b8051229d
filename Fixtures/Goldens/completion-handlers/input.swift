// A completion handler the protocol expects to be called is an answer the proxy owes: without a
// default, a responder decides at compile time, also where the handler's type is a typealias.
typealias UploadCompletion = (Bool) -> Void

protocol UploadDelegate: AnyObject {
    func upload(_ id: Int, shouldStart completion: @escaping (Bool) -> Void)
    func upload(_ id: Int, didFinish handler: @escaping @Sendable () -> Void)
    func uploadDidProgress(_ id: Int, fraction: Double)
    func upload(_ id: Int, verify check: @escaping (Int) -> Bool)
    func upload(_ id: Int, didResume completion: @escaping UploadCompletion)
}

extension UploadDelegate {
    func upload(_ id: Int, verify check: @escaping (Int) -> Bool) { _ = check(id) }
}
