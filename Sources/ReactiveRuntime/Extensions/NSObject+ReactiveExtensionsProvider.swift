// NSObject+ReactiveExtensionsProvider: every NSObject has a `reactive` namespace.

#if canImport(Foundation)
    import Foundation

    extension NSObject: ReactiveExtensionsProvider {}
#endif
