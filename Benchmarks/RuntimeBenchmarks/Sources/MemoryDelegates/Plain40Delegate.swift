// Written by scripts/synthetic-protocols.py 1 Benchmarks/RuntimeBenchmarks/Sources/MemoryDelegates --requirements 40 --name Plain40Delegate --no-completions,
// then marked @proxyable: a protocol without completion handlers, whose proxy ProxyMemory measures.
import Foundation

/// The object a ``Plain40Delegate`` is told about.
public final class Plain40DelegateSubject {}

/// Synthetic delegate number 0.
///
/// @proxyable
public protocol Plain40Delegate: AnyObject {
    /// Requirement 0 of ``Plain40Delegate``: the count should open.
    func sourceShouldOpen0(_ source: Plain40DelegateSubject)
    /// Requirement 1 of ``Plain40Delegate``: the count did start.
    func source(_ source: Plain40DelegateSubject, didStart1 count: URL)
    /// Requirement 2 of ``Plain40Delegate``: the count did update.
    func source(_ source: Plain40DelegateSubject, didUpdate2 count: String)
    /// Requirement 3 of ``Plain40Delegate``: the entry should select.
    var entrySelect3: Bool? { get set }
    /// Requirement 4 of ``Plain40Delegate``: the row did update.
    func source(_ source: Plain40DelegateSubject, didUpdate4 row: Date) -> Date?
    /// Requirement 5 of ``Plain40Delegate``: the name should receive.
    func source(_ source: Plain40DelegateSubject, shouldReceive5 name: Date, at position: Int) -> Bool?
    /// Requirement 6 of ``Plain40Delegate``: the item did select.
    func sourceDidSelect6(_ source: Plain40DelegateSubject)
    /// Requirement 7 of ``Plain40Delegate``: the token should update.
    func source(_ source: Plain40DelegateSubject, shouldUpdate7 token: [Int]) -> [Int]?
    /// Requirement 8 of ``Plain40Delegate``: the name did move.
    func source(_ source: Plain40DelegateSubject, didMove8 name: URL)
    /// Requirement 9 of ``Plain40Delegate``: the token did open.
    func sourceDidOpen9(_ source: Plain40DelegateSubject)
    /// Requirement 10 of ``Plain40Delegate``: the entry should open.
    func source(_ source: Plain40DelegateSubject, shouldOpen10 entry: [String: Int], at position: Int) -> Bool?
    /// Requirement 11 of ``Plain40Delegate``: the index should finish.
    func sourceShouldFinish11(_ source: Plain40DelegateSubject)
    /// Requirement 12 of ``Plain40Delegate``: the name will update.
    func source(_ source: Plain40DelegateSubject, willUpdate12 name: [String: Int], at position: Int) -> Bool?
    /// Requirement 13 of ``Plain40Delegate``: the token did receive.
    var tokenReceive13: URL? { get set }
    /// Requirement 14 of ``Plain40Delegate``: the token should open.
    func source(_ source: Plain40DelegateSubject, shouldOpen14 token: [Int]) -> [Int]?
    /// Requirement 15 of ``Plain40Delegate``: the index will change.
    var indexChange15: Date? { get set }
    /// Requirement 16 of ``Plain40Delegate``: the record should update.
    var recordUpdate16: Data? { get set }
    /// Requirement 17 of ``Plain40Delegate``: the item will update.
    var itemUpdate17: Bool? { get set }
    /// Requirement 18 of ``Plain40Delegate``: the index did change.
    func sourceDidChange18(_ source: Plain40DelegateSubject)
    /// Requirement 19 of ``Plain40Delegate``: the record should change.
    func sourceShouldChange19(_ source: Plain40DelegateSubject)
    /// Requirement 20 of ``Plain40Delegate``: the value should open.
    func source(_ source: Plain40DelegateSubject, shouldOpen20 value: [String: Int], at position: Int) -> Bool?
    /// Requirement 21 of ``Plain40Delegate``: the page will move.
    func source(_ source: Plain40DelegateSubject, willMove21 page: URL)
    /// Requirement 22 of ``Plain40Delegate``: the record will start.
    func source(_ source: Plain40DelegateSubject, willStart22 record: [Int]) -> [Int]?
    /// Requirement 23 of ``Plain40Delegate``: the value should start.
    func source(_ source: Plain40DelegateSubject, shouldStart23 value: [Int], at position: Int) -> Bool?
    /// Requirement 24 of ``Plain40Delegate``: the index should open.
    func source(_ source: Plain40DelegateSubject, shouldOpen24 index: String)
    /// Requirement 25 of ``Plain40Delegate``: the index did open.
    func sourceDidOpen25(_ source: Plain40DelegateSubject)
    /// Requirement 26 of ``Plain40Delegate``: the count did finish.
    func source(_ source: Plain40DelegateSubject, didFinish26 count: Int, at position: Int) -> Bool?
    /// Requirement 27 of ``Plain40Delegate``: the count will open.
    func source(_ source: Plain40DelegateSubject, willOpen27 count: Int)
    /// Requirement 28 of ``Plain40Delegate``: the row did update.
    func source(_ source: Plain40DelegateSubject, didUpdate28 row: [Int]) -> [Int]?
    /// Requirement 29 of ``Plain40Delegate``: the count will open.
    func source(_ source: Plain40DelegateSubject, willOpen29 count: Double) -> Double?
    /// Requirement 30 of ``Plain40Delegate``: the count will select.
    func source(_ source: Plain40DelegateSubject, willSelect30 count: String) -> String?
    /// Requirement 31 of ``Plain40Delegate``: the value should load.
    func source(_ source: Plain40DelegateSubject, shouldLoad31 value: Int) -> Int?
    /// Requirement 32 of ``Plain40Delegate``: the entry should receive.
    func source(_ source: Plain40DelegateSubject, shouldReceive32 entry: Data, at position: Int) -> Bool?
    /// Requirement 33 of ``Plain40Delegate``: the item will close.
    var itemClose33: Data? { get set }
    /// Requirement 34 of ``Plain40Delegate``: the page will open.
    func source(_ source: Plain40DelegateSubject, willOpen34 page: Data, at position: Int) -> Bool?
    /// Requirement 35 of ``Plain40Delegate``: the name should open.
    var nameOpen35: Bool? { get set }
    /// Requirement 36 of ``Plain40Delegate``: the entry will receive.
    func source(_ source: Plain40DelegateSubject, willReceive36 entry: Bool)
    /// Requirement 37 of ``Plain40Delegate``: the name will change.
    func sourceWillChange37(_ source: Plain40DelegateSubject)
    /// Requirement 38 of ``Plain40Delegate``: the item should update.
    func source(_ source: Plain40DelegateSubject, shouldUpdate38 item: String)
    /// Requirement 39 of ``Plain40Delegate``: the name did finish.
    func source(_ source: Plain40DelegateSubject, didFinish39 name: Date) -> Date?
}
