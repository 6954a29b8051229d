// The application delegate's `window` and a map annotation's `title`, optional property
// requirements, through their proxies; and a map view delegate whose optional methods return
// non-optional values. Typechecked against the stub SDK by scripts/apple-typecheck.sh.

import MapKit
import ReactiveRuntime
import UIKit

@MainActor
func observeWindow(of application: UIApplication) -> UIWindow? {
    let proxy = UIApplicationDelegateProxy.proxy(for: application, delegate: \.delegate)
    proxy.events.window.observeValues { window in
        _ = window
    }
    proxy.events.applicationDidBecomeActive.observeValues { _ in }
    proxy.window = UIWindow()
    return proxy.window
}

func title(of annotation: any MKAnnotation) -> String? {
    let proxy = MKAnnotationProxy(forwardingTo: annotation, coordinate: { CLLocationCoordinate2D() })
    return proxy.title
}

@MainActor
func renderers(for mapView: MKMapView) {
    let proxy = MKMapViewDelegateProxy.proxy(for: mapView, delegate: \.delegate)
    proxy.mapViewRendererForResponder = { _, _ in MKOverlayRenderer() }
    precondition(proxy.responds(to: #selector(MKMapViewDelegate.mapView(_:rendererFor:))))
}
