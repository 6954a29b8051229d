// ReactiveExtensionsProvider: what gives a type its `reactive` namespace.

/// A type whose values have a ``Reactive`` namespace: `value.reactive` (ReactiveSwift's
/// `ReactiveExtensionsProvider`). `NSObject` conforms where Foundation exists, so every Cocoa
/// object (and, on Linux, every swift-corelibs-foundation object) has one; conform your own types
/// to give them one.
///
/// ```swift
/// final class Player: ReactiveExtensionsProvider { var volume = 0.5 }
/// player.reactive.volume <~ slider.reactive.value.producer.map(Double.init)
/// ```
public protocol ReactiveExtensionsProvider {}

extension ReactiveExtensionsProvider {
    /// The reactive extensions of this value.
    ///
    /// ```swift
    /// button.reactive.tap.observeValues { print("tapped") }
    /// ```
    public var reactive: Reactive<Self> {
        Reactive(self)
    }

    /// The reactive extensions of this type, for type-level streams.
    ///
    /// ```swift
    /// extension Reactive where Base == NotificationCenter.Type { … }
    /// ```
    public static var reactive: Reactive<Self>.Type {
        Reactive<Self>.self
    }
}
