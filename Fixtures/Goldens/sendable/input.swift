/// A delegate that is called from any thread: its proxy is Sendable.
public protocol ConnectionDelegate: AnyObject, Sendable {
    func connection(_ connection: AnyObject, didReceive bytes: [UInt8])
    func connectionShouldRetry(_ connection: AnyObject) -> Bool
    func connectionName(_ connection: AnyObject) -> String?
}
