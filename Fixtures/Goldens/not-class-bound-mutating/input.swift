// A protocol that is not class-bound: the forwardee (often a value) is held strongly, and
// mutating requirements and setters change it in place.
protocol BackPressureStrategy {
    mutating func didYield(bufferDepth: Int) -> Bool
    mutating func didConsume(bufferDepth: Int) -> Bool
    var limit: Int { get set }
    var name: String { mutating get }
    func reset()
}

extension BackPressureStrategy {
    mutating func didConsume(bufferDepth: Int) -> Bool { bufferDepth < limit }
}

protocol SharedStrategy: Sendable {
    mutating func record(_ bytes: Int)
}
