// ObservingSubclassGenerationTests: which classes get an observing subclass, which methods it
// overrides and which it lists as left out, where it is written, and the errors for classes that
// cannot be subclassed.

import Foundation
import XCTest

import ProxyGen
@testable import ProxyGenCLI

final class ObservingSubclassGenerationTests: XCTestCase {
    let screen = """
        /// @proxyable
        open class Screen {
            open func appear(_ animated: Bool) {}
            public final func sealed() {}
            open class func make() {}
            open func all(_ values: Int...) {}
        }

        open class Unmarked {
            open func tick() {}
            var delegate: AnyObject?
        }

        """

    func testOnlySelectedClassesHaveTheirMethodsRead() {
        let (model, diagnostics) = Parser.parse(SourceFile(path: "Screen.swift", text: screen))
        XCTAssertEqual(diagnostics, [])
        let screenClass = model.classes.first { $0.name == "Screen" }
        XCTAssertEqual(screenClass?.isObserved, true)
        XCTAssertEqual(screenClass?.methods.map(\.name), ["appear", "sealed", "make", "all"])
        let unmarked = model.classes.first { $0.name == "Unmarked" }
        XCTAssertEqual(unmarked?.isObserved, false, "kept for its delegate slot only")
        XCTAssertEqual(unmarked?.methods.count, 0)
        let named = Parser.parse(SourceFile(path: "Screen.swift", text: screen), observedClassNames: ["Unmarked"])
        XCTAssertEqual(named.model.classes.first { $0.name == "Unmarked" }?.methods.map(\.name), ["tick"])
    }

    func testTheSubclassIsWrittenInTheFileOfItsClassWithTheFilesProxies() {
        let inputs = [
            SourceFile(path: "A.swift", text: "/// @proxyable\nprotocol P: AnyObject { func p() }\n"),
            SourceFile(path: "Screen.swift", text: screen),
        ]
        let result = ProxyGenerator.generate(inputs, options: GeneratorOptions(layout: .filePerInput))
        XCTAssertEqual(result.diagnostics, [])
        XCTAssertTrue(result.files[0].contents.contains("final class PProxy"))
        XCTAssertFalse(result.files[0].contents.contains("ObservableScreen"))
        let file = result.files[1].contents
        XCTAssertTrue(
            file.contains("open class ObservableScreen: Screen, ReactiveRuntime.ReactiveExtensionsProvider {"))
        XCTAssertTrue(file.contains("open override func appear(_ animated: Bool) {"))
        for skipped in ["sealed", "make", "all"] { XCTAssertFalse(file.contains("func \(skipped)("), skipped) }
        XCTAssertFalse(file.contains("Unmarked"))
    }

    func testAModulesClassOverridesOnlyOpenMethods() {
        let interface = """
            @MainActor open class Base : NSObject {
              open func open1()
              public func notOpen()
              @available(iOS, introduced: 6.0, deprecated: 13.0)
              open func old()
              @available(iOS, introduced: 8.0, deprecated: 17.0)
              open func later()
              @available(*, deprecated, message: "gone")
              open func gone()
            }

            """
        var options = GeneratorOptions(layout: .singleFile)
        options.selection.classNames = ["Base"]
        options.selection.moduleInterfacePaths = ["Kit.swiftinterface"]
        let prepared = ProxyGenerator.prepare(
            [SourceFile(path: "Kit.swiftinterface", text: interface)], options: options)
        XCTAssertEqual(prepared.diagnostics, [])
        let summary = prepared.subclassSummaries.first
        // Deprecated on one platform after the runtime's floor: the override repeats it, so that
        // calling `super` warns of nothing; deprecated everywhere, or by the floor: left out.
        XCTAssertEqual(summary?.events.map(\.method), ["open1()", "later()"])
        XCTAssertEqual(
            summary?.skipped.map(\.reason),
            [
                "not open: another module cannot override it",
                "deprecated or unavailable: an override would be a warning or an error",
                "deprecated or unavailable: an override would be a warning or an error",
            ])
        let file = prepared.renderFile(at: 0).contents
        XCTAssertTrue(file.contains("@MainActor\n    public var calls:"), file)
        XCTAssertTrue(
            file.contains("@available(iOS, deprecated: 17.0)\n    @inline(never)\n    open override func later() {"),
            file)
    }

