/// Requirements a proxy cannot implement, each with a diagnostic.
protocol BrokenDelegate: AnyObject {
    func log(_ format: String, _ arguments: Any...)
    mutating func reset()
    init(name: String)
    static func make() -> Self
    func bytes() -> RawSpan
}
