// CoreLocation: `CLLocationManagerDelegate` for typechecking generated proxies on Linux, copied
// signature for signature from the iOS SDK's printed Swift interface (deprecated requirements
// left out). Not isolated to an actor, as in the SDK. Bodies are never compiled.

@_exported import Foundation
@_exported import _CoreLocationCTypes

@objc open class CLLocation: NSObject, @unchecked Sendable {
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) { fatalError() }
    open var coordinate: CLLocationCoordinate2D { fatalError() }
    open var horizontalAccuracy: CLLocationAccuracy { fatalError() }
    open var timestamp: Date { fatalError() }
}

@objc open class CLHeading: NSObject, @unchecked Sendable {}
@objc open class CLRegion: NSObject, @unchecked Sendable {}
@objc open class CLVisit: NSObject, @unchecked Sendable {}

@objc public enum CLRegionState: Int, @unchecked Sendable {
    case unknown = 0
    case inside = 1
    case outside = 2
}

public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double

public let kCLLocationAccuracyBest: CLLocationAccuracy = -1

@objc public enum CLAuthorizationStatus: Int32, @unchecked Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case authorizedAlways = 3
    case authorizedWhenInUse = 4
}

@objc open class CLLocationManager: NSObject {
    weak open var delegate: (any CLLocationManagerDelegate)?
    open var authorizationStatus: CLAuthorizationStatus { fatalError() }
    open var desiredAccuracy: CLLocationAccuracy = 0
    open var distanceFilter: CLLocationDistance = 0
    open var location: CLLocation? { fatalError() }
    open func requestWhenInUseAuthorization() { fatalError() }
    open func requestAlwaysAuthorization() { fatalError() }
    open func startUpdatingLocation() { fatalError() }
    open func stopUpdatingLocation() { fatalError() }
    open func startUpdatingHeading() { fatalError() }
    open func stopUpdatingHeading() { fatalError() }
}

@objc public protocol CLLocationManagerDelegate: NSObjectProtocol {
    @objc optional func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    @objc optional func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
    @objc optional func locationManagerShouldDisplayHeadingCalibration(_ manager: CLLocationManager) -> Bool
    @objc optional func locationManager(
        _ manager: CLLocationManager, didDetermineState state: CLRegionState, for region: CLRegion)
    @objc optional func locationManager(_ manager: CLLocationManager, didEnterRegion region: CLRegion)
    @objc optional func locationManager(_ manager: CLLocationManager, didExitRegion region: CLRegion)
    @objc optional func locationManager(_ manager: CLLocationManager, didFailWithError error: Error)
    @objc optional func locationManager(
        _ manager: CLLocationManager, monitoringDidFailFor region: CLRegion?, withError error: Error)
    @objc optional func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    @objc optional func locationManager(_ manager: CLLocationManager, didStartMonitoringFor region: CLRegion)
    @objc optional func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    @objc optional func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
    @objc optional func locationManager(_ manager: CLLocationManager, didFinishDeferredUpdatesWithError error: Error?)
    @objc optional func locationManager(_ manager: CLLocationManager, didVisit visit: CLVisit)
}
