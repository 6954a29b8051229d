// ItemsCollectionBindingTests: `collectionView.reactive.items(…)` and `sections(…)` bound with
// `<~`, driving the double's collection view through the same code as UIKit's (ItemsList,
// ItemsBindingTarget): animated updates, reloads, the latest value after a running update,
// duplicates, model events, moves, the collection view's own data source beside the binding, and
// the double refusing an update UIKit would raise for.

import Foundation
import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class ItemsCollectionBindingTests: XCTestCase {
    struct Photo: Identifiable, Equatable {
        var id: Int
        var caption: String
    }

    final class PhotoCell: UICollectionViewCell {
        var item = -1
    }

    private typealias Selection = (collectionView: UICollectionView, indexPath: IndexPath)

    @MainActor
    private func makeCollection() -> UICollectionView {
        UICollectionView.inconsistencyHandler = { XCTFail("UIKit would raise: \($0)") }
        let collection = UICollectionView()
        collection.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        return collection
    }

    private static func photos(_ ids: [Int], _ suffix: String = "") -> [Photo] {
        ids.map { Photo(id: $0, caption: "p\($0)\(suffix)") }
    }

    private static func path(_ item: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, item]) }

    @MainActor
    @discardableResult
    private func bind(
        _ collection: UICollectionView, _ photos: MutableProperty<[Photo]>, editing: ItemsEditing = []
    ) -> any Disposable {
        collection.reactive.items(cellIdentifier: "Photo", cellType: PhotoCell.self, editing: editing) {
            item, photo, cell in
            cell.text = photo.caption
            cell.item = item
        } <~ photos
    }

    @MainActor
    func testItemsFromAPropertyAnimateIdentifiableModels() async {
        let collection = makeCollection()
        let photos = MutableProperty(Self.photos([1, 2, 3]))
        var items: [Int] = []
        collection.reactive.items(cellIdentifier: "Photo", cellType: PhotoCell.self) { item, photo, cell in
            cell.text = photo.caption
            items.append(item)
        } <~ photos
        XCTAssertEqual(collection.shownItems, [["p1", "p2", "p3"]])
        XCTAssertEqual(items, [0, 1, 2], "each cell is configured with its item")
        XCTAssertEqual(collection.batchUpdateCount, 1, "the first value is inserted by a batch update")
        items = []
        photos.value = Self.photos([3, 1, 4]) + [Photo(id: 2, caption: "p2 (cropped)")]
        XCTAssertEqual(collection.shownItems, [["p3", "p1", "p4", "p2 (cropped)"]])
        XCTAssertEqual(collection.batchUpdateCount, 2)
        XCTAssertEqual(items.count, 2, "only the inserted and the changed item ask for a cell: \(items)")
        XCTAssertEqual(collection.reloadCount, 1, "only the reload that shows the binding's (empty) models")
    }

    struct Tag: Identifiable {
        var id: String
        var uses: Int
    }

    @MainActor
    func testKeptItemsAreReloadedWhereModelsCannotBeCompared() async {
        let collection = makeCollection()
        let tags = MutableProperty([Tag(id: "a", uses: 1), Tag(id: "b", uses: 2)])
        var configured: [String] = []
        collection.reactive.items(cellIdentifier: "Photo", cellType: PhotoCell.self) { _, tag, cell in
            cell.text = "\(tag.id)×\(tag.uses)"
            configured.append(tag.id)
        } <~ tags
        configured = []
        tags.value = [Tag(id: "b", uses: 3), Tag(id: "a", uses: 1)]
        XCTAssertEqual(collection.shownItems, [["b×3", "a×1"]])
        XCTAssertEqual(collection.batchUpdateCount, 2, "Identifiable models are animated")
        XCTAssertEqual(configured, ["b", "a"], "not Equatable: the kept item reloads, the moved one is replaced")
    }

    @MainActor
    func testTheClosureFormFromASignalReloadsModelsWithoutIdentity() async {
        let collection = makeCollection()
        let (captions, input) = Signal<ContiguousArray<String>, Never>.pipe()
        collection.reactive.items { collectionView, indexPath, caption in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
            cell.text = "\(indexPath[1]). \(caption)"
            return cell
        } <~ captions
        input.send(["a", "b"])
        XCTAssertEqual(collection.shownItems, [["0. a", "1. b"]])
        input.send(["c"])
        XCTAssertEqual(collection.shownItems, [["0. c"]])
        XCTAssertEqual(collection.batchUpdateCount, 0, "strings without an identity reload")
        XCTAssertEqual(collection.reloadCount, 3)
    }

    @MainActor
    func testSectionsFromAProducerMoveItemsAcrossSectionsThatComeAndGo() async {
        let collection = makeCollection()
        let (days, input) = Signal<[SectionModel<String, Photo>], Never>.pipe()
        collection.reactive.sections(cellIdentifier: "Photo", cellType: PhotoCell.self) { indexPath, photo, cell in
            cell.text = "\(photo.caption)@\(indexPath[0])"
        } <~ SignalProducer { observer in days.observe(observer.send(event:)) }
        input.send([
            SectionModel(id: "mon", items: Self.photos([1, 2])), SectionModel(id: "tue", items: Self.photos([3])),
        ])
        XCTAssertEqual(collection.shownItems, [["p1@0", "p2@0"], ["p3@1"]])
        // Monday goes, Wednesday comes first, photo 2 goes to Tuesday (now section 1): an item of a
        // deleted section cannot move (UIKit refuses it), so it is inserted and its cell asked anew.
        input.send([
            SectionModel(id: "wed", items: Self.photos([5])), SectionModel(id: "tue", items: Self.photos([2, 3])),
        ])
        XCTAssertEqual(collection.shownItems, [["p5@0"], ["p2@1", "p3@1"]])
        // Photo 3 moves from Tuesday to Wednesday: a move, whose cell keeps what it showed.
        input.send([
            SectionModel(id: "wed", items: Self.photos([3, 5])), SectionModel(id: "tue", items: Self.photos([2])),
        ])
        XCTAssertEqual(collection.shownItems, [["p3@1", "p5@0"], ["p2@1"]], "the moved cell is carried")
        XCTAssertEqual(collection.batchUpdateCount, 3)
    }

    @MainActor
    func testAValueArrivingDuringAnUpdateIsShownAfterItTheLatestWinning() async {
        let collection = makeCollection()
        let photos = MutableProperty(Self.photos([1]))
        bind(collection, photos)
        collection.holdsAnimations = true
        photos.value = Self.photos([1, 2])
        photos.value = Self.photos([3])
        photos.value = Self.photos([4, 1])
        XCTAssertEqual(collection.shownItems, [["p1", "p2"]], "the running update is left alone")
        collection.finishAnimations()
        XCTAssertEqual(collection.shownItems, [["p4", "p1"]], "then the latest value, not the one between")
        XCTAssertEqual(collection.batchUpdateCount, 3)
    }

    @MainActor
    func testDuplicateIdentitiesAreReportedAndReloaded() async {
        let collection = makeCollection()
        var reports: [DuplicateIdentity] = []
        ItemsReporting.report = { reports.append($0) }
        defer { ItemsReporting.report = { print($0) } }
        let photos = MutableProperty(Self.photos([1, 2]))
        bind(collection, photos)
        photos.value = Self.photos([1, 1])
        XCTAssertEqual(collection.shownItems, [["p1", "p1"]])
        XCTAssertEqual(reports, [DuplicateIdentity(isSection: false, identity: "1", inNewValue: true)])
        XCTAssertEqual(collection.reloadCount, 2, "the duplicate value is shown by a reload")
    }

    @MainActor
    func testModelEventsReadTheModelsShownWhenTheyHappen() async {
        let collection = makeCollection()
        let photos = MutableProperty(Self.photos([1, 2]))
        bind(collection, photos)
        let (selections, select) = Signal<Selection, Never>.pipe()
        let (deselections, deselect) = Signal<Selection, Never>.pipe()
        var selected: [Photo] = []
        var deselected: [Photo] = []
        collection.reactive.modelSelected(Photo.self, from: selections).observeValues { selected.append($0) }
        collection.reactive.modelDeselected(Photo.self, from: deselections).observeValues { deselected.append($0) }
        select.send((collection, Self.path(1)))
        photos.value = Self.photos([7, 1, 2])
        select.send((collection, Self.path(1)))
        deselect.send((collection, Self.path(0)))
        select.send((collection, Self.path(5)))
        XCTAssertEqual(selected.map(\.id), [2, 1], "after an update, the new models; nothing outside them")
        XCTAssertEqual(deselected.map(\.id), [7])
        XCTAssertEqual(collection.reactive.model(at: Self.path(2), as: Photo.self)?.id, 2)
        XCTAssertNil(collection.reactive.model(at: Self.path(2), as: String.self), "not a String")
    }

    @MainActor
    func testMovingIsOptInAndReportsTheModel() async {
        let collection = makeCollection()
        let fixed = MutableProperty(Self.photos([1, 2]))
        let fixedBinding = bind(collection, fixed)
        XCTAssertFalse(collection.userMovesItem(from: Self.path(0), to: Self.path(1)), "not without editing")
        fixedBinding.dispose()
        let photos = MutableProperty(Self.photos([1, 2, 3]))
        bind(collection, photos, editing: .move)
        var moves: [String] = []
        collection.reactive.itemMoved(Photo.self).observeValues { moves.append("\($0.model.id) \($0.from)→\($0.to)") }
        XCTAssertTrue(collection.userMovesItem(from: Self.path(0), to: Self.path(2)))
        XCTAssertEqual(collection.shownItems, [["p2", "p3", "p1"]])
        XCTAssertEqual(moves, ["1 [0, 0]→[0, 2]"])
        XCTAssertEqual(collection.reactive.model(at: Self.path(2), as: Photo.self)?.id, 1, "the models follow")
        photos.value = Self.photos([2, 3, 1, 4])
        XCTAssertEqual(collection.shownItems, [["p2", "p3", "p1", "p4"]], "the next value animates from there")
    }

    final class AppDataSource: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            let cell = UICollectionViewCell(reuseIdentifier: nil)
            cell.text = "the app's item"
            return cell
        }
        func indexTitles(for collectionView: UICollectionView) -> [String]? { ["A", "B"] }
    }

    @MainActor
    func testTheCollectionViewsOwnDataSourceAnswersTheRestAndIsGivenBack() async {
        let collection = makeCollection()
        let app = AppDataSource()
        collection.dataSource = app
        collection.reloadData()
        let photos = MutableProperty(Self.photos([1, 2]))
        let binding = bind(collection, photos)
        XCTAssertFalse(collection.dataSource === app)
        XCTAssertEqual(collection.shownItems, [["p1", "p2"]])
        XCTAssertEqual(collection.dataSource?.indexTitles(for: collection), ["A", "B"], "answered by the app's")
        binding.dispose()
        XCTAssertTrue(collection.dataSource === app, "disposing the binding gives the slot back")
        XCTAssertEqual(collection.shownItems, [["the app's item"]])
        XCTAssertNil(collection.reactive.model(at: Self.path(0), as: Photo.self), "no binding, no models")
    }

    @MainActor
    func testTheBindingEndsWhenTheCollectionViewGoesAway() async {
        weak var gone: UICollectionView?
        let photos = MutableProperty(Self.photos([1]))
        do {
            let collection = makeCollection()
            gone = collection
            bind(collection, photos)
        }
        XCTAssertNil(gone, "the binding does not keep the collection view alive")
        photos.value = Self.photos([2])
    }

    @MainActor
    func testTheDoubleRefusesAnUpdateUIKitWouldRaiseFor() async {
        let collection = makeCollection()
        var messages: [String] = []
        UICollectionView.inconsistencyHandler = { messages.append($0) }
        let photos = MutableProperty(Self.photos([1]))
        bind(collection, photos)
        XCTAssertTrue(messages.isEmpty)
        // The data source now has two items, but the update inserts none: UIKit raises.
        let app = AppDataSource()
        let two = TwoItems()
        collection.dataSource = two
        collection.performBatchUpdates({})
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("invalid number of items in section 0") ?? false, "\(messages)")
        // An item moved to where one is inserted is refused as well.
        collection.dataSource = app
        collection.reloadData()
        collection.dataSource = two
        collection.performBatchUpdates({
            collection.insertItems(at: [Self.path(0)])
            collection.moveItem(at: Self.path(0), to: Self.path(0))
        })
        XCTAssertEqual(messages.count, 2)
        XCTAssertTrue(messages.last?.contains("two items to the same index path") ?? false, "\(messages)")
    }

    final class TwoItems: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 2 }
        func collectionView(
            _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
        ) -> UICollectionViewCell {
            UICollectionViewCell(reuseIdentifier: nil)
        }
    }
}
