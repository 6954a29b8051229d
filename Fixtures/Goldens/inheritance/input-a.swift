import Foundation

/// The parent protocol, declared in another file.
public protocol BaseDelegate: AnyObject {
    func baseDidStart(_ sender: AnyObject)
}

/// An NSObjectProtocol delegate: its proxy subclasses NSObject.
public protocol NotifierDelegate: NSObjectProtocol {
    func notifier(_ notifier: AnyObject, didPost name: String)
}
