// SearchViewModel: the search screen's state — the query, the results, the search and the saved
// places — with no UIKit in it.

import ProxyGenApple

/// The state of the search screen. The view controller binds its views to it.
@available(iOS 16.0, tvOS 16.0, *)
@MainActor
final class SearchViewModel {
    /// What the user typed, debounced by the screen.
    let query = MutableProperty("")
    /// The places found for the latest query.
    let results: Property<[Place]>
    /// Runs a search: the refresh button is bound to it, the debounced query applies it.
    let search: Action<String, [Place], Never>
    /// The places the user starred, shown in the collection view.
    let favourites = MutableProperty<[Place]>([])

    private let found = MutableProperty<[Place]>([])

    init(places: PlaceSearch) {
        search = Action { query in places.places(matching: query) }
        results = Property(found)
        found <~ search.values
    }

    /// Starts a search for the current query.
    func refresh() {
        search.apply(query.value).start()
    }
}
