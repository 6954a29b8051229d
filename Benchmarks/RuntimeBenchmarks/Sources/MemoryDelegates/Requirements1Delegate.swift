// Written by scripts/synthetic-protocols.py 1 Benchmarks/RuntimeBenchmarks/Sources/MemoryDelegates --requirements 1 --name Requirements1Delegate,
// then marked @proxyable: the protocol whose proxy ProxyMemory measures.
import Foundation

/// The object a ``Requirements1Delegate`` is told about.
public final class Requirements1DelegateSubject {}

/// Synthetic delegate number 0.
///
/// @proxyable
public protocol Requirements1Delegate: AnyObject {
    /// Requirement 0 of ``Requirements1Delegate``: the record will change.
    var recordChange0: Bool? { get set }
}
