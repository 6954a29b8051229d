// Location authorization as an app with an iOS 13 floor observes it: before iOS 14 it comes only
// through a callback the SDK deprecated in iOS 14, whose event is published all the same.

import CoreLocation
import ProxyGenApple

func observeAuthorization(of manager: CLLocationManager) {
    if #available(iOS 14.0, *) {
        manager.reactive.delegate.locationManagerDidChangeAuthorizationCLLocationManager.observeValues { manager in
            print(manager.authorizationStatus)
        }
    } else {
        manager.reactive.delegate.locationManagerDidChangeAuthorizationCLAuthorizationStatus.observeValues { change in
            print(change.status)
        }
    }
}
