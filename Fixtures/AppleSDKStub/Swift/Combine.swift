// Combine: the protocols and types ReactiveRuntime's Combine bridge uses, declared as the SDK's
// printed Combine interface declares them, for typechecking only. Bodies are never compiled.

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public struct CombineIdentifier: Hashable, CustomStringConvertible {
    public init() { fatalError() }
    public init(_ obj: AnyObject) { fatalError() }
    public var description: String { fatalError() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol CustomCombineIdentifierConvertible {
    var combineIdentifier: CombineIdentifier { get }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension CustomCombineIdentifierConvertible where Self: AnyObject {
    public var combineIdentifier: CombineIdentifier { fatalError() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Cancellable {
    func cancel()
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    func request(_ demand: Subscribers.Demand)
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: Subscriber, Self.Failure == S.Failure, Self.Output == S.Input
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    associatedtype Input
    associatedtype Failure: Error
    func receive(subscription: Subscription)
    func receive(_ input: Self.Input) -> Subscribers.Demand
    func receive(completion: Subscribers.Completion<Self.Failure>)
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
public enum Subscribers {}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Subscribers {
    @frozen public enum Completion<Failure> where Failure: Error {
        case finished
        case failure(Failure)
    }

    @frozen public struct Demand: Equatable, Comparable, Hashable, CustomStringConvertible {
        @usableFromInline let rawValue: UInt
        public static let unlimited = Demand(rawValue: .max)
        public static let none = Demand(rawValue: 0)
        @usableFromInline init(rawValue: UInt) { self.rawValue = rawValue }
        public static func max(_ value: Int) -> Subscribers.Demand { fatalError() }
        public static func + (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand { fatalError() }
        public static func += (lhs: inout Subscribers.Demand, rhs: Subscribers.Demand) { fatalError() }
        public static func += (lhs: inout Subscribers.Demand, rhs: Int) { fatalError() }
        public static func - (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Subscribers.Demand { fatalError() }
        public static func -= (lhs: inout Subscribers.Demand, rhs: Subscribers.Demand) { fatalError() }
        public static func -= (lhs: inout Subscribers.Demand, rhs: Int) { fatalError() }
        public static func > (lhs: Subscribers.Demand, rhs: Int) -> Bool { fatalError() }
        public static func < (lhs: Subscribers.Demand, rhs: Subscribers.Demand) -> Bool { fatalError() }
        public static func == (lhs: Subscribers.Demand, rhs: Int) -> Bool { fatalError() }
        public var max: Int? { fatalError() }
        public var description: String { fatalError() }
    }

    final public class Sink<Input, Failure>: Subscriber, Cancellable where Failure: Error {
        public init(
            receiveCompletion: @escaping ((Subscribers.Completion<Failure>) -> Void),
            receiveValue: @escaping ((Input) -> Void)
        ) { fatalError() }
        public func receive(subscription: Subscription) { fatalError() }
        public func receive(_ input: Input) -> Subscribers.Demand { fatalError() }
        public func receive(completion: Subscribers.Completion<Failure>) { fatalError() }
        public func cancel() { fatalError() }
    }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
final public class AnyCancellable: Cancellable, Hashable {
    public init(_ cancel: @escaping () -> Void) { fatalError() }
    public func cancel() { fatalError() }
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher {
    public func sink(
        receiveCompletion: @escaping ((Subscribers.Completion<Self.Failure>) -> Void),
        receiveValue: @escaping ((Self.Output) -> Void)
    ) -> AnyCancellable { fatalError() }
}

@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Publisher where Self.Failure == Never {
    public func sink(receiveValue: @escaping ((Self.Output) -> Void)) -> AnyCancellable { fatalError() }
}
