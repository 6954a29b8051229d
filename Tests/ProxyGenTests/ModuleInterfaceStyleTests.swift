import XCTest

@testable import ProxyGen

final class ModuleInterfaceStyleTests: XCTestCase {
    func dump(_ name: String, _ source: String, all: Bool = true, names: [String] = []) {
        let result = ProxyGenerator.generate(
            [SourceFile(path: "UIKit.swiftinterface", text: source)],
            options: GeneratorOptions(selection: ProtocolSelection(names: names, includesAll: all)))
        var text = result.files.map(\.contents).joined(separator: "\n=====\n")
        text += "\n===== DIAGNOSTICS\n" + result.diagnostics.map { "\($0.severity) \($0.message)" }.joined(separator: "\n")
        try! text.write(toFile: "/tmp/probe/\(name).txt", atomically: true, encoding: .utf8)
    }

    func testProbe() {
        dump("a", """
            import Foundation
            @MainActor public protocol SplitDelegate {
              optional func split(_ s: Int, willShow: Bool)
            }
            """)
        dump("b", """
            import Foundation
            public protocol Loader : NSObjectProtocol {
              func load(_ d: Int, completionHandler: @escaping @Sendable (Int) -> Void)
              func load(_ d: Int) async -> Int
              func fetch(_ d: Int, decisionHandler: @escaping (Int) -> Void)
              func fetch(_ d: Int) async -> Int
              func save(_ d: Int, completionHandler: (((any Error)?) -> Void)?)
              func save(_ d: Int) async throws
            }
            public protocol SwiftLoader : AnyObject {
              func load(_ d: Int, completionHandler: @escaping @Sendable (Int) -> Void)
              func load(_ d: Int) async -> Int
            }
            """)
        dump("c1", """
            import Foundation
            public protocol SourceItem : NSObjectProtocol {}
            extension SourceItem {
              public func frame(in v: Int) -> Int?
            }
            public protocol Other : NSObjectProtocol { func go() }
            """)
        dump("c2", """
            import Foundation
            public protocol SourceItem : NSObjectProtocol {}
            extension SourceItem {
              public func frame(in v: Int) -> Int?
            }
            """, all: false, names: ["SourceItem"])
        dump("d", """
            import Foundation
            @MainActor public protocol ParentDelegate : NSObjectProtocol {
              @available(iOS 8.0, *)
              optional func parentDidMove(_ p: Int)
            }
            @available(iOS 15.0, *)
            @MainActor public protocol ChildDelegate : ParentDelegate {
              optional func childDidMove(_ c: Int)
            }
            @MainActor public protocol NewerDelegate : NSObjectProtocol {
              @available(iOS 16.0, *)
              optional func newerDidMove(_ c: Int)
              optional func plain(_ c: Int)
            }
            @MainActor public protocol AllDelegate : NSObjectProtocol {
              @available(iOS 14.5, *)
              optional func allA(_ c: Int)
              @available(iOS 14.5, *)
              optional func allB(_ c: Int)
            }
            @MainActor public protocol OldDelegate : NSObjectProtocol {
              @available(iOS 6.0, *)
              optional func oldA(_ c: Int)
            }
            """)
        dump("e", """
            import Foundation
            @available(iOS 16.0, *)
            public enum DialogResult { case a }
            @MainActor public protocol DialogDelegate : NSObjectProtocol {
              @available(iOS 13.0, *)
              optional func show(_ m: String, completionHandler: @escaping (DialogResult) -> Void)
              optional func dismiss(_ m: String)
            }
            """)
        dump("f", """
            import Foundation
            @MainActor public protocol TickDelegate : NSObjectProtocol {
              optional func tick()
            }
            """)
        dump("g", """
            import Foundation
            public protocol Annotation : NSObjectProtocol {}
            public protocol Overlay : Annotation {}
            open class AnnotationView {}
            open class OverlayView {}
            @MainActor public protocol MapDelegate : NSObjectProtocol {
              optional func view(_ m: Int, viewFor a: any Annotation) -> AnnotationView?
              optional func view(_ m: Int, viewFor o: any Overlay) -> OverlayView
            }
            """, all: false, names: ["MapDelegate"])
    }
}
