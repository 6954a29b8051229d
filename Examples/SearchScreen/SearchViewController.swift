// SearchViewController: the search screen — a search bar debounced into a table, a map that
// follows its region, a collection of favourites whose flow layout keeps working, and a refresh
// button bound to the search action. Delegate events are read through the accessors ProxyGen
// generates for each delegate slot (`tableView.reactive.delegate.…`).

import MapKit
import ProxyGenApple
import UIKit

@available(iOS 16.0, tvOS 16.0, *)
@MainActor
final class SearchViewController: UIViewController, UITableViewDataSource, UICollectionViewDataSource,
    UICollectionViewDelegateFlowLayout
{
    private let model: SearchViewModel
    private let notes: [Place: MutableProperty<String>]
    private let searchBar = UISearchBar()
    private let tableView = UITableView(frame: CGRect(), style: .plain)
    private let mapView = MKMapView()
    private let favouritesView = UICollectionView(frame: CGRect(), collectionViewLayout: UICollectionViewFlowLayout())
    private let refreshItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil)
    private let spinner = UIActivityIndicatorView()
    private let emptyLabel = UILabel()
    private let regionLabel = UILabel()
    private let star: Action<Place, Void, Never>
    private let bag = ScopedDisposable()

    init(model: SearchViewModel) {
        self.model = model
        var notes: [Place: MutableProperty<String>] = [:]
        for place in PlaceSearch.example.catalogue { notes[place] = MutableProperty("") }
        self.notes = notes
        let favourites = model.favourites
        star = Action { place in
            SignalProducer { input in
                favourites.modify { if !$0.contains(place) { $0.append(place) } }
                input.sendCompleted()
                return nil
            }
        }
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("SearchViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [searchBar, tableView, mapView, favouritesView, spinner, emptyLabel, regionLabel] as [UIView] {
            view.addSubview(subview)
        }
        navigationItem.rightBarButtonItem = refreshItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "place")
        tableView.dataSource = self
        favouritesView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "favourite")
        favouritesView.dataSource = self
        // The controller is the collection view's delegate for its flow layout (cell sizes). The
        // proxy installed below stands in front of it and forwards what it does not observe.
        favouritesView.delegate = self

        bindSearch()
        bindSelection()
        bindMap()
        bindFavourites()
    }

    /// The search bar's text, debounced, runs the search; the results fill the table; the refresh
    /// button runs the same action, and is disabled while it runs.
    private func bindSearch() {
        bag += model.query <~ searchBar.reactive.text.orEmpty
        bag += model.query.producer
            .debounce(.milliseconds(300), on: MainScheduler.shared)
            .startWithValues { [model] query in model.search.apply(query).start() }
        bag += model.results.producer.startWithValues { [tableView] _ in tableView.reloadData() }
        refreshItem.reactive.pressed = CocoaAction(model.search) { [searchBar] _ in searchBar.text ?? "" }
        bag += spinner.reactive.isAnimating <~ model.search.isExecuting
        bag += emptyLabel.reactive.isHidden <~ model.results.map { !$0.isEmpty }
        bag += emptyLabel.reactive.text <~ model.query.producer.map { "No place matches “\($0)”" }
        // The search button on the keyboard searches at once, through the bar's delegate slot.
        bag += searchBar.reactive.delegate.searchBarSearchButtonClicked.observeValues { [model] _ in
            model.refresh()
        }
    }

    /// Selecting a row opens the place's detail screen.
    private func bindSelection() {
        bag += tableView.reactive.delegate.tableViewDidSelectRowAt.observeValues { [weak self] selection in
            guard let self else { return }
            tableView.deselectRow(at: selection.indexPath, animated: true)
            let place = model.results.value[selection.indexPath.row]
            guard let note = notes[place] else { return }
            show(DetailViewController(place: place, note: note, star: star), sender: self)
        }
        // Both the table view's protocol and the scroll view's it refines are streams of the
        // same slot: scrolling the results dismisses the keyboard.
        bag += tableView.reactive.delegate.scrollViewWillBeginDragging.observeValues { [searchBar] _ in
            searchBar.resignFirstResponder()
        }
    }

    /// The map follows the search: each region the user settles on is shown with the places found.
    private func bindMap() {
        bag += model.results.producer.startWithValues { [mapView] places in
            guard let first = places.first else { return }
            mapView.setRegion(
                MKCoordinateRegion(center: first.coordinate, latitudinalMeters: 2_000, longitudinalMeters: 2_000),
                animated: true)
        }
        bag += mapView.reactive.delegate.mapViewRegionDidChangeAnimated.observeValues { [regionLabel] change in
            let center = change.mapView.region.center
            regionLabel.text = "Map at \(center.latitude), \(center.longitude)"
        }
    }

    /// The favourites collection reloads when a place is starred; selecting one searches for it.
    /// Its cells keep the size the controller gives them through the flow layout's delegate,
    /// while the selection is observed through the proxy in the same slot.
    private func bindFavourites() {
        bag += model.favourites.producer.startWithValues { [favouritesView] _ in favouritesView.reloadData() }
        bag += favouritesView.reactive.delegate.collectionViewDidSelectItemAt.observeValues { [weak self] selection in
            guard let self else { return }
            searchBar.text = model.favourites.value[selection.indexPath.item].name
            model.query.value = searchBar.text ?? ""
        }
    }

    // MARK: - Data sources and the flow layout

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.results.value.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "place", for: indexPath)
        cell.textLabel?.text = model.results.value[indexPath.row].name
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        model.favourites.value.count
    }

    func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    ) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "favourite", for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 120, height: 44)
    }
}
