// ParserDeclarationTests: protocol headers (attributes, modifiers, inheritance, primary associated
// types, where clauses), nesting, #if placement, extensions and imports; shared test helpers.

import XCTest

@testable import ProxyGen

/// Parses `source` as one file.
func parseSource(_ source: String) -> (model: FileModel, diagnostics: [String]) {
    let file = SourceFile(path: "t.swift", text: source)
    let (model, diagnostics) = Parser.parse(file)
    return (
        model,
        diagnostics.map { diagnostic in
            let (line, column) = file.location(of: diagnostic.offset)
            return "\(line):\(column): \(diagnostic.message)"
        }
    )
}

/// The only protocol declared by `source`, failing the test when there is not exactly one or
/// when parsing reports anything.
func parseProtocol(_ source: String, file: StaticString = #filePath, line: UInt = #line) -> ProtocolDecl? {
    let (model, diagnostics) = parseSource(source)
    XCTAssertEqual(diagnostics, [], file: file, line: line)
    XCTAssertEqual(model.protocols.count, 1, file: file, line: line)
    return model.protocols.first
}

extension Member {
    var function: FunctionDecl? { if case .function(let d) = self { d } else { nil } }
    var property: PropertyDecl? { if case .property(let d) = self { d } else { nil } }
    var subscriptDecl: SubscriptDecl? { if case .subscript(let d) = self { d } else { nil } }
    var initializer: InitializerDecl? { if case .initializer(let d) = self { d } else { nil } }
    var associatedType: AssociatedTypeDecl? { if case .associatedType(let d) = self { d } else { nil } }
    var typeAlias: TypeAliasDecl? { if case .typeAlias(let d) = self { d } else { nil } }
    var ifConfig: IfConfigDecl? { if case .ifConfig(let d) = self { d } else { nil } }
}

final class ParserDeclarationTests: XCTestCase {
    func testTypesDeclaredNoncopyableOrNonescapableAreRecordedByName() {
        let (model, diagnostics) = parseSource(
            """
            struct Permit: ~Copyable { var level: Int }
            enum Cursor: Sendable, ~Escapable { case start }
            struct Box<T: ~Copyable>: Equatable where T: Equatable {}
            struct Outer {
                struct Token: ~Copyable, ~Escapable {}
            }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.unstorableTypes.noncopyable, ["Permit", "Token"])
        XCTAssertEqual(model.unstorableTypes.nonescapable, ["Cursor", "Token"])
    }

    func testAttributesModifiersAndDocComment() throws {
        let decl = try XCTUnwrap(
            parseProtocol(
                """
                /// Receives events.
                /// @proxyable
                @MainActor @preconcurrency @available(macOS 14, *, message: "}")
                public protocol P: AnyObject {}
                """))
        XCTAssertEqual(decl.name, "P")
        XCTAssertEqual(decl.info.doc, "/// Receives events.\n/// @proxyable")
        XCTAssertEqual(decl.info.attributes.map(\.name), ["MainActor", "preconcurrency", "available"])
        XCTAssertEqual(decl.info.attributes[2].arguments, #"macOS 14, *, message: "}""#)
        XCTAssertEqual(decl.info.modifiers, ["public"])
        XCTAssertEqual(decl.info.offset, 36)  // the first attribute
    }

    func testObjCProtocolWithNameArgument() throws {
        let decl = try XCTUnwrap(parseProtocol("@objc(MYDelegate) public protocol MyDelegate: NSObjectProtocol {}"))
        XCTAssertEqual(decl.info.attributes, [Attribute(name: "objc", arguments: "MYDelegate")])
    }

    func testInheritanceCompositionsAndSuppressedConformance() throws {
        let decl = try XCTUnwrap(
            parseProtocol("protocol P: AnyObject, Sendable & Hashable, ~Copyable, ~Escapable, Foo.Bar<Int> {}"))
        XCTAssertEqual(
            decl.inheritance.map(\.description),
            ["AnyObject", "Sendable & Hashable", "~Copyable", "~Escapable", "Foo.Bar<Int>"])
    }

    func testClassConstraint() throws {
        let decl = try XCTUnwrap(parseProtocol("protocol P: class {}"))
        XCTAssertEqual(decl.inheritance.map(\.description), ["class"])
    }

    func testPrimaryAssociatedTypesAndWhereClause() throws {
        let decl = try XCTUnwrap(
            parseProtocol(
                "protocol Store<Key, Value>: Collection where Key: Hashable, Element == (Key, Value) { associatedtype Key\n associatedtype Value }"
            ))
        XCTAssertEqual(decl.primaryAssociatedTypes, ["Key", "Value"])
        XCTAssertEqual(decl.whereClause.map(\.description), ["Key: Hashable", "Element == (Key, Value)"])
        XCTAssertEqual(decl.members.count, 2)
    }

    func testBacktickedName() throws {
        let decl = try XCTUnwrap(parseProtocol("protocol `Protocol` {}"))
        XCTAssertEqual(decl.name, "`Protocol`")
    }

    func testNestedProtocolsRecordEnclosingTypes() {
        let (model, diagnostics) = parseSource(
            """
            struct Outer {
                enum Middle {
                    protocol Inner { func f() }
                }
                class func make() -> Outer { Outer() }
                protocol Sibling {}
            }
            extension Outer.Middle where Self: Any {
                protocol InExtension {}
            }
            protocol Top {}
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            model.protocols.map(\.qualifiedName),
            ["Outer.Middle.Inner", "Outer.Sibling", "Outer.Middle.InExtension", "Top"])
    }

