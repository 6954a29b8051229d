// Standard-library parents: equality, hashing and descriptions are implemented by the proxy;
// compositions and aliases of parents resolve like direct parents; parents a proxy cannot satisfy
// are named with the reason.
protocol ConnectionDelegate: AnyObject, Hashable, CustomStringConvertible {
    func connectionDidOpen()
}

protocol Observing: AnyObject {
    func observe(_ value: Int)
}

protocol Tracing {
    func trace(_ message: String)
}

protocol ObservingAndTracing: Observing & Tracing {}

typealias Parts = Observing & Tracing

protocol PartsDelegate: Parts, Identifiable {
    func partsDidChange()
}

protocol OrderedDelegate: Comparable {
    func orderDidChange()
}

protocol LogSink: TextOutputStream {
    func flush()
}

protocol KeyedDelegate: AnyObject, Equatable {
    func keyDidChange(_ key: String)
}

protocol Worker: Actor {
    func work()
}

protocol LoopExecutor: SerialExecutor {
    func loopDidStart()
}
