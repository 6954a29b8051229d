// ParserMemberTests: every protocol member form — functions and their parameters and effects,
// properties, subscripts, initializers, associated types, type aliases, #if blocks, modifiers.

import XCTest

@testable import ProxyGen

final class ParserMemberTests: XCTestCase {
    func members(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> [Member] {
        parseProtocol("protocol P {\n\(body)\n}", file: file, line: line)?.members ?? []
    }

    func function(_ body: String, file: StaticString = #filePath, line: UInt = #line) -> FunctionDecl? {
        let found = members(body, file: file, line: line).compactMap(\.function)
        XCTAssertEqual(found.count, 1, file: file, line: line)
        return found.first
    }

    // MARK: - Functions

    func testParameterLabelsWildcardsAndBackticks() throws {
        let f = try XCTUnwrap(
            function(
                "func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath, `default` d: Int, `for`: Int)"
            ))
        XCTAssertEqual(f.fullName, "tableView(_:didSelectRowAt:`default`:`for`:)")
        XCTAssertEqual(f.parameters.map(\.label), [nil, "didSelectRowAt", "`default`", "`for`"])
        XCTAssertEqual(f.parameters.map(\.name), ["tableView", "indexPath", "d", "`for`"])
    }

    func testParameterSpecifiers() throws {
        let f = try XCTUnwrap(
            function(
                "func f(a: inout Int, b: borrowing Data, c: consuming Data, d: sending Value, e: isolated (any Actor)?, g: Int...)"
            ))
        XCTAssertEqual(
            f.parameters.map(\.type.description),
            ["inout Int", "borrowing Data", "consuming Data", "sending Value", "isolated (any Actor)?", "Int"])
        XCTAssertEqual(f.parameters.map(\.isVariadic), [false, false, false, false, false, true])
    }

    func testGenericParametersWhereClauseAndPacks() throws {
        let f = try XCTUnwrap(
            function(
                "func f<T: Codable, each U, V>(_ t: T, _ u: repeat each U) -> (repeat each U) where V == T.Element, T: Sendable"
            ))
        XCTAssertEqual(f.genericParameters.map(\.name), ["T", "U", "V"])
        XCTAssertEqual(f.genericParameters.map(\.isPack), [false, true, false])
        XCTAssertEqual(f.parameters.map(\.type.description), ["T", "repeat each U"])
        XCTAssertEqual(f.whereClause.map(\.description), ["V == T.Element", "T: Sendable"])
    }

    func testEffects() throws {
        let list = members(
            """
            func a() async
            func b() throws
            func c() async throws -> Int
            func d() throws(MyError)
            func e(_ f: () throws -> Void) rethrows
            func g() async throws(any Error) -> sending String
            """
        ).compactMap(\.function)
        XCTAssertEqual(list.map(\.effects.isAsync), [true, false, true, false, false, true])
        XCTAssertEqual(
            list.map(\.effects.throwsClause),
            [.none, .throws, .throws, .typed(.simple("MyError")), .rethrows, .typed(.any(.simple("Error")))])
    }

    func testModifiers() throws {
        let list = members(
            """
            mutating func a()
            nonmutating func b()
            static func c()
            class func d()
            nonisolated func e()
            @objc optional func f()
            @MainActor func g()
            """
        ).compactMap(\.function)
        XCTAssertEqual(
            list.map(\.info.modifiers),
            [["mutating"], ["nonmutating"], ["static"], ["class"], ["nonisolated"], ["optional"], []])
        XCTAssertEqual(list.map { $0.info.attributes.map(\.name) }, [[], [], [], [], [], ["objc"], ["MainActor"]])
    }

    func testOperatorRequirements() throws {
        let list = members(
            "static func == (lhs: Self, rhs: Self) -> Bool\nstatic func <*> (a: Self, b: Self) -> Self\nstatic prefix func ! (a: Self) -> Self"
        )
        .compactMap(\.function)
        XCTAssertEqual(list.map(\.name), ["==", "<*>", "!"])
    }

    func testDocCommentsOnMembers() throws {
        let f = try XCTUnwrap(function("    /// Called when done.\n    /// @event(done)\n    @MainActor func finish()"))
        // The source text as written, indentation included.
        XCTAssertEqual(f.info.doc, "/// Called when done.\n    /// @event(done)")
    }

    // MARK: - Properties and subscripts

    func testPropertyAccessors() throws {
        let list = members(
            """
            var a: Int { get }
            var b: String? { get set }
            var c: Data { get async throws }
            var d: Int { get throws(E) }
            static var e: Self { get }
            nonisolated var f: Int { get }
            var g: Int { mutating get nonmutating set }
            """
        ).compactMap(\.property)
        XCTAssertEqual(list.map(\.name), ["a", "b", "c", "d", "e", "f", "g"])
        XCTAssertEqual(list.map(\.isSettable), [false, true, false, false, false, false, true])
        XCTAssertEqual(list.map(\.getterEffects.isAsync), [false, false, true, false, false, false, false])
        XCTAssertEqual(list[3].getterEffects.throwsClause, .typed(.simple("E")))
    }

    func testSubscripts() throws {
        let list = members(
            """
            subscript(index: Int) -> Element { get }
            subscript<T>(key: Key<T>, default value: T) -> T { get set }
            subscript(_ i: Int) -> Int { get async throws }
            """
        ).compactMap(\.subscriptDecl)
        XCTAssertEqual(list.map(\.isSettable), [false, true, false])
        XCTAssertEqual(list[1].genericParameters.map(\.name), ["T"])
        // Subscript parameters have no argument label unless one is written.
        XCTAssertEqual(list[0].parameters.map(\.label), [nil])
        XCTAssertEqual(list[1].parameters.map(\.label), [nil, "default"])
        XCTAssertTrue(list[2].getterEffects.isAsync)
    }

    // MARK: - Initializers, associated types, type aliases

    func testInitializers() throws {
        let list = members("init(name: String)\ninit?(raw: Int)\ninit!(x: Int)\ninit<T>(t: T) async throws where T: P")
            .compactMap(\.initializer)
        XCTAssertEqual(list.map(\.failability), [.none, .optional, .implicitlyUnwrapped, .none])
        XCTAssertEqual(list[3].genericParameters.map(\.name), ["T"])
        XCTAssertEqual(list[3].whereClause.map(\.description), ["T: P"])
        XCTAssertTrue(list[3].effects.isAsync)
    }

    func testAssociatedTypes() throws {
        let list = members(
            """
            associatedtype A
            associatedtype B: Hashable, Sendable
            associatedtype C: Collection = [Int] where C.Element == Int
            associatedtype D: ~Copyable
            """
        ).compactMap(\.associatedType)
        XCTAssertEqual(list.map(\.name), ["A", "B", "C", "D"])
        XCTAssertEqual(list[1].inheritance.map(\.description), ["Hashable", "Sendable"])
        XCTAssertEqual(list[2].defaultType?.description, "[Int]")
        XCTAssertEqual(list[2].whereClause.map(\.description), ["C.Element == Int"])
        XCTAssertEqual(list[3].inheritance.map(\.description), ["~Copyable"])
    }

    func testTypeAliases() throws {
        let list = members("typealias Handler = (Result<Int, Error>) -> Void\ntypealias Pair<T> = (T, T)").compactMap(
            \.typeAlias)
        XCTAssertEqual(list.map(\.name), ["Handler", "Pair"])
        XCTAssertEqual(list[0].type?.description, "(Result<Int, Error>) -> Void")
    }

    /// UIKit's `UITraitChangeObservable` declares a generic type alias with a `where` clause; a
    /// protocol that could not be read failed a whole run over UIKit's interface.
    func testGenericTypeAliasWithAWhereClause() throws {
        let list = members(
            """
            typealias TraitChangeHandler<TraitEnvironment> = (_ traitEnvironment: TraitEnvironment, _ previous: Int) -> Void where TraitEnvironment : UITraitEnvironment
            func registerForTraitChanges(_ traits: [Int]) -> Int
            """
        )
        let alias = try XCTUnwrap(list.compactMap(\.typeAlias).first)
        XCTAssertEqual(alias.genericParameters.map(\.name), ["TraitEnvironment"])
        XCTAssertEqual(alias.whereClause.map(\.description), ["TraitEnvironment: UITraitEnvironment"])
        XCTAssertEqual(list.compactMap(\.function).map(\.name), ["registerForTraitChanges"])
    }

    /// Interfaces print an Objective-C `assign` property as `unowned(unsafe)`.
    func testUnownedUnsafePropertyRequirement() throws {
        let list = members(
            """
            unowned(unsafe) var delegate: AnyObject? { get set }
            unowned(safe) var owner: AnyObject { get }
            """
        ).compactMap(\.property)
        XCTAssertEqual(list.map(\.name), ["delegate", "owner"])
        XCTAssertEqual(list.map(\.isSettable), [true, false])
    }

    // MARK: - #if inside a protocol

    func testIfConfigBlocks() throws {
        let list = members(
            """
            func always()
            #if os(macOS) || targetEnvironment(macCatalyst)
            func mac()
            #elseif canImport(Glibc)
            func linux()
            #if DEBUG
            func debugOnly()
            #endif
            #else
            #warning("unsupported")
            #endif
            """)
        XCTAssertEqual(list.count, 2)
        let block = try XCTUnwrap(list[1].ifConfig)
        XCTAssertEqual(
            block.clauses.map(\.condition), ["os(macOS) || targetEnvironment(macCatalyst)", "canImport(Glibc)", nil])
        XCTAssertEqual(block.clauses.map(\.members.count), [1, 2, 0])
        XCTAssertNotNil(block.clauses[1].members[1].ifConfig)
    }

    func testSemicolonsBetweenMembers() {
        XCTAssertEqual(members("func a(); func b(); var c: Int { get };").count, 3)
    }
}