    func testProtocolsInsideIfConfigAtTopLevel() {
        let (model, diagnostics) = parseSource(
            """
            #if canImport(Darwin) && !os(watchOS)
            public protocol A {}
            #elseif compiler(>=6.0)
            public protocol B {}
            #else
            protocol C {}
            #endif
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.protocols.map(\.name), ["A", "B", "C"])
    }

    func testProtocolKeywordOutsideADeclarationIsIgnored() {
        let (model, diagnostics) = parseSource(
            """
            let x = y.protocol
            let k = \\Foo.protocol
            func f(protocol p: P, extension e: E, class c: AnyClass) {}
            let s = "protocol Fake {}"
            // protocol Commented {}
            /* protocol Block {} */
            let t = foo(protocol: 1)
            init(
                extension proto: Proto,
                struct s: S
            ) {}
            protocol Real {}
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.protocols.map(\.name), ["Real"])
        XCTAssertEqual(model.extensions.count, 0)
    }

    func testImports() {
        let (model, diagnostics) = parseSource(
            """
            import Foundation
            @preconcurrency import Dispatch
            import struct Foo.Bar
            @_exported import protocol Baz.Qux
            func f() { let x = 1 }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(
            model.imports.map(\.description),
            [
                "import Foundation", "@preconcurrency import Dispatch", "import struct Foo.Bar",
                "@_exported import protocol Baz.Qux",
            ])
        XCTAssertEqual(model.protocols.count, 0)
    }

    func testExtensionMembersAreRecordedAsSignatures() throws {
        let (model, diagnostics) = parseSource(
            """
            extension Downloader where Self: AnyObject {
                func didFinish(_ d: Download) { if x { } }
                public var name: String { "x" }
                subscript(i: Int) -> Int { get { 0 } set { } }
                init(other: Self) { self = other }
                private static func helper<T>(_ t: T) -> T where T: Equatable { t }
                struct Nested { func notAMember() {} }
                var stored = 1
            }
            """)
        XCTAssertEqual(diagnostics, [])
        let ext = try XCTUnwrap(model.extensions.first)
        XCTAssertEqual(ext.extendedType, "Downloader")
        XCTAssertEqual(ext.whereClause.map(\.description), ["Self: AnyObject"])
        XCTAssertEqual(ext.members.compactMap(\.function).map(\.fullName), ["didFinish(_:)", "helper(_:)"])
        XCTAssertEqual(ext.members.compactMap(\.property).map(\.name), ["name"])
        XCTAssertEqual(ext.members.compactMap(\.subscriptDecl).count, 1)
        XCTAssertEqual(ext.members.compactMap(\.initializer).count, 1)
    }

    func testExtensionWithGenericArgumentsConformancesAndShiftOperators() throws {
        let (model, diagnostics) = parseSource(
            """
            extension Array<Dictionary<String, Set<Int>>>: Delegate where Element: Sendable {
                func f() -> Int { 1 >> 2 }
            }
            extension Foo.Bar: P, Q {
                func g() {}
            }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.extensions.map(\.extendedType), ["Array", "Foo.Bar"])
        XCTAssertEqual(model.extensions.map { $0.members.count }, [1, 1])
    }

    func testClassFuncAndClassVarAreNotTypeDeclarations() throws {
        let (model, diagnostics) = parseSource(
            """
            class A {
                class func make() -> A { A() }
                class var shared: A { A() }
                final class Inner { protocol P {} }
            }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(model.protocols.map(\.qualifiedName), ["A.Inner.P"])
    }

    func testAttributeWithGenericArgumentsOnMembersAndParameters() throws {
        let (model, diagnostics) = parseSource(
            """
            public protocol RouterController<Context> {
                associatedtype Context
                @MiddlewareFixedTypeBuilder<Request, Response, Context> var body: Body { get }
            }
            extension Router {
                @discardableResult public func add(
                    @Builder<Request, Context> stack: () -> some Middleware<Request>
                ) -> Self { self }
            }
            """)
        XCTAssertEqual(diagnostics, [])
        let property = try XCTUnwrap(model.protocols.first?.members.compactMap(\.property).first)
        XCTAssertEqual(property.info.attributes.map(\.name), ["MiddlewareFixedTypeBuilder<Request, Response, Context>"])
        XCTAssertEqual(model.extensions.first?.members.compactMap(\.function).map(\.fullName), ["add(stack:)"])
    }

    func testDefaultValueWithGenericArgumentsDoesNotEndAtTheirComma() throws {
        let (model, diagnostics) = parseSource(
            """
            extension ByteBuffer {
                public mutating func read<let count: Int, T: FixedWidthInteger>(
                    as: InlineArray<count, T>.Type = InlineArray<count, T>.self,
                    flag: Bool = a < b, c: Int = 1
                ) -> T? { nil }
            }
            """)
        XCTAssertEqual(diagnostics, [])
        let function = try XCTUnwrap(model.extensions.first?.members.first?.function)
        XCTAssertEqual(function.parameters.map(\.name), ["as", "flag", "c"])
        XCTAssertEqual(function.parameters.map(\.hasDefaultValue), [true, true, true])
    }
}
