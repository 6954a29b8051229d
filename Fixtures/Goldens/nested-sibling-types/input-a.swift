// Types nested in `Server`, declared in other extensions than the protocols that use them.
public enum Server {}

extension Server {
    public struct Configurator {
        public struct Option: Hashable {}
    }

    public enum Routes {
        public struct Route {}
    }
}

/// A file-scope closure alias that the nested `Configurator` hides inside `Server`.
public typealias Configurator = (inout Int) -> Void
