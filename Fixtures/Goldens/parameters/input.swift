import Foundation

public protocol Shape {}

public typealias CanvasVisitor = (Int) -> Void

/// Every parameter form a delegate method can have.
public protocol CanvasDelegate: AnyObject {
    func canvas(_ canvas: AnyObject, draw `default`: Int, in rect: (x: Double, y: Double))
    func canvas(_ canvas: AnyObject, adjust offset: inout Int)
    func canvas(_ canvas: AnyObject, whenDone completion: @escaping @Sendable () -> Void)
    func canvas(_ canvas: AnyObject, forEach body: (Int) -> Void)
    func canvas(_ canvas: AnyObject, visit visitor: CanvasVisitor)
    func canvas(_ canvas: AnyObject, log message: @autoclosure () -> String)
    func canvas(_ canvas: AnyObject, then handler: ((Int) -> Void)?)
    func canvas(_ canvas: AnyObject, shapes: [any Shape], lookup: [String: [Int]], kind: AnyObject.Type)
    func canvas(_ canvas: AnyObject, render shape: some Shape)
    func canvas(_ canvas: AnyObject, composed: any Shape & Sendable)
    func canvas(_: AnyObject, _: Int)
    func canvas(_ canvas: AnyObject, didOpenWithProtocol protocol: String?, for self: Int)
}
