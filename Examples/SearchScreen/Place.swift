// Place: what the search screen finds — a named point on the map.

import CoreLocation

/// A search result: a name and where it is.
struct Place: Hashable, Sendable {
    var name: String
    var latitude: Double
    var longitude: Double

    /// The place's position, as MapKit takes it.
    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}
