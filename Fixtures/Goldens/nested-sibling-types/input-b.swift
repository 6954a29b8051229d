// Names a nested protocol finds in the types around it are qualified in the proxy (declared at file scope).
extension Server {
    /// @proxyable
    public protocol Factory: AnyObject {
        func make(_ c: Configurator)
        func options(of c: Configurator?) -> [Configurator.Option: Configurator]
        func adopt<Configurator>(_ value: Configurator)
    }

    public enum Admin {
        /// @proxyable
        public protocol Panel: AnyObject {
            func open(_ route: Routes.Route, with configurator: Configurator)
        }
    }
}

extension Server.Routes {
    /// @proxyable
    public protocol Handler: AnyObject {
        // An extension of `Server.Routes` sees its members, not those of `Server`: `Configurator`
        // is the file-scope alias (a closure type) here.
        func handle(_ route: Route, with configurator: Configurator)
    }
}
