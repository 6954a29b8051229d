// A generic requirement whose constraints name the protocol's associated types through `Self`, as
// Combine's `Publisher.receive(subscriber:)` does: the generic proxy states them of its own
// aliases of the forwardee's types.
public protocol Feed<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    func receive<S>(subscriber: S) where S: FeedSubscriber, Self.Failure == S.Failure, Self.Output == S.Input
    func first<T: Collection>(of values: T) -> Output? where T.Element == Self.Output
}

public protocol FeedSubscriber<Input, Failure> {
    associatedtype Input
    associatedtype Failure: Error
    func receive(_ input: Input) -> Int
}
