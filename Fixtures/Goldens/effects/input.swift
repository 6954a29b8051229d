import Foundation

public struct LoadError: Error {}

/// Async and throwing requirements in every combination.
public protocol LoaderDelegate: AnyObject {
    func loaderWillStart(_ loader: AnyObject) async
    func loader(_ loader: AnyObject, validate data: Data) throws
    func loader(_ loader: AnyObject, transform data: Data) async throws -> Data
    func loader(_ loader: AnyObject, decode data: Data) throws(LoadError) -> String?
    func loader(_ loader: AnyObject, perform body: () throws -> Void) rethrows
    func loaderToken(_ loader: AnyObject) async -> Int
}
