// MapKit: `MKMapViewDelegate` and `MKAnnotation` for typechecking generated proxies on Linux,
// copied signature for signature from the iOS SDK's printed Swift interface, with the `@MainActor`
// isolation current SDKs declare on the map view's delegate. Bodies are never compiled. As the SDK
// prints them, the views declare no global actor of their own (`UIView`'s is inherited), and the
// delegate keeps one deprecated requirement: `mapView(_:viewFor:)` for an overlay, which refines
// an annotation, so that a call by name alone picks the annotation's.

@_exported import CoreLocation
@_exported import UIKit
@_exported import _MapKitCTypes

@objc open class MKAnnotationView: UIView {}
@available(*, deprecated, renamed: "MKOverlayRenderer")
@objc open class MKOverlayView: UIView {}
@MainActor @objc open class MKOverlayRenderer: NSObject {}
@MainActor @objc open class MKUserLocation: NSObject {
    open var location: CLLocation? { fatalError() }
}
@MainActor @objc open class MKClusterAnnotation: NSObject {}

@objc public enum MKMapType: UInt, @unchecked Sendable {
    case standard = 0
    case satellite = 1
    case hybrid = 2
}

@objc open class MKMapView: UIView {
    weak open var delegate: (any MKMapViewDelegate)?
    open var mapType: MKMapType = .standard
    open var region: MKCoordinateRegion = MKCoordinateRegion()
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { fatalError() }
    open var centerCoordinate: CLLocationCoordinate2D = CLLocationCoordinate2D()
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { fatalError() }
    open var showsUserLocation: Bool = false
    open var userLocation: MKUserLocation { fatalError() }
    open var annotations: [any MKAnnotation] { fatalError() }
    open func addAnnotation(_ annotation: any MKAnnotation) { fatalError() }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { fatalError() }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) { fatalError() }
}

extension MKCoordinateRegion {
    public init(center centerCoordinate: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance,
                longitudinalMeters: CLLocationDistance) { fatalError() }
}

@objc public protocol MKAnnotation: NSObjectProtocol {
    var coordinate: CLLocationCoordinate2D { get }
    @objc optional var title: String? { get }
    @objc optional var subtitle: String? { get }
}

@objc public protocol MKOverlay: MKAnnotation {}

@MainActor @objc public protocol MKMapViewDelegate: NSObjectProtocol {
    @objc optional func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    @objc optional func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    @objc optional func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    @objc optional func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    @objc optional func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    @objc optional func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: Error)
    @objc optional func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
    @objc optional func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    @objc optional func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    @objc optional func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    @objc optional func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    @objc optional func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: Error)
    @objc optional func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
    @available(*, deprecated)
    @objc(mapView:viewForOverlay:)
    optional func mapView(_ mapView: MKMapView, viewFor overlay: MKOverlay) -> MKOverlayView
    @objc optional func mapView(
        _ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [MKAnnotation]
    ) -> MKClusterAnnotation
}
