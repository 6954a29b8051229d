// Written by scripts/synthetic-protocols.py 1 Benchmarks/RuntimeBenchmarks/Sources/MemoryDelegates --requirements 5 --name Requirements5Delegate,
// then marked @proxyable: the protocol whose proxy ProxyMemory measures.
import Foundation

/// The object a ``Requirements5Delegate`` is told about.
public final class Requirements5DelegateSubject {}

/// Synthetic delegate number 0.
///
/// @proxyable
public protocol Requirements5Delegate: AnyObject {
    /// Requirement 0 of ``Requirements5Delegate``: the value did finish.
    func source(_ source: Requirements5DelegateSubject, didFinish0 value: [String: Int], at position: Int) -> Bool?
    /// Requirement 1 of ``Requirements5Delegate``: the name did select.
    func source(_ source: Requirements5DelegateSubject, didSelect1 name: [String: Int])
    /// Requirement 2 of ``Requirements5Delegate``: the row did load.
    func source(_ source: Requirements5DelegateSubject, didLoad2 row: URL) -> URL?
    /// Requirement 3 of ``Requirements5Delegate``: the index did change.
    func source(_ source: Requirements5DelegateSubject, didChange3 index: [String: Int]) -> [String: Int]?
    /// Requirement 4 of ``Requirements5Delegate``: the entry did select.
    var entrySelect4: URL? { get set }
}
