// CoreLocation: `CLLocationManagerDelegate` for typechecking generated proxies on Linux, copied
// signature for signature from the iOS SDK's printed Swift interface (deprecated requirements
// left out). Not isolated to an actor, as in the SDK. Bodies are never compiled.

@_exported import Foundation
@_exported import _CoreLocationCTypes

@objc open class CLLocation: NSObject, @unchecked Sendable {
    open var coordinate: CLLocationCoordinate2D { fatalError() }
}

@objc open class CLHeading: NSObject, @unchecked Sendable {}
@objc open class CLRegion: NSObject, @unchecked Sendable {}
@objc open class CLVisit: NSObject, @unchecked Sendable {}

@objc public enum CLRegionState: Int, @unchecked Sendable {
    case unknown = 0
    case inside = 1
    case outside = 2
}

@objc open class CLLocationManager: NSObject {
    weak open var delegate: (any CLLocationManagerDelegate)?
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
