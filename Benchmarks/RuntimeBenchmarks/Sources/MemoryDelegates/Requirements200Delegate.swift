// Written by scripts/synthetic-protocols.py 1 Benchmarks/RuntimeBenchmarks/Sources/MemoryDelegates --requirements 200 --name Requirements200Delegate,
// then marked @proxyable: the protocol whose proxy ProxyMemory measures.
import Foundation

/// The object a ``Requirements200Delegate`` is told about.
public final class Requirements200DelegateSubject {}

/// Synthetic delegate number 0.
///
/// @proxyable
public protocol Requirements200Delegate: AnyObject {
    /// Requirement 0 of ``Requirements200Delegate``: the page will close.
    func sourceWillClose0(_ source: Requirements200DelegateSubject)
    /// Requirement 1 of ``Requirements200Delegate``: the entry should close.
    func sourceShouldClose1(_ source: Requirements200DelegateSubject)
    /// Requirement 2 of ``Requirements200Delegate``: the page will move.
    var pageMove2: Int? { get set }
    /// Requirement 3 of ``Requirements200Delegate``: the value should update.
    var valueUpdate3: Int? { get set }
    /// Requirement 4 of ``Requirements200Delegate``: the entry should load.
    func source(_ source: Requirements200DelegateSubject, shouldLoad4 entry: Int) -> Int?
    /// Requirement 5 of ``Requirements200Delegate``: the row should change.
    func source(_ source: Requirements200DelegateSubject, shouldChange5 row: Int, at position: Int) -> Bool?
    /// Requirement 6 of ``Requirements200Delegate``: the count did update.
    func source(_ source: Requirements200DelegateSubject, didUpdate6 count: Bool) -> Bool?
    /// Requirement 7 of ``Requirements200Delegate``: the token did close.
    func source(_ source: Requirements200DelegateSubject, didClose7 token: Int, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 8 of ``Requirements200Delegate``: the item should change.
    func source(_ source: Requirements200DelegateSubject, shouldChange8 item: Date, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 9 of ``Requirements200Delegate``: the entry should update.
    var entryUpdate9: Date? { get set }
    /// Requirement 10 of ``Requirements200Delegate``: the index should open.
    func source(_ source: Requirements200DelegateSubject, shouldOpen10 index: [Int])
    /// Requirement 11 of ``Requirements200Delegate``: the value should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose11 value: Data, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 12 of ``Requirements200Delegate``: the name did close.
    func source(_ source: Requirements200DelegateSubject, didClose12 name: [String: Int], at position: Int) -> Bool?
    /// Requirement 13 of ``Requirements200Delegate``: the name did start.
    func source(_ source: Requirements200DelegateSubject, didStart13 name: String, at position: Int) -> Bool?
    /// Requirement 14 of ``Requirements200Delegate``: the name will select.
    func source(_ source: Requirements200DelegateSubject, willSelect14 name: URL, at position: Int) -> Bool?
    /// Requirement 15 of ``Requirements200Delegate``: the token should load.
    func source(_ source: Requirements200DelegateSubject, shouldLoad15 token: [String: Int])
    /// Requirement 16 of ``Requirements200Delegate``: the entry should close.
    var entryClose16: [Int]? { get set }
    /// Requirement 17 of ``Requirements200Delegate``: the entry did close.
    func sourceDidClose17(_ source: Requirements200DelegateSubject)
    /// Requirement 18 of ``Requirements200Delegate``: the record will finish.
    func source(_ source: Requirements200DelegateSubject, willFinish18 record: [String: Int])
    /// Requirement 19 of ``Requirements200Delegate``: the index will close.
    func source(_ source: Requirements200DelegateSubject, willClose19 index: String, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 20 of ``Requirements200Delegate``: the item will change.
    func sourceWillChange20(_ source: Requirements200DelegateSubject)
    /// Requirement 21 of ``Requirements200Delegate``: the entry will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive21 entry: Date, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 22 of ``Requirements200Delegate``: the item should select.
    var itemSelect22: Double? { get set }
    /// Requirement 23 of ``Requirements200Delegate``: the page will change.
    func source(_ source: Requirements200DelegateSubject, willChange23 page: Double, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 24 of ``Requirements200Delegate``: the token will finish.
    func source(_ source: Requirements200DelegateSubject, willFinish24 token: URL) -> URL?
    /// Requirement 25 of ``Requirements200Delegate``: the index did receive.
    func source(_ source: Requirements200DelegateSubject, didReceive25 index: URL)
    /// Requirement 26 of ``Requirements200Delegate``: the entry will load.
    func source(_ source: Requirements200DelegateSubject, willLoad26 entry: URL) -> URL?
    /// Requirement 27 of ``Requirements200Delegate``: the entry should update.
    func source(_ source: Requirements200DelegateSubject, shouldUpdate27 entry: Date)
    /// Requirement 28 of ``Requirements200Delegate``: the count should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose28 count: URL)
    /// Requirement 29 of ``Requirements200Delegate``: the index should change.
    func source(_ source: Requirements200DelegateSubject, shouldChange29 index: URL) -> URL?
    /// Requirement 30 of ``Requirements200Delegate``: the name should select.
    func sourceShouldSelect30(_ source: Requirements200DelegateSubject)
    /// Requirement 31 of ``Requirements200Delegate``: the page should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose31 page: String, at position: Int) -> Bool?
    /// Requirement 32 of ``Requirements200Delegate``: the token did move.
    func sourceDidMove32(_ source: Requirements200DelegateSubject)
    /// Requirement 33 of ``Requirements200Delegate``: the entry will close.
    var entryClose33: [Int]? { get set }
    /// Requirement 34 of ``Requirements200Delegate``: the row did load.
    func source(_ source: Requirements200DelegateSubject, didLoad34 row: Bool, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 35 of ``Requirements200Delegate``: the entry did open.
    func source(_ source: Requirements200DelegateSubject, didOpen35 entry: Data) -> Data?
    /// Requirement 36 of ``Requirements200Delegate``: the index did start.
    func source(_ source: Requirements200DelegateSubject, didStart36 index: [String: Int])
    /// Requirement 37 of ``Requirements200Delegate``: the token should start.
    func source(_ source: Requirements200DelegateSubject, shouldStart37 token: [String: Int])
    /// Requirement 38 of ``Requirements200Delegate``: the record did start.
    func source(_ source: Requirements200DelegateSubject, didStart38 record: URL, at position: Int) -> Bool?
    /// Requirement 39 of ``Requirements200Delegate``: the count will load.
    func source(_ source: Requirements200DelegateSubject, willLoad39 count: Double, at position: Int) -> Bool?
    /// Requirement 40 of ``Requirements200Delegate``: the entry should open.
    func source(_ source: Requirements200DelegateSubject, shouldOpen40 entry: Date)
    /// Requirement 41 of ``Requirements200Delegate``: the item did load.
    func source(_ source: Requirements200DelegateSubject, didLoad41 item: Double)
    /// Requirement 42 of ``Requirements200Delegate``: the index should load.
    func sourceShouldLoad42(_ source: Requirements200DelegateSubject)
    /// Requirement 43 of ``Requirements200Delegate``: the count did close.
    func source(_ source: Requirements200DelegateSubject, didClose43 count: Double, at position: Int) -> Bool?
    /// Requirement 44 of ``Requirements200Delegate``: the index did change.
    func source(_ source: Requirements200DelegateSubject, didChange44 index: Double, at position: Int) -> Bool?
    /// Requirement 45 of ``Requirements200Delegate``: the row should start.
    func source(_ source: Requirements200DelegateSubject, shouldStart45 row: [Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 46 of ``Requirements200Delegate``: the count did start.
    func source(_ source: Requirements200DelegateSubject, didStart46 count: URL)
    /// Requirement 47 of ``Requirements200Delegate``: the entry should move.
    func source(_ source: Requirements200DelegateSubject, shouldMove47 entry: String) -> String?
    /// Requirement 48 of ``Requirements200Delegate``: the item did change.
    func sourceDidChange48(_ source: Requirements200DelegateSubject)
    /// Requirement 49 of ``Requirements200Delegate``: the item should open.
    func sourceShouldOpen49(_ source: Requirements200DelegateSubject)
    /// Requirement 50 of ``Requirements200Delegate``: the value should select.
    func source(_ source: Requirements200DelegateSubject, shouldSelect50 value: Bool, at position: Int) -> Bool?
    /// Requirement 51 of ``Requirements200Delegate``: the record will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive51 record: Data) -> Data?
    /// Requirement 52 of ``Requirements200Delegate``: the row will move.
    var rowMove52: Bool? { get set }
    /// Requirement 53 of ``Requirements200Delegate``: the index will load.
    func sourceWillLoad53(_ source: Requirements200DelegateSubject)
    /// Requirement 54 of ``Requirements200Delegate``: the count should open.
    func sourceShouldOpen54(_ source: Requirements200DelegateSubject)
    /// Requirement 55 of ``Requirements200Delegate``: the value will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive55 value: [Int]) -> [Int]?
    /// Requirement 56 of ``Requirements200Delegate``: the row will move.
    func source(_ source: Requirements200DelegateSubject, willMove56 row: [String: Int])
    /// Requirement 57 of ``Requirements200Delegate``: the count will close.
    func source(_ source: Requirements200DelegateSubject, willClose57 count: String) -> String?
    /// Requirement 58 of ``Requirements200Delegate``: the name will update.
    func source(_ source: Requirements200DelegateSubject, willUpdate58 name: Date) -> Date?
    /// Requirement 59 of ``Requirements200Delegate``: the token will finish.
    func source(_ source: Requirements200DelegateSubject, willFinish59 token: Data, at position: Int) -> Bool?
    /// Requirement 60 of ``Requirements200Delegate``: the item did start.
    func source(_ source: Requirements200DelegateSubject, didStart60 item: Double, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 61 of ``Requirements200Delegate``: the count did select.
    func sourceDidSelect61(_ source: Requirements200DelegateSubject)
    /// Requirement 62 of ``Requirements200Delegate``: the value did finish.
    func source(_ source: Requirements200DelegateSubject, didFinish62 value: URL, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 63 of ``Requirements200Delegate``: the token did open.
    func source(_ source: Requirements200DelegateSubject, didOpen63 token: Int)
    /// Requirement 64 of ``Requirements200Delegate``: the item should receive.
    func sourceShouldReceive64(_ source: Requirements200DelegateSubject)
    /// Requirement 65 of ``Requirements200Delegate``: the page did move.
    func sourceDidMove65(_ source: Requirements200DelegateSubject)
    /// Requirement 66 of ``Requirements200Delegate``: the row will close.
    func source(_ source: Requirements200DelegateSubject, willClose66 row: Int, at position: Int) -> Bool?
    /// Requirement 67 of ``Requirements200Delegate``: the name should close.
    func sourceShouldClose67(_ source: Requirements200DelegateSubject)
    /// Requirement 68 of ``Requirements200Delegate``: the record should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose68 record: [String: Int])
    /// Requirement 69 of ``Requirements200Delegate``: the name should load.
    func source(_ source: Requirements200DelegateSubject, shouldLoad69 name: Bool, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 70 of ``Requirements200Delegate``: the name should select.
    func source(_ source: Requirements200DelegateSubject, shouldSelect70 name: [Int])
    /// Requirement 71 of ``Requirements200Delegate``: the value did change.
    func source(_ source: Requirements200DelegateSubject, didChange71 value: Double)
    /// Requirement 72 of ``Requirements200Delegate``: the token did finish.
    func source(_ source: Requirements200DelegateSubject, didFinish72 token: Date) -> Date?
    /// Requirement 73 of ``Requirements200Delegate``: the entry should start.
    func source(_ source: Requirements200DelegateSubject, shouldStart73 entry: Double) -> Double?
    /// Requirement 74 of ``Requirements200Delegate``: the token will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive74 token: Data, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 75 of ``Requirements200Delegate``: the token did move.
    func source(_ source: Requirements200DelegateSubject, didMove75 token: Double, at position: Int) -> Bool?
    /// Requirement 76 of ``Requirements200Delegate``: the token did open.
    func source(_ source: Requirements200DelegateSubject, didOpen76 token: URL, at position: Int) -> Bool?
    /// Requirement 77 of ``Requirements200Delegate``: the value should change.
    func source(_ source: Requirements200DelegateSubject, shouldChange77 value: Date)
    /// Requirement 78 of ``Requirements200Delegate``: the item will close.
    func source(_ source: Requirements200DelegateSubject, willClose78 item: [String: Int], at position: Int) -> Bool?
    /// Requirement 79 of ``Requirements200Delegate``: the value should start.
    func source(_ source: Requirements200DelegateSubject, shouldStart79 value: Bool, at position: Int) -> Bool?
    /// Requirement 80 of ``Requirements200Delegate``: the name will update.
    func source(_ source: Requirements200DelegateSubject, willUpdate80 name: Int, at position: Int) -> Bool?
    /// Requirement 81 of ``Requirements200Delegate``: the page did select.
    func source(_ source: Requirements200DelegateSubject, didSelect81 page: Int)
    /// Requirement 82 of ``Requirements200Delegate``: the row did update.
    func source(_ source: Requirements200DelegateSubject, didUpdate82 row: [Int]) -> [Int]?
    /// Requirement 83 of ``Requirements200Delegate``: the entry will start.
    func source(_ source: Requirements200DelegateSubject, willStart83 entry: Data, at position: Int) -> Bool?
    /// Requirement 84 of ``Requirements200Delegate``: the record will load.
    func source(_ source: Requirements200DelegateSubject, willLoad84 record: Int, at position: Int) -> Bool?
    /// Requirement 85 of ``Requirements200Delegate``: the row did update.
    var rowUpdate85: [Int]? { get set }
    /// Requirement 86 of ``Requirements200Delegate``: the count should move.
    func source(_ source: Requirements200DelegateSubject, shouldMove86 count: URL) -> URL?
    /// Requirement 87 of ``Requirements200Delegate``: the count should select.
    var countSelect87: URL? { get set }
    /// Requirement 88 of ``Requirements200Delegate``: the count should start.
    func source(_ source: Requirements200DelegateSubject, shouldStart88 count: Bool, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 89 of ``Requirements200Delegate``: the index should start.
    func source(_ source: Requirements200DelegateSubject, shouldStart89 index: URL) -> URL?
    /// Requirement 90 of ``Requirements200Delegate``: the token did move.
    func source(_ source: Requirements200DelegateSubject, didMove90 token: [String: Int], at position: Int) -> Bool?
    /// Requirement 91 of ``Requirements200Delegate``: the count did receive.
    var countReceive91: Double? { get set }
    /// Requirement 92 of ``Requirements200Delegate``: the token will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive92 token: Bool) -> Bool?
    /// Requirement 93 of ``Requirements200Delegate``: the token will move.
    var tokenMove93: URL? { get set }
    /// Requirement 94 of ``Requirements200Delegate``: the value did load.
    func sourceDidLoad94(_ source: Requirements200DelegateSubject)
    /// Requirement 95 of ``Requirements200Delegate``: the record will select.
    func source(_ source: Requirements200DelegateSubject, willSelect95 record: Data, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 96 of ``Requirements200Delegate``: the item did update.
    func source(_ source: Requirements200DelegateSubject, didUpdate96 item: Data)
    /// Requirement 97 of ``Requirements200Delegate``: the item will change.
    func source(_ source: Requirements200DelegateSubject, willChange97 item: Int)
    /// Requirement 98 of ``Requirements200Delegate``: the page did change.
    func source(_ source: Requirements200DelegateSubject, didChange98 page: Double)
    /// Requirement 99 of ``Requirements200Delegate``: the record should receive.
    var recordReceive99: [Int]? { get set }
    /// Requirement 100 of ``Requirements200Delegate``: the count should receive.
    func source(_ source: Requirements200DelegateSubject, shouldReceive100 count: String, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 101 of ``Requirements200Delegate``: the page will change.
    func source(_ source: Requirements200DelegateSubject, willChange101 page: [Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 102 of ``Requirements200Delegate``: the token will open.
    func sourceWillOpen102(_ source: Requirements200DelegateSubject)
    /// Requirement 103 of ``Requirements200Delegate``: the count will select.
    func source(_ source: Requirements200DelegateSubject, willSelect103 count: Bool) -> Bool?
    /// Requirement 104 of ``Requirements200Delegate``: the record did start.
    func source(_ source: Requirements200DelegateSubject, didStart104 record: Double)
    /// Requirement 105 of ``Requirements200Delegate``: the page should move.
    func source(_ source: Requirements200DelegateSubject, shouldMove105 page: Bool)
    /// Requirement 106 of ``Requirements200Delegate``: the token did receive.
    func source(_ source: Requirements200DelegateSubject, didReceive106 token: Data, at position: Int) -> Bool?
    /// Requirement 107 of ``Requirements200Delegate``: the entry did select.
    func source(_ source: Requirements200DelegateSubject, didSelect107 entry: URL) -> URL?
    /// Requirement 108 of ``Requirements200Delegate``: the name will change.
    var nameChange108: Int? { get set }
    /// Requirement 109 of ``Requirements200Delegate``: the count will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive109 count: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 110 of ``Requirements200Delegate``: the value did receive.
    var valueReceive110: Date? { get set }
    /// Requirement 111 of ``Requirements200Delegate``: the entry did move.
    func source(_ source: Requirements200DelegateSubject, didMove111 entry: Double, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 112 of ``Requirements200Delegate``: the page should finish.
    func source(_ source: Requirements200DelegateSubject, shouldFinish112 page: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 113 of ``Requirements200Delegate``: the value should load.
    func source(_ source: Requirements200DelegateSubject, shouldLoad113 value: String, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 114 of ``Requirements200Delegate``: the entry will open.
    func sourceWillOpen114(_ source: Requirements200DelegateSubject)
    /// Requirement 115 of ``Requirements200Delegate``: the token did start.
    func sourceDidStart115(_ source: Requirements200DelegateSubject)
    /// Requirement 116 of ``Requirements200Delegate``: the entry did update.
    func source(_ source: Requirements200DelegateSubject, didUpdate116 entry: Bool, at position: Int) -> Bool?
    /// Requirement 117 of ``Requirements200Delegate``: the record should change.
    func sourceShouldChange117(_ source: Requirements200DelegateSubject)
    /// Requirement 118 of ``Requirements200Delegate``: the record did start.
    func source(_ source: Requirements200DelegateSubject, didStart118 record: String, at position: Int) -> Bool?
    /// Requirement 119 of ``Requirements200Delegate``: the token will start.
    func source(_ source: Requirements200DelegateSubject, willStart119 token: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 120 of ``Requirements200Delegate``: the name should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose120 name: Double) -> Double?
    /// Requirement 121 of ``Requirements200Delegate``: the count should change.
    var countChange121: Date? { get set }
    /// Requirement 122 of ``Requirements200Delegate``: the row will move.
    func source(_ source: Requirements200DelegateSubject, willMove122 row: Date, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 123 of ``Requirements200Delegate``: the record should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose123 record: Double)
    /// Requirement 124 of ``Requirements200Delegate``: the entry will start.
    func source(_ source: Requirements200DelegateSubject, willStart124 entry: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 125 of ``Requirements200Delegate``: the value did change.
    func source(_ source: Requirements200DelegateSubject, didChange125 value: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 126 of ``Requirements200Delegate``: the item did finish.
    func source(_ source: Requirements200DelegateSubject, didFinish126 item: [Int]) -> [Int]?
    /// Requirement 127 of ``Requirements200Delegate``: the page did load.
    var pageLoad127: [String: Int]? { get set }
    /// Requirement 128 of ``Requirements200Delegate``: the row did close.
    func source(_ source: Requirements200DelegateSubject, didClose128 row: URL, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 129 of ``Requirements200Delegate``: the value should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose129 value: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 130 of ``Requirements200Delegate``: the entry did receive.
    func source(_ source: Requirements200DelegateSubject, didReceive130 entry: URL)
    /// Requirement 131 of ``Requirements200Delegate``: the index will close.
    func source(_ source: Requirements200DelegateSubject, willClose131 index: [Int])
    /// Requirement 132 of ``Requirements200Delegate``: the entry did update.
    func source(_ source: Requirements200DelegateSubject, didUpdate132 entry: Bool, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 133 of ``Requirements200Delegate``: the item will select.
    func source(_ source: Requirements200DelegateSubject, willSelect133 item: Int, at position: Int) -> Bool?
    /// Requirement 134 of ``Requirements200Delegate``: the item did update.
    func source(_ source: Requirements200DelegateSubject, didUpdate134 item: Int)
    /// Requirement 135 of ``Requirements200Delegate``: the name did select.
    var nameSelect135: URL? { get set }
    /// Requirement 136 of ``Requirements200Delegate``: the page should load.
    func source(_ source: Requirements200DelegateSubject, shouldLoad136 page: Bool)
    /// Requirement 137 of ``Requirements200Delegate``: the item should load.
    var itemLoad137: Bool? { get set }
    /// Requirement 138 of ``Requirements200Delegate``: the page did receive.
    func source(_ source: Requirements200DelegateSubject, didReceive138 page: Date) -> Date?
    /// Requirement 139 of ``Requirements200Delegate``: the entry should load.
    func source(_ source: Requirements200DelegateSubject, shouldLoad139 entry: URL, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 140 of ``Requirements200Delegate``: the entry should start.
    var entryStart140: Data? { get set }
    /// Requirement 141 of ``Requirements200Delegate``: the count did open.
    var countOpen141: Date? { get set }
    /// Requirement 142 of ``Requirements200Delegate``: the row did finish.
    func source(_ source: Requirements200DelegateSubject, didFinish142 row: URL, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 143 of ``Requirements200Delegate``: the token will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive143 token: String, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 144 of ``Requirements200Delegate``: the count did select.
    func source(_ source: Requirements200DelegateSubject, didSelect144 count: Double)
    /// Requirement 145 of ``Requirements200Delegate``: the value should open.
    func source(_ source: Requirements200DelegateSubject, shouldOpen145 value: Int) -> Int?
    /// Requirement 146 of ``Requirements200Delegate``: the count did open.
    func source(_ source: Requirements200DelegateSubject, didOpen146 count: [String: Int])
    /// Requirement 147 of ``Requirements200Delegate``: the entry will close.
    func source(_ source: Requirements200DelegateSubject, willClose147 entry: Bool)
    /// Requirement 148 of ``Requirements200Delegate``: the row should change.
    func source(_ source: Requirements200DelegateSubject, shouldChange148 row: Int, at position: Int) -> Bool?
    /// Requirement 149 of ``Requirements200Delegate``: the token will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive149 token: Date, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 150 of ``Requirements200Delegate``: the name will select.
    func source(_ source: Requirements200DelegateSubject, willSelect150 name: Bool, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 151 of ``Requirements200Delegate``: the name will select.
    func source(_ source: Requirements200DelegateSubject, willSelect151 name: [String: Int]) -> [String: Int]?
    /// Requirement 152 of ``Requirements200Delegate``: the record did open.
    func source(_ source: Requirements200DelegateSubject, didOpen152 record: Date)
    /// Requirement 153 of ``Requirements200Delegate``: the item did change.
    var itemChange153: [Int]? { get set }
    /// Requirement 154 of ``Requirements200Delegate``: the entry did update.
    func sourceDidUpdate154(_ source: Requirements200DelegateSubject)
    /// Requirement 155 of ``Requirements200Delegate``: the index should start.
    func sourceShouldStart155(_ source: Requirements200DelegateSubject)
    /// Requirement 156 of ``Requirements200Delegate``: the item will select.
    func source(_ source: Requirements200DelegateSubject, willSelect156 item: URL) -> URL?
    /// Requirement 157 of ``Requirements200Delegate``: the row will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive157 row: Bool, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 158 of ``Requirements200Delegate``: the count should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose158 count: Int, at position: Int) -> Bool?
    /// Requirement 159 of ``Requirements200Delegate``: the row will finish.
    var rowFinish159: String? { get set }
    /// Requirement 160 of ``Requirements200Delegate``: the token should finish.
    func source(_ source: Requirements200DelegateSubject, shouldFinish160 token: Double)
    /// Requirement 161 of ``Requirements200Delegate``: the row should start.
    func source(_ source: Requirements200DelegateSubject, shouldStart161 row: Data, at position: Int) -> Bool?
    /// Requirement 162 of ``Requirements200Delegate``: the entry should close.
    func source(_ source: Requirements200DelegateSubject, shouldClose162 entry: Int, at position: Int) -> Bool?
    /// Requirement 163 of ``Requirements200Delegate``: the token should update.
    func source(_ source: Requirements200DelegateSubject, shouldUpdate163 token: [Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 164 of ``Requirements200Delegate``: the value did receive.
    func source(_ source: Requirements200DelegateSubject, didReceive164 value: Double)
    /// Requirement 165 of ``Requirements200Delegate``: the entry will load.
    func source(_ source: Requirements200DelegateSubject, willLoad165 entry: Bool, at position: Int) -> Bool?
    /// Requirement 166 of ``Requirements200Delegate``: the item will move.
    func sourceWillMove166(_ source: Requirements200DelegateSubject)
    /// Requirement 167 of ``Requirements200Delegate``: the index will open.
    func source(_ source: Requirements200DelegateSubject, willOpen167 index: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 168 of ``Requirements200Delegate``: the record will open.
    func source(_ source: Requirements200DelegateSubject, willOpen168 record: [String: Int])
    /// Requirement 169 of ``Requirements200Delegate``: the count will select.
    var countSelect169: String? { get set }
    /// Requirement 170 of ``Requirements200Delegate``: the index did close.
    func sourceDidClose170(_ source: Requirements200DelegateSubject)
    /// Requirement 171 of ``Requirements200Delegate``: the value will finish.
    func source(_ source: Requirements200DelegateSubject, willFinish171 value: Bool, at position: Int) -> Bool?
    /// Requirement 172 of ``Requirements200Delegate``: the token did receive.
    func source(_ source: Requirements200DelegateSubject, didReceive172 token: [Int], at position: Int) -> Bool?
    /// Requirement 173 of ``Requirements200Delegate``: the page will receive.
    func source(_ source: Requirements200DelegateSubject, willReceive173 page: Double, at position: Int) -> Bool?
    /// Requirement 174 of ``Requirements200Delegate``: the record did change.
    var recordChange174: URL? { get set }
    /// Requirement 175 of ``Requirements200Delegate``: the count should change.
    func source(_ source: Requirements200DelegateSubject, shouldChange175 count: [Int], at position: Int) -> Bool?
    /// Requirement 176 of ``Requirements200Delegate``: the record should change.
    func source(_ source: Requirements200DelegateSubject, shouldChange176 record: Data) -> Data?
    /// Requirement 177 of ``Requirements200Delegate``: the row did move.
    func sourceDidMove177(_ source: Requirements200DelegateSubject)
    /// Requirement 178 of ``Requirements200Delegate``: the row did select.
    func source(_ source: Requirements200DelegateSubject, didSelect178 row: [String: Int], at position: Int) -> Bool?
    /// Requirement 179 of ``Requirements200Delegate``: the name did receive.
    func source(_ source: Requirements200DelegateSubject, didReceive179 name: URL, at position: Int) -> Bool?
    /// Requirement 180 of ``Requirements200Delegate``: the name did start.
    func sourceDidStart180(_ source: Requirements200DelegateSubject)
    /// Requirement 181 of ``Requirements200Delegate``: the record should move.
    func source(_ source: Requirements200DelegateSubject, shouldMove181 record: Double) -> Double?
    /// Requirement 182 of ``Requirements200Delegate``: the token will start.
    func source(_ source: Requirements200DelegateSubject, willStart182 token: [Int], at position: Int) -> Bool?
    /// Requirement 183 of ``Requirements200Delegate``: the index should close.
    var indexClose183: URL? { get set }
    /// Requirement 184 of ``Requirements200Delegate``: the entry should load.
    func source(_ source: Requirements200DelegateSubject, shouldLoad184 entry: [String: Int], completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 185 of ``Requirements200Delegate``: the item will update.
    var itemUpdate185: Int? { get set }
    /// Requirement 186 of ``Requirements200Delegate``: the count should move.
    func source(_ source: Requirements200DelegateSubject, shouldMove186 count: String, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 187 of ``Requirements200Delegate``: the value did start.
    var valueStart187: [String: Int]? { get set }
    /// Requirement 188 of ``Requirements200Delegate``: the name will finish.
    var nameFinish188: [Int]? { get set }
    /// Requirement 189 of ``Requirements200Delegate``: the name did start.
    func source(_ source: Requirements200DelegateSubject, didStart189 name: Double) -> Double?
    /// Requirement 190 of ``Requirements200Delegate``: the name will close.
    func source(_ source: Requirements200DelegateSubject, willClose190 name: [String: Int])
    /// Requirement 191 of ``Requirements200Delegate``: the page will change.
    func source(_ source: Requirements200DelegateSubject, willChange191 page: [Int]) -> [Int]?
    /// Requirement 192 of ``Requirements200Delegate``: the entry did update.
    func source(_ source: Requirements200DelegateSubject, didUpdate192 entry: URL)
    /// Requirement 193 of ``Requirements200Delegate``: the value should start.
    var valueStart193: [Int]? { get set }
    /// Requirement 194 of ``Requirements200Delegate``: the value did change.
    func source(_ source: Requirements200DelegateSubject, didChange194 value: URL, completion: @escaping @Sendable (Bool) -> Void)
    /// Requirement 195 of ``Requirements200Delegate``: the entry will start.
    func sourceWillStart195(_ source: Requirements200DelegateSubject)
    /// Requirement 196 of ``Requirements200Delegate``: the page should start.
    func sourceShouldStart196(_ source: Requirements200DelegateSubject)
    /// Requirement 197 of ``Requirements200Delegate``: the item will change.
    func sourceWillChange197(_ source: Requirements200DelegateSubject)
    /// Requirement 198 of ``Requirements200Delegate``: the value will close.
    var valueClose198: Date? { get set }
    /// Requirement 199 of ``Requirements200Delegate``: the name did load.
    func source(_ source: Requirements200DelegateSubject, didLoad199 name: Int)
}
