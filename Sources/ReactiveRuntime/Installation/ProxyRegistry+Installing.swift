// ProxyRegistry+Installing: the generic parts of one install call, made type-erased for the
// registry's slots.

import Foundation

/// The generic parts of one install call, made into the type-erased closures of an
/// ``InstalledProxy``.
struct Installing<Host: AnyObject, Delegate, Proxy: AnyObject> {
    let keyPath: ReferenceWritableKeyPath<Host, Delegate?>
    let asDelegate: (Proxy) -> Delegate
    let setForwardee: (Proxy, Delegate?) -> Void
    let forwardee: ((Proxy) -> Delegate?)?
    let routes: ((Proxy, [AnyObject]) -> Void)?
    let answers: ((Proxy) -> ProxyRegistry.SlotAnswers)?

    func record(_ proxy: Proxy) -> InstalledProxy {
        let keyPath = keyPath
        let asDelegate = asDelegate
        let setForwardee = setForwardee
        let forwardee = forwardee
        return InstalledProxy(
            proxy: proxy,
            proxyType: String(describing: Proxy.self),
            keyPathDescription: String(describing: keyPath),
            accepts: { $0 is Delegate },
            read: { host in (host as! Host)[keyPath: keyPath].map { $0 as AnyObject } },
            write: { host, value in
                guard let value else {
                    (host as! Host)[keyPath: keyPath] = nil
                    return true
                }
                let delegate: Delegate
                if value === proxy {
                    delegate = asDelegate(proxy)
                } else if let value = value as? Delegate {
                    delegate = value
                } else {
                    return false
                }
                (host as! Host)[keyPath: keyPath] = delegate
                return true
            },
            forwardee: { forwardee?(proxy).map { $0 as AnyObject } },
            setForwardee: { value in
                if let value {
                    if let delegate = value as? Delegate { setForwardee(proxy, delegate) }
                } else {
                    setForwardee(proxy, nil)
                }
            },
            setRoutes: routes.map { routes in { routes(proxy, $0) } },
            answers: answers?(proxy))
    }
}
