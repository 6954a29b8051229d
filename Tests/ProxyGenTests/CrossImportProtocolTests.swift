// CrossImportProtocolTests: the protocols a synthesized module interface prints for a cross-import
// overlay (after a `// Available when SwiftUI is imported with MapKit` line), which proxygen skips.

import XCTest

@testable import ProxyGenCLI

final class CrossImportProtocolTests: XCTestCase {
    func found(_ interface: String) -> [String] {
        ModuleInterface.crossImportProtocols(in: interface).map { "\($0.module): \($0.name)" }
    }

    func testAProtocolAfterTheOverlayCommentIsFoundWithItsModule() {
        let interface = """
            import Foundation

            public protocol MKMapViewDelegate : NSObjectProtocol {
              func mapViewDidFinishLoadingMap(_ mapView: Int)
            }
            // Available when SwiftUI is imported with MapKit
            public protocol MapContent {
              associatedtype Body : MapContent
            }
            public protocol MKOverlay : NSObjectProtocol {}
            """
        XCTAssertEqual(found(interface), ["SwiftUI: MapContent"])
    }

    func testAttributesAndDocCommentsMaySitBetweenTheCommentAndTheProtocol() {
        let interface = """
            // Available when SwiftUI is imported with MapKit
            /// Content of a map.
            @available(iOS 17.0, macOS 14.0, *)
            @MainActor @preconcurrency
            public protocol MapContent : Sendable {}
            // Available when CoreLocationUI is imported with MapKit
            @available(iOS 17.0, *)
            public protocol MapLocationDelegate: NSObjectProtocol {}
            """
        XCTAssertEqual(found(interface), ["SwiftUI: MapContent", "CoreLocationUI: MapLocationDelegate"])
    }

    func testAttributesOnTheProtocolsOwnLineAreReadThrough() {
        let interface = """
            // Available when SwiftUI is imported with UIKit
            @available(iOS 16.0, *)
            @MainActor @preconcurrency public protocol UIHostingDelegate : NSObjectProtocol {}
            """
        XCTAssertEqual(found(interface), ["SwiftUI: UIHostingDelegate"])
    }

    func testOtherDeclarationsAfterTheCommentEndIt() {
        let interface = """
            // Available when SwiftUI is imported with MapKit
            @available(iOS 17.0, *)
            public struct MapStyle {}
            public protocol MKAnnotation : NSObjectProtocol {}
            // Not available when a module is missing
            public protocol MKOverlay : MKAnnotation {}
            public protocol MKLocalSearchCompleterDelegate : NSObjectProtocol {}
            """
        XCTAssertEqual(found(interface), [], "a struct ends the overlay's part; other comments are no overlay's")
    }
}
