// Written by scripts/synthetic-protocols.py 1 Benchmarks/RuntimeBenchmarks/Sources/MemoryDelegates --requirements 40 --name Requirements40Delegate,
// then marked @proxyable: the protocol whose proxy ProxyMemory measures.
import Foundation

/// The object a ``Requirements40Delegate`` is told about.
public final class Requirements40DelegateSubject {}

/// Synthetic delegate number 0.
///
/// @proxyable
public protocol Requirements40Delegate: AnyObject {
    /// Requirement 0 of ``Requirements40Delegate``: the count should open.
    func sourceShouldOpen0(_ source: Requirements40DelegateSubject)
    /// Requirement 1 of ``Requirements40Delegate``: the count did start.
    func source(_ source: Requirements40DelegateSubject, didStart1 count: URL)
    /// Requirement 2 of ``Requirements40Delegate``: the count did update.
    func source(_ source: Requirements40DelegateSubject, didUpdate2 count: String, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 3 of ``Requirements40Delegate``: the entry should select.
    var entrySelect3: Bool? { get set }
    /// Requirement 4 of ``Requirements40Delegate``: the row did update.
    func source(_ source: Requirements40DelegateSubject, didUpdate4 row: Date) -> Date?
    /// Requirement 5 of ``Requirements40Delegate``: the name should receive.
    func source(_ source: Requirements40DelegateSubject, shouldReceive5 name: Date, at position: Int) -> Bool?
    /// Requirement 6 of ``Requirements40Delegate``: the item did select.
    func sourceDidSelect6(_ source: Requirements40DelegateSubject)
    /// Requirement 7 of ``Requirements40Delegate``: the token should update.
    func source(_ source: Requirements40DelegateSubject, shouldUpdate7 token: [Int]) -> [Int]?
    /// Requirement 8 of ``Requirements40Delegate``: the name did move.
    func source(_ source: Requirements40DelegateSubject, didMove8 name: URL, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 9 of ``Requirements40Delegate``: the token did open.
    func sourceDidOpen9(_ source: Requirements40DelegateSubject)
    /// Requirement 10 of ``Requirements40Delegate``: the entry should open.
    func source(_ source: Requirements40DelegateSubject, shouldOpen10 entry: [String: Int], at position: Int) -> Bool?
    /// Requirement 11 of ``Requirements40Delegate``: the index should finish.
    func sourceShouldFinish11(_ source: Requirements40DelegateSubject)
    /// Requirement 12 of ``Requirements40Delegate``: the name will update.
    func source(_ source: Requirements40DelegateSubject, willUpdate12 name: [String: Int], at position: Int) -> Bool?
    /// Requirement 13 of ``Requirements40Delegate``: the token did receive.
    var tokenReceive13: URL? { get set }
    /// Requirement 14 of ``Requirements40Delegate``: the token should open.
    func source(_ source: Requirements40DelegateSubject, shouldOpen14 token: [Int]) -> [Int]?
    /// Requirement 15 of ``Requirements40Delegate``: the index will change.
    var indexChange15: Date? { get set }
    /// Requirement 16 of ``Requirements40Delegate``: the record should update.
    var recordUpdate16: Data? { get set }
    /// Requirement 17 of ``Requirements40Delegate``: the item will update.
    var itemUpdate17: Bool? { get set }
    /// Requirement 18 of ``Requirements40Delegate``: the index did change.
    func sourceDidChange18(_ source: Requirements40DelegateSubject)
    /// Requirement 19 of ``Requirements40Delegate``: the record should change.
    func sourceShouldChange19(_ source: Requirements40DelegateSubject)
    /// Requirement 20 of ``Requirements40Delegate``: the value should open.
    func source(_ source: Requirements40DelegateSubject, shouldOpen20 value: [String: Int], at position: Int) -> Bool?
    /// Requirement 21 of ``Requirements40Delegate``: the page will move.
    func source(_ source: Requirements40DelegateSubject, willMove21 page: URL, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 22 of ``Requirements40Delegate``: the record will start.
    func source(_ source: Requirements40DelegateSubject, willStart22 record: [Int]) -> [Int]?
    /// Requirement 23 of ``Requirements40Delegate``: the value should start.
    func source(_ source: Requirements40DelegateSubject, shouldStart23 value: [Int], at position: Int) -> Bool?
    /// Requirement 24 of ``Requirements40Delegate``: the index should open.
    func source(_ source: Requirements40DelegateSubject, shouldOpen24 index: String)
    /// Requirement 25 of ``Requirements40Delegate``: the index did open.
    func sourceDidOpen25(_ source: Requirements40DelegateSubject)
    /// Requirement 26 of ``Requirements40Delegate``: the count did finish.
    func source(_ source: Requirements40DelegateSubject, didFinish26 count: Int, at position: Int) -> Bool?
    /// Requirement 27 of ``Requirements40Delegate``: the count will open.
    func source(_ source: Requirements40DelegateSubject, willOpen27 count: Int)
    /// Requirement 28 of ``Requirements40Delegate``: the row did update.
    func source(_ source: Requirements40DelegateSubject, didUpdate28 row: [Int]) -> [Int]?
    /// Requirement 29 of ``Requirements40Delegate``: the count will open.
    func source(_ source: Requirements40DelegateSubject, willOpen29 count: Double) -> Double?
    /// Requirement 30 of ``Requirements40Delegate``: the count will select.
    func source(_ source: Requirements40DelegateSubject, willSelect30 count: String) -> String?
    /// Requirement 31 of ``Requirements40Delegate``: the value should load.
    func source(_ source: Requirements40DelegateSubject, shouldLoad31 value: Int) -> Int?
    /// Requirement 32 of ``Requirements40Delegate``: the entry should receive.
    func source(_ source: Requirements40DelegateSubject, shouldReceive32 entry: Data, at position: Int) -> Bool?
    /// Requirement 33 of ``Requirements40Delegate``: the item will close.
    var itemClose33: Data? { get set }
    /// Requirement 34 of ``Requirements40Delegate``: the page will open.
    func source(_ source: Requirements40DelegateSubject, willOpen34 page: Data, at position: Int) -> Bool?
    /// Requirement 35 of ``Requirements40Delegate``: the name should open.
    var nameOpen35: Bool? { get set }
    /// Requirement 36 of ``Requirements40Delegate``: the entry will receive.
    func source(_ source: Requirements40DelegateSubject, willReceive36 entry: Bool, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 37 of ``Requirements40Delegate``: the name will change.
    func sourceWillChange37(_ source: Requirements40DelegateSubject)
    /// Requirement 38 of ``Requirements40Delegate``: the item should update.
    func source(_ source: Requirements40DelegateSubject, shouldUpdate38 item: String)
    /// Requirement 39 of ``Requirements40Delegate``: the name did finish.
    func source(_ source: Requirements40DelegateSubject, didFinish39 name: Date) -> Date?
}