    /// A module's view controller as its interface prints it: methods in extensions (Objective-C
    /// categories), the requirements of the Objective-C protocols it adopts (not printed in the
    /// class), and the methods of a superclass that is not selected, each once.
    func testAModulesClassOverridesItsExtensionsConformancesAndSuperclasses() {
        let interface = """
            @MainActor public protocol Environment : NSObjectProtocol {
              var traits: Int { get }
              @available(iOS, introduced: 8.0, deprecated: 17.0, message: "Use traits")
              func traitsDidChange(_ previous: Int)
              @objc optional func maybe()
            }
            @MainActor open class Responder : NSObject {
              open func touchesBegan(_ touches: Set<Int>, with event: Kit.Event?)
              open func shared(_ value: Kit.Event)
              public func closed()
            }
            @MainActor open class Controller : Kit.Responder, Environment {
              open func viewDidLoad()
              open func shared(_ value: Event)
            }
            extension Controller {
              open func didMove(toParent parent: Controller?)
              public func notOpen()
            }
            @available(iOS 15.0, *)
            extension Controller {
              open func newer()
            }
            extension Controller where Self: Sendable {
              open func constrained()
            }
            extension Responder {
              open func motionEnded(_ motion: Int)
            }
            @MainActor open class Event : NSObject {}

            """
        var options = GeneratorOptions(layout: .singleFile)
        options.selection.classNames = ["Controller"]
        options.selection.moduleInterfacePaths = ["Kit.swiftinterface"]
        let prepared = ProxyGenerator.prepare(
            [SourceFile(path: "Kit.swiftinterface", text: interface)], options: options)
        XCTAssertEqual(prepared.diagnostics, [])
        XCTAssertEqual(
            prepared.subclassSummaries.first?.events.map(\.method),
            [
                "viewDidLoad()", "shared(_:)", "didMove(toParent:)", "touchesBegan(_:with:)",
                "motionEnded(_:)", "traitsDidChange(_:)",
            ])
        let file = prepared.renderFile(at: 0).contents
        // An extension newer than the runtime's floor may print a class extension, whose
        // availability Swift does not give its methods: no override can be sure to match.
        XCTAssertFalse(file.contains("func newer("), file)
        XCTAssertTrue(
            file.contains(
                "@available(iOS, deprecated: 17.0, message: \"Use traits\")\n    @inline(never)\n    open override func traitsDidChange(_ previous: Int) {"
            ), file)
        // Only the selected class gets a subclass.
        XCTAssertEqual(prepared.subclassSummaries.count, 1)
    }

    func testClassesThatCannotBeSubclassedAreErrorsAtTheirDeclaration() {
        let source = SourceFile(
            path: "Bad.swift",
            text:
                "/// @proxyable\nopen class Box<T> {\n    open func put(_ value: T) {}\n}\n\n/// @proxyable\nfinal class Sealed {}\n"
        )
        var options = GeneratorOptions()
        options.selection.classNames = ["Missing"]
        let result = ProxyGenerator.generate([source], options: options)
        let rendered = result.diagnostics.map { $0.rendered() }
        XCTAssertEqual(
            rendered,
            [
                "Bad.swift:2:1: error: cannot generate an observing subclass of 'Box': generic classes get no observing subclass: subclass it with its arguments and mark that class",
                "Bad.swift:7:1: error: cannot generate an observing subclass of 'Sealed': a final class cannot be subclassed",
                "proxygen: error: no class named 'Missing' in the inputs",
            ].sorted())
    }

    func testListShowsEventsAndANoteForEachMemberLeftOut() throws {
        let directory = try TemporaryDirectory.make("subclass")
        defer { TemporaryDirectory.remove(directory) }
        try screen.write(to: directory.appending(path: "Screen.swift"), atomically: true, encoding: .utf8)
        try #"{ "classes": ["Unmarked"] }"#.write(
            to: directory.appending(path: "proxygen.json"), atomically: true, encoding: .utf8)
        let (status, output) = try InProcessCommand.run(
            ["--list", "--config", "proxygen.json", "Screen.swift"], in: directory)
        XCTAssertEqual(status, 0, output)
        XCTAssertEqual(
            output,
            """
            ObservableScreen (subclass of Screen, Screen.swift:2)
              appear    appear(_:)
              note: sealed() not overridden: final: it cannot be overridden (Screen.swift:4)
              note: make() not overridden: a type method: no object's call to observe (Screen.swift:5)
              note: all(_:) not overridden: variadic: its arguments cannot be passed on to super (Screen.swift:6)
            ObservableUnmarked (subclass of Unmarked, Screen.swift:9)
              tick        tick()
              delegate    set delegate

            """)
    }
}
