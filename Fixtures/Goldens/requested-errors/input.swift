// Protocols asked for by name or marker that cannot be proxied are errors; a simple name shared by
// nested protocols selects none of them.
enum Player {
    protocol Delegate: AnyObject {
        func playerDidStart()
    }
}

enum Recorder {
    protocol Delegate: AnyObject {
        func recorderDidStart()
    }
}

protocol Factory: AnyObject {
    static func make() -> Int
}

/// @proxyable
protocol Configurable: AnyObject {
    init(name: String)
}
