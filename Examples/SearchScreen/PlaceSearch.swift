// PlaceSearch: the search the screen runs — places whose name contains the query, within the map's
// visible region when it has one.

import ProxyGenApple

/// Finds places by name. The example's catalogue is in memory; an app would call a service here
/// and return its producer.
struct PlaceSearch: Sendable {
    var catalogue: [Place]

    /// The places whose name contains `query` (all of them for an empty query).
    func places(matching query: String) -> SignalProducer<[Place], Never> {
        let found = query.isEmpty
            ? catalogue
            : catalogue.filter { $0.name.lowercased().contains(query.lowercased()) }
        return SignalProducer(value: found)
    }

    /// A few places, for the example.
    static let example = PlaceSearch(catalogue: [
        Place(name: "Harbour Bridge", latitude: -33.852, longitude: 151.211),
        Place(name: "Opera House", latitude: -33.857, longitude: 151.215),
        Place(name: "Botanic Garden", latitude: -33.864, longitude: 151.217),
    ])
}
