// Written by scripts/synthetic-protocols.py 1 Benchmarks/RuntimeBenchmarks/Sources/MemoryDelegates --requirements 200 --name Plain200Delegate --no-completions,
// then marked @proxyable: a protocol without completion handlers, whose proxy ProxyMemory measures.
import Foundation

/// The object a ``Plain200Delegate`` is told about.
public final class Plain200DelegateSubject {}

/// Synthetic delegate number 0.
///
/// @proxyable
public protocol Plain200Delegate: AnyObject {
    /// Requirement 0 of ``Plain200Delegate``: the page will close.
    func sourceWillClose0(_ source: Plain200DelegateSubject)
    /// Requirement 1 of ``Plain200Delegate``: the entry should close.
    func sourceShouldClose1(_ source: Plain200DelegateSubject)
    /// Requirement 2 of ``Plain200Delegate``: the page will move.
    var pageMove2: Int? { get set }
    /// Requirement 3 of ``Plain200Delegate``: the value should update.
    var valueUpdate3: Int? { get set }
    /// Requirement 4 of ``Plain200Delegate``: the entry should load.
    func source(_ source: Plain200DelegateSubject, shouldLoad4 entry: Int) -> Int?
    /// Requirement 5 of ``Plain200Delegate``: the row should change.
    func source(_ source: Plain200DelegateSubject, shouldChange5 row: Int, at position: Int) -> Bool?
    /// Requirement 6 of ``Plain200Delegate``: the count did update.
    func source(_ source: Plain200DelegateSubject, didUpdate6 count: Bool) -> Bool?
    /// Requirement 7 of ``Plain200Delegate``: the token did close.
    func source(_ source: Plain200DelegateSubject, didClose7 token: Int)
    /// Requirement 8 of ``Plain200Delegate``: the item should change.
    func source(_ source: Plain200DelegateSubject, shouldChange8 item: Date)
    /// Requirement 9 of ``Plain200Delegate``: the entry should update.
    var entryUpdate9: Date? { get set }
    /// Requirement 10 of ``Plain200Delegate``: the index should open.
    func source(_ source: Plain200DelegateSubject, shouldOpen10 index: [Int])
    /// Requirement 11 of ``Plain200Delegate``: the value should close.
    func source(_ source: Plain200DelegateSubject, shouldClose11 value: Data)
    /// Requirement 12 of ``Plain200Delegate``: the name did close.
    func source(_ source: Plain200DelegateSubject, didClose12 name: [String: Int], at position: Int) -> Bool?
    /// Requirement 13 of ``Plain200Delegate``: the name did start.
    func source(_ source: Plain200DelegateSubject, didStart13 name: String, at position: Int) -> Bool?
    /// Requirement 14 of ``Plain200Delegate``: the name will select.
    func source(_ source: Plain200DelegateSubject, willSelect14 name: URL, at position: Int) -> Bool?
    /// Requirement 15 of ``Plain200Delegate``: the token should load.
    func source(_ source: Plain200DelegateSubject, shouldLoad15 token: [String: Int])
    /// Requirement 16 of ``Plain200Delegate``: the entry should close.
    var entryClose16: [Int]? { get set }
    /// Requirement 17 of ``Plain200Delegate``: the entry did close.
    func sourceDidClose17(_ source: Plain200DelegateSubject)
    /// Requirement 18 of ``Plain200Delegate``: the record will finish.
    func source(_ source: Plain200DelegateSubject, willFinish18 record: [String: Int])
    /// Requirement 19 of ``Plain200Delegate``: the index will close.
    func source(_ source: Plain200DelegateSubject, willClose19 index: String)
    /// Requirement 20 of ``Plain200Delegate``: the item will change.
    func sourceWillChange20(_ source: Plain200DelegateSubject)
    /// Requirement 21 of ``Plain200Delegate``: the entry will receive.
    func source(_ source: Plain200DelegateSubject, willReceive21 entry: Date)
    /// Requirement 22 of ``Plain200Delegate``: the item should select.
    var itemSelect22: Double? { get set }
    /// Requirement 23 of ``Plain200Delegate``: the page will change.
    func source(_ source: Plain200DelegateSubject, willChange23 page: Double)
    /// Requirement 24 of ``Plain200Delegate``: the token will finish.
    func source(_ source: Plain200DelegateSubject, willFinish24 token: URL) -> URL?
    /// Requirement 25 of ``Plain200Delegate``: the index did receive.
    func source(_ source: Plain200DelegateSubject, didReceive25 index: URL)
    /// Requirement 26 of ``Plain200Delegate``: the entry will load.
    func source(_ source: Plain200DelegateSubject, willLoad26 entry: URL) -> URL?
    /// Requirement 27 of ``Plain200Delegate``: the entry should update.
    func source(_ source: Plain200DelegateSubject, shouldUpdate27 entry: Date)
    /// Requirement 28 of ``Plain200Delegate``: the count should close.
    func source(_ source: Plain200DelegateSubject, shouldClose28 count: URL)
    /// Requirement 29 of ``Plain200Delegate``: the index should change.
    func source(_ source: Plain200DelegateSubject, shouldChange29 index: URL) -> URL?
    /// Requirement 30 of ``Plain200Delegate``: the name should select.
    func sourceShouldSelect30(_ source: Plain200DelegateSubject)
    /// Requirement 31 of ``Plain200Delegate``: the page should close.
    func source(_ source: Plain200DelegateSubject, shouldClose31 page: String, at position: Int) -> Bool?
    /// Requirement 32 of ``Plain200Delegate``: the token did move.
    func sourceDidMove32(_ source: Plain200DelegateSubject)
    /// Requirement 33 of ``Plain200Delegate``: the entry will close.
    var entryClose33: [Int]? { get set }
    /// Requirement 34 of ``Plain200Delegate``: the row did load.
    func source(_ source: Plain200DelegateSubject, didLoad34 row: Bool)
    /// Requirement 35 of ``Plain200Delegate``: the entry did open.
    func source(_ source: Plain200DelegateSubject, didOpen35 entry: Data) -> Data?
    /// Requirement 36 of ``Plain200Delegate``: the index did start.
    func source(_ source: Plain200DelegateSubject, didStart36 index: [String: Int])
    /// Requirement 37 of ``Plain200Delegate``: the token should start.
    func source(_ source: Plain200DelegateSubject, shouldStart37 token: [String: Int])
    /// Requirement 38 of ``Plain200Delegate``: the record did start.
    func source(_ source: Plain200DelegateSubject, didStart38 record: URL, at position: Int) -> Bool?
    /// Requirement 39 of ``Plain200Delegate``: the count will load.
    func source(_ source: Plain200DelegateSubject, willLoad39 count: Double, at position: Int) -> Bool?
    /// Requirement 40 of ``Plain200Delegate``: the entry should open.
    func source(_ source: Plain200DelegateSubject, shouldOpen40 entry: Date)
    /// Requirement 41 of ``Plain200Delegate``: the item did load.
    func source(_ source: Plain200DelegateSubject, didLoad41 item: Double)
    /// Requirement 42 of ``Plain200Delegate``: the index should load.
    func sourceShouldLoad42(_ source: Plain200DelegateSubject)
    /// Requirement 43 of ``Plain200Delegate``: the count did close.
    func source(_ source: Plain200DelegateSubject, didClose43 count: Double, at position: Int) -> Bool?
    /// Requirement 44 of ``Plain200Delegate``: the index did change.
    func source(_ source: Plain200DelegateSubject, didChange44 index: Double, at position: Int) -> Bool?
    /// Requirement 45 of ``Plain200Delegate``: the row should start.
    func source(_ source: Plain200DelegateSubject, shouldStart45 row: [Int])
    /// Requirement 46 of ``Plain200Delegate``: the count did start.
    func source(_ source: Plain200DelegateSubject, didStart46 count: URL)
    /// Requirement 47 of ``Plain200Delegate``: the entry should move.
    func source(_ source: Plain200DelegateSubject, shouldMove47 entry: String) -> String?
    /// Requirement 48 of ``Plain200Delegate``: the item did change.
    func sourceDidChange48(_ source: Plain200DelegateSubject)
    /// Requirement 49 of ``Plain200Delegate``: the item should open.
    func sourceShouldOpen49(_ source: Plain200DelegateSubject)
    /// Requirement 50 of ``Plain200Delegate``: the value should select.
    func source(_ source: Plain200DelegateSubject, shouldSelect50 value: Bool, at position: Int) -> Bool?
    /// Requirement 51 of ``Plain200Delegate``: the record will receive.
    func source(_ source: Plain200DelegateSubject, willReceive51 record: Data) -> Data?
    /// Requirement 52 of ``Plain200Delegate``: the row will move.
    var rowMove52: Bool? { get set }
    /// Requirement 53 of ``Plain200Delegate``: the index will load.
    func sourceWillLoad53(_ source: Plain200DelegateSubject)
    /// Requirement 54 of ``Plain200Delegate``: the count should open.
    func sourceShouldOpen54(_ source: Plain200DelegateSubject)
    /// Requirement 55 of ``Plain200Delegate``: the value will receive.
    func source(_ source: Plain200DelegateSubject, willReceive55 value: [Int]) -> [Int]?
    /// Requirement 56 of ``Plain200Delegate``: the row will move.
    func source(_ source: Plain200DelegateSubject, willMove56 row: [String: Int])
    /// Requirement 57 of ``Plain200Delegate``: the count will close.
    func source(_ source: Plain200DelegateSubject, willClose57 count: String) -> String?
    /// Requirement 58 of ``Plain200Delegate``: the name will update.
    func source(_ source: Plain200DelegateSubject, willUpdate58 name: Date) -> Date?
    /// Requirement 59 of ``Plain200Delegate``: the token will finish.
    func source(_ source: Plain200DelegateSubject, willFinish59 token: Data, at position: Int) -> Bool?
    /// Requirement 60 of ``Plain200Delegate``: the item did start.
    func source(_ source: Plain200DelegateSubject, didStart60 item: Double)
    /// Requirement 61 of ``Plain200Delegate``: the count did select.
    func sourceDidSelect61(_ source: Plain200DelegateSubject)
    /// Requirement 62 of ``Plain200Delegate``: the value did finish.
    func source(_ source: Plain200DelegateSubject, didFinish62 value: URL)
    /// Requirement 63 of ``Plain200Delegate``: the token did open.
    func source(_ source: Plain200DelegateSubject, didOpen63 token: Int)
    /// Requirement 64 of ``Plain200Delegate``: the item should receive.
    func sourceShouldReceive64(_ source: Plain200DelegateSubject)
    /// Requirement 65 of ``Plain200Delegate``: the page did move.
    func sourceDidMove65(_ source: Plain200DelegateSubject)
    /// Requirement 66 of ``Plain200Delegate``: the row will close.
    func source(_ source: Plain200DelegateSubject, willClose66 row: Int, at position: Int) -> Bool?
    /// Requirement 67 of ``Plain200Delegate``: the name should close.
    func sourceShouldClose67(_ source: Plain200DelegateSubject)
    /// Requirement 68 of ``Plain200Delegate``: the record should close.
    func source(_ source: Plain200DelegateSubject, shouldClose68 record: [String: Int])
    /// Requirement 69 of ``Plain200Delegate``: the name should load.
    func source(_ source: Plain200DelegateSubject, shouldLoad69 name: Bool)
    /// Requirement 70 of ``Plain200Delegate``: the name should select.
    func source(_ source: Plain200DelegateSubject, shouldSelect70 name: [Int])
    /// Requirement 71 of ``Plain200Delegate``: the value did change.
    func source(_ source: Plain200DelegateSubject, didChange71 value: Double)
    /// Requirement 72 of ``Plain200Delegate``: the token did finish.
    func source(_ source: Plain200DelegateSubject, didFinish72 token: Date) -> Date?
    /// Requirement 73 of ``Plain200Delegate``: the entry should start.
    func source(_ source: Plain200DelegateSubject, shouldStart73 entry: Double) -> Double?
    /// Requirement 74 of ``Plain200Delegate``: the token will receive.
    func source(_ source: Plain200DelegateSubject, willReceive74 token: Data)
    /// Requirement 75 of ``Plain200Delegate``: the token did move.
    func source(_ source: Plain200DelegateSubject, didMove75 token: Double, at position: Int) -> Bool?
    /// Requirement 76 of ``Plain200Delegate``: the token did open.
    func source(_ source: Plain200DelegateSubject, didOpen76 token: URL, at position: Int) -> Bool?
    /// Requirement 77 of ``Plain200Delegate``: the value should change.
    func source(_ source: Plain200DelegateSubject, shouldChange77 value: Date)
    /// Requirement 78 of ``Plain200Delegate``: the item will close.
    func source(_ source: Plain200DelegateSubject, willClose78 item: [String: Int], at position: Int) -> Bool?
    /// Requirement 79 of ``Plain200Delegate``: the value should start.
    func source(_ source: Plain200DelegateSubject, shouldStart79 value: Bool, at position: Int) -> Bool?
    /// Requirement 80 of ``Plain200Delegate``: the name will update.
    func source(_ source: Plain200DelegateSubject, willUpdate80 name: Int, at position: Int) -> Bool?
    /// Requirement 81 of ``Plain200Delegate``: the page did select.
    func source(_ source: Plain200DelegateSubject, didSelect81 page: Int)
    /// Requirement 82 of ``Plain200Delegate``: the row did update.
    func source(_ source: Plain200DelegateSubject, didUpdate82 row: [Int]) -> [Int]?
    /// Requirement 83 of ``Plain200Delegate``: the entry will start.
    func source(_ source: Plain200DelegateSubject, willStart83 entry: Data, at position: Int) -> Bool?
    /// Requirement 84 of ``Plain200Delegate``: the record will load.
    func source(_ source: Plain200DelegateSubject, willLoad84 record: Int, at position: Int) -> Bool?
    /// Requirement 85 of ``Plain200Delegate``: the row did update.
    var rowUpdate85: [Int]? { get set }
    /// Requirement 86 of ``Plain200Delegate``: the count should move.
    func source(_ source: Plain200DelegateSubject, shouldMove86 count: URL) -> URL?
    /// Requirement 87 of ``Plain200Delegate``: the count should select.
    var countSelect87: URL? { get set }
    /// Requirement 88 of ``Plain200Delegate``: the count should start.
    func source(_ source: Plain200DelegateSubject, shouldStart88 count: Bool)
    /// Requirement 89 of ``Plain200Delegate``: the index should start.
    func source(_ source: Plain200DelegateSubject, shouldStart89 index: URL) -> URL?
    /// Requirement 90 of ``Plain200Delegate``: the token did move.
    func source(_ source: Plain200DelegateSubject, didMove90 token: [String: Int], at position: Int) -> Bool?
    /// Requirement 91 of ``Plain200Delegate``: the count did receive.
    var countReceive91: Double? { get set }
    /// Requirement 92 of ``Plain200Delegate``: the token will receive.
    func source(_ source: Plain200DelegateSubject, willReceive92 token: Bool) -> Bool?
    /// Requirement 93 of ``Plain200Delegate``: the token will move.
    var tokenMove93: URL? { get set }
    /// Requirement 94 of ``Plain200Delegate``: the value did load.
    func sourceDidLoad94(_ source: Plain200DelegateSubject)
    /// Requirement 95 of ``Plain200Delegate``: the record will select.
    func source(_ source: Plain200DelegateSubject, willSelect95 record: Data)
    /// Requirement 96 of ``Plain200Delegate``: the item did update.
    func source(_ source: Plain200DelegateSubject, didUpdate96 item: Data)
    /// Requirement 97 of ``Plain200Delegate``: the item will change.
    func source(_ source: Plain200DelegateSubject, willChange97 item: Int)
    /// Requirement 98 of ``Plain200Delegate``: the page did change.
    func source(_ source: Plain200DelegateSubject, didChange98 page: Double)
    /// Requirement 99 of ``Plain200Delegate``: the record should receive.
    var recordReceive99: [Int]? { get set }
    /// Requirement 100 of ``Plain200Delegate``: the count should receive.
    func source(_ source: Plain200DelegateSubject, shouldReceive100 count: String)
    /// Requirement 101 of ``Plain200Delegate``: the page will change.
    func source(_ source: Plain200DelegateSubject, willChange101 page: [Int])
    /// Requirement 102 of ``Plain200Delegate``: the token will open.
    func sourceWillOpen102(_ source: Plain200DelegateSubject)
    /// Requirement 103 of ``Plain200Delegate``: the count will select.
    func source(_ source: Plain200DelegateSubject, willSelect103 count: Bool) -> Bool?
    /// Requirement 104 of ``Plain200Delegate``: the record did start.
    func source(_ source: Plain200DelegateSubject, didStart104 record: Double)
    /// Requirement 105 of ``Plain200Delegate``: the page should move.
    func source(_ source: Plain200DelegateSubject, shouldMove105 page: Bool)
    /// Requirement 106 of ``Plain200Delegate``: the token did receive.
    func source(_ source: Plain200DelegateSubject, didReceive106 token: Data, at position: Int) -> Bool?
    /// Requirement 107 of ``Plain200Delegate``: the entry did select.
    func source(_ source: Plain200DelegateSubject, didSelect107 entry: URL) -> URL?
    /// Requirement 108 of ``Plain200Delegate``: the name will change.
    var nameChange108: Int? { get set }
    /// Requirement 109 of ``Plain200Delegate``: the count will receive.
    func source(_ source: Plain200DelegateSubject, willReceive109 count: [String: Int])
    /// Requirement 110 of ``Plain200Delegate``: the value did receive.
    var valueReceive110: Date? { get set }
    /// Requirement 111 of ``Plain200Delegate``: the entry did move.
    func source(_ source: Plain200DelegateSubject, didMove111 entry: Double)
    /// Requirement 112 of ``Plain200Delegate``: the page should finish.
    func source(_ source: Plain200DelegateSubject, shouldFinish112 page: [String: Int])
    /// Requirement 113 of ``Plain200Delegate``: the value should load.
    func source(_ source: Plain200DelegateSubject, shouldLoad113 value: String)
    /// Requirement 114 of ``Plain200Delegate``: the entry will open.
    func sourceWillOpen114(_ source: Plain200DelegateSubject)
    /// Requirement 115 of ``Plain200Delegate``: the token did start.
    func sourceDidStart115(_ source: Plain200DelegateSubject)
    /// Requirement 116 of ``Plain200Delegate``: the entry did update.
    func source(_ source: Plain200DelegateSubject, didUpdate116 entry: Bool, at position: Int) -> Bool?
    /// Requirement 117 of ``Plain200Delegate``: the record should change.
    func sourceShouldChange117(_ source: Plain200DelegateSubject)
    /// Requirement 118 of ``Plain200Delegate``: the record did start.
    func source(_ source: Plain200DelegateSubject, didStart118 record: String, at position: Int) -> Bool?
    /// Requirement 119 of ``Plain200Delegate``: the token will start.
    func source(_ source: Plain200DelegateSubject, willStart119 token: [String: Int])
    /// Requirement 120 of ``Plain200Delegate``: the name should close.
    func source(_ source: Plain200DelegateSubject, shouldClose120 name: Double) -> Double?
    /// Requirement 121 of ``Plain200Delegate``: the count should change.
    var countChange121: Date? { get set }
    /// Requirement 122 of ``Plain200Delegate``: the row will move.
    func source(_ source: Plain200DelegateSubject, willMove122 row: Date)
    /// Requirement 123 of ``Plain200Delegate``: the record should close.
    func source(_ source: Plain200DelegateSubject, shouldClose123 record: Double)
    /// Requirement 124 of ``Plain200Delegate``: the entry will start.
    func source(_ source: Plain200DelegateSubject, willStart124 entry: [String: Int])
    /// Requirement 125 of ``Plain200Delegate``: the value did change.
    func source(_ source: Plain200DelegateSubject, didChange125 value: [String: Int])
    /// Requirement 126 of ``Plain200Delegate``: the item did finish.
    func source(_ source: Plain200DelegateSubject, didFinish126 item: [Int]) -> [Int]?
    /// Requirement 127 of ``Plain200Delegate``: the page did load.
    var pageLoad127: [String: Int]? { get set }
    /// Requirement 128 of ``Plain200Delegate``: the row did close.
    func source(_ source: Plain200DelegateSubject, didClose128 row: URL)
    /// Requirement 129 of ``Plain200Delegate``: the value should close.
    func source(_ source: Plain200DelegateSubject, shouldClose129 value: [String: Int])
    /// Requirement 130 of ``Plain200Delegate``: the entry did receive.
    func source(_ source: Plain200DelegateSubject, didReceive130 entry: URL)
    /// Requirement 131 of ``Plain200Delegate``: the index will close.
    func source(_ source: Plain200DelegateSubject, willClose131 index: [Int])
    /// Requirement 132 of ``Plain200Delegate``: the entry did update.
    func source(_ source: Plain200DelegateSubject, didUpdate132 entry: Bool)
    /// Requirement 133 of ``Plain200Delegate``: the item will select.
    func source(_ source: Plain200DelegateSubject, willSelect133 item: Int, at position: Int) -> Bool?
    /// Requirement 134 of ``Plain200Delegate``: the item did update.
    func source(_ source: Plain200DelegateSubject, didUpdate134 item: Int)
    /// Requirement 135 of ``Plain200Delegate``: the name did select.
    var nameSelect135: URL? { get set }
    /// Requirement 136 of ``Plain200Delegate``: the page should load.
    func source(_ source: Plain200DelegateSubject, shouldLoad136 page: Bool)
    /// Requirement 137 of ``Plain200Delegate``: the item should load.
    var itemLoad137: Bool? { get set }
    /// Requirement 138 of ``Plain200Delegate``: the page did receive.
    func source(_ source: Plain200DelegateSubject, didReceive138 page: Date) -> Date?
    /// Requirement 139 of ``Plain200Delegate``: the entry should load.
    func source(_ source: Plain200DelegateSubject, shouldLoad139 entry: URL)
    /// Requirement 140 of ``Plain200Delegate``: the entry should start.
    var entryStart140: Data? { get set }
    /// Requirement 141 of ``Plain200Delegate``: the count did open.
    var countOpen141: Date? { get set }
    /// Requirement 142 of ``Plain200Delegate``: the row did finish.
    func source(_ source: Plain200DelegateSubject, didFinish142 row: URL)
    /// Requirement 143 of ``Plain200Delegate``: the token will receive.
    func source(_ source: Plain200DelegateSubject, willReceive143 token: String)
    /// Requirement 144 of ``Plain200Delegate``: the count did select.
    func source(_ source: Plain200DelegateSubject, didSelect144 count: Double)
    /// Requirement 145 of ``Plain200Delegate``: the value should open.
    func source(_ source: Plain200DelegateSubject, shouldOpen145 value: Int) -> Int?
    /// Requirement 146 of ``Plain200Delegate``: the count did open.
    func source(_ source: Plain200DelegateSubject, didOpen146 count: [String: Int])
    /// Requirement 147 of ``Plain200Delegate``: the entry will close.
    func source(_ source: Plain200DelegateSubject, willClose147 entry: Bool)
    /// Requirement 148 of ``Plain200Delegate``: the row should change.
    func source(_ source: Plain200DelegateSubject, shouldChange148 row: Int, at position: Int) -> Bool?
    /// Requirement 149 of ``Plain200Delegate``: the token will receive.
    func source(_ source: Plain200DelegateSubject, willReceive149 token: Date)
    /// Requirement 150 of ``Plain200Delegate``: the name will select.
    func source(_ source: Plain200DelegateSubject, willSelect150 name: Bool)
    /// Requirement 151 of ``Plain200Delegate``: the name will select.
    func source(_ source: Plain200DelegateSubject, willSelect151 name: [String: Int]) -> [String: Int]?
    /// Requirement 152 of ``Plain200Delegate``: the record did open.
    func source(_ source: Plain200DelegateSubject, didOpen152 record: Date)
    /// Requirement 153 of ``Plain200Delegate``: the item did change.
    var itemChange153: [Int]? { get set }
    /// Requirement 154 of ``Plain200Delegate``: the entry did update.
    func sourceDidUpdate154(_ source: Plain200DelegateSubject)
    /// Requirement 155 of ``Plain200Delegate``: the index should start.
    func sourceShouldStart155(_ source: Plain200DelegateSubject)
    /// Requirement 156 of ``Plain200Delegate``: the item will select.
    func source(_ source: Plain200DelegateSubject, willSelect156 item: URL) -> URL?
    /// Requirement 157 of ``Plain200Delegate``: the row will receive.
    func source(_ source: Plain200DelegateSubject, willReceive157 row: Bool)
    /// Requirement 158 of ``Plain200Delegate``: the count should close.
    func source(_ source: Plain200DelegateSubject, shouldClose158 count: Int, at position: Int) -> Bool?
    /// Requirement 159 of ``Plain200Delegate``: the row will finish.
    var rowFinish159: String? { get set }
    /// Requirement 160 of ``Plain200Delegate``: the token should finish.
    func source(_ source: Plain200DelegateSubject, shouldFinish160 token: Double)
    /// Requirement 161 of ``Plain200Delegate``: the row should start.
    func source(_ source: Plain200DelegateSubject, shouldStart161 row: Data, at position: Int) -> Bool?
    /// Requirement 162 of ``Plain200Delegate``: the entry should close.
    func source(_ source: Plain200DelegateSubject, shouldClose162 entry: Int, at position: Int) -> Bool?
    /// Requirement 163 of ``Plain200Delegate``: the token should update.
    func source(_ source: Plain200DelegateSubject, shouldUpdate163 token: [Int])
    /// Requirement 164 of ``Plain200Delegate``: the value did receive.
    func source(_ source: Plain200DelegateSubject, didReceive164 value: Double)
    /// Requirement 165 of ``Plain200Delegate``: the entry will load.
    func source(_ source: Plain200DelegateSubject, willLoad165 entry: Bool, at position: Int) -> Bool?
    /// Requirement 166 of ``Plain200Delegate``: the item will move.
    func sourceWillMove166(_ source: Plain200DelegateSubject)
    /// Requirement 167 of ``Plain200Delegate``: the index will open.
    func source(_ source: Plain200DelegateSubject, willOpen167 index: [String: Int])
    /// Requirement 168 of ``Plain200Delegate``: the record will open.
    func source(_ source: Plain200DelegateSubject, willOpen168 record: [String: Int])
    /// Requirement 169 of ``Plain200Delegate``: the count will select.
    var countSelect169: String? { get set }
    /// Requirement 170 of ``Plain200Delegate``: the index did close.
    func sourceDidClose170(_ source: Plain200DelegateSubject)
    /// Requirement 171 of ``Plain200Delegate``: the value will finish.
    func source(_ source: Plain200DelegateSubject, willFinish171 value: Bool, at position: Int) -> Bool?
    /// Requirement 172 of ``Plain200Delegate``: the token did receive.
    func source(_ source: Plain200DelegateSubject, didReceive172 token: [Int], at position: Int) -> Bool?
    /// Requirement 173 of ``Plain200Delegate``: the page will receive.
    func source(_ source: Plain200DelegateSubject, willReceive173 page: Double, at position: Int) -> Bool?
    /// Requirement 174 of ``Plain200Delegate``: the record did change.
    var recordChange174: URL? { get set }
    /// Requirement 175 of ``Plain200Delegate``: the count should change.
    func source(_ source: Plain200DelegateSubject, shouldChange175 count: [Int], at position: Int) -> Bool?
    /// Requirement 176 of ``Plain200Delegate``: the record should change.
    func source(_ source: Plain200DelegateSubject, shouldChange176 record: Data) -> Data?
    /// Requirement 177 of ``Plain200Delegate``: the row did move.
    func sourceDidMove177(_ source: Plain200DelegateSubject)
    /// Requirement 178 of ``Plain200Delegate``: the row did select.
    func source(_ source: Plain200DelegateSubject, didSelect178 row: [String: Int], at position: Int) -> Bool?
    /// Requirement 179 of ``Plain200Delegate``: the name did receive.
    func source(_ source: Plain200DelegateSubject, didReceive179 name: URL, at position: Int) -> Bool?
    /// Requirement 180 of ``Plain200Delegate``: the name did start.
    func sourceDidStart180(_ source: Plain200DelegateSubject)
    /// Requirement 181 of ``Plain200Delegate``: the record should move.
    func source(_ source: Plain200DelegateSubject, shouldMove181 record: Double) -> Double?
    /// Requirement 182 of ``Plain200Delegate``: the token will start.
    func source(_ source: Plain200DelegateSubject, willStart182 token: [Int], at position: Int) -> Bool?
    /// Requirement 183 of ``Plain200Delegate``: the index should close.
    var indexClose183: URL? { get set }
    /// Requirement 184 of ``Plain200Delegate``: the entry should load.
    func source(_ source: Plain200DelegateSubject, shouldLoad184 entry: [String: Int])
    /// Requirement 185 of ``Plain200Delegate``: the item will update.
    var itemUpdate185: Int? { get set }
    /// Requirement 186 of ``Plain200Delegate``: the count should move.
    func source(_ source: Plain200DelegateSubject, shouldMove186 count: String)
    /// Requirement 187 of ``Plain200Delegate``: the value did start.
    var valueStart187: [String: Int]? { get set }
    /// Requirement 188 of ``Plain200Delegate``: the name will finish.
    var nameFinish188: [Int]? { get set }
    /// Requirement 189 of ``Plain200Delegate``: the name did start.
    func source(_ source: Plain200DelegateSubject, didStart189 name: Double) -> Double?
    /// Requirement 190 of ``Plain200Delegate``: the name will close.
    func source(_ source: Plain200DelegateSubject, willClose190 name: [String: Int])
    /// Requirement 191 of ``Plain200Delegate``: the page will change.
    func source(_ source: Plain200DelegateSubject, willChange191 page: [Int]) -> [Int]?
    /// Requirement 192 of ``Plain200Delegate``: the entry did update.
    func source(_ source: Plain200DelegateSubject, didUpdate192 entry: URL)
    /// Requirement 193 of ``Plain200Delegate``: the value should start.
    var valueStart193: [Int]? { get set }
    /// Requirement 194 of ``Plain200Delegate``: the value did change.
    func source(_ source: Plain200DelegateSubject, didChange194 value: URL)
    /// Requirement 195 of ``Plain200Delegate``: the entry will start.
    func sourceWillStart195(_ source: Plain200DelegateSubject)
    /// Requirement 196 of ``Plain200Delegate``: the page should start.
    func sourceShouldStart196(_ source: Plain200DelegateSubject)
    /// Requirement 197 of ``Plain200Delegate``: the item will change.
    func sourceWillChange197(_ source: Plain200DelegateSubject)
    /// Requirement 198 of ``Plain200Delegate``: the value will close.
    var valueClose198: Date? { get set }
    /// Requirement 199 of ``Plain200Delegate``: the name did load.
    func source(_ source: Plain200DelegateSubject, didLoad199 name: Int)
}
