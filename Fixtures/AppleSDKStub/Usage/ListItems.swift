// Items bindings used as an app uses them: a table's rows and sections bound to models, and the
// models behind selections, deletions and moves. Typechecked against the stub SDK by
// scripts/apple-typecheck.sh, with the generated delegate accessors the selections come from.

import ProxyGenCocoa
import UIKit

struct Book: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
    var author: String
}

@MainActor
final class BookCell: UITableViewCell {}

@MainActor
final class LibraryController: UIViewController {
    let tableView = UITableView()
    let shelf = MutableProperty<[Book]>([])
    let byAuthor = MutableProperty<[SectionModel<String, Book>]>([])
    let titles: Signal<[String], Never>
    let (opened, openedInput) = Signal<Book, Never>.pipe()
    var bindings: [any Disposable] = []

    init(titles: Signal<[String], Never>) {
        self.titles = titles
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError() }

    func bindRows() {
        tableView.register(BookCell.self, forCellReuseIdentifier: "Book")
        bindings.append(
            tableView.reactive.items(cellIdentifier: "Book", cellType: BookCell.self, editing: [.delete, .move]) {
                row, book, cell in
                cell.textLabel?.text = "\(row + 1). \(book.title)"
            } <~ shelf)
        tableView.reactive.modelSelected(Book.self, from: tableView.reactive.delegate.tableViewDidSelectRowAt)
            .observeValues { [openedInput] book in openedInput.send(book) }
        tableView.reactive.modelDeleted(Book.self).observeValues { [shelf] book in
            shelf.value.removeAll { $0.id == book.id }
        }
        tableView.reactive.itemMoved(Book.self).observeValues { move in print(move.model.title, move.to.row) }
        let first: Book? = tableView.reactive.model(at: IndexPath(row: 0, section: 0))
        print(first?.title ?? "")
    }

    func bindSections() {
        bindings.append(
            tableView.reactive.sections(
                identity: .keyPath(\.id), animation: TableItemsAnimation(insert: .top, delete: .left, reload: .none)
            ) { tableView, indexPath, book in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
                cell.textLabel?.text = book.title
                return cell
            } <~ byAuthor.producer)
        bindings.append(
            tableView.reactive.items(animation: .fade) { tableView, indexPath, title in
                let cell = tableView.dequeueReusableCell(withIdentifier: "Title", for: indexPath)
                cell.textLabel?.text = title
                return cell
            } <~ titles)
    }
}

@MainActor
final class PhotoCell: UICollectionViewCell {}

@MainActor
func bindPhotos(
    _ collectionView: UICollectionView, photos: Property<[Book]>, days: SignalProducer<[SectionModel<Int, Book>], Never>
) -> [any Disposable] {
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
    _ = collectionView.reactive.modelSelected(
        Book.self, from: collectionView.reactive.delegate.collectionViewDidSelectItemAt
    ).observeValues { print($0.title) }
    _ = collectionView.reactive.itemMoved(Book.self).observeValues { print($0.model.title, $0.to.item) }
    let shown: Book? = collectionView.reactive.model(at: IndexPath(item: 0, section: 0))
    print(shown?.title ?? "")
    return [
        collectionView.reactive.items(cellIdentifier: "Photo", cellType: PhotoCell.self, editing: .move) {
            index, photo, cell in
            cell.isHidden = index < 0 || photo.title.isEmpty
        } <~ photos,
        collectionView.reactive.sections { collectionView, indexPath, photo in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        } <~ days,
    ]
}

struct City: Sendable {
    var name: String
}

@MainActor
func bindPicker(_ picker: UIPickerView, cities: Property<[City]>, hours: SignalProducer<ClosedRange<Int>, Never>)
    -> [any Disposable]
{
    _ = picker.reactive.modelSelected(City.self, from: picker.reactive.delegate.pickerViewDidSelectRowInComponent)
        .observeValues { print($0.name) }
    let chosen: City? = picker.reactive.model(atRow: picker.selectedRow(inComponent: 0))
    print(chosen?.name ?? "")
    return [
        picker.reactive.itemTitles { _, city in city.name } <~ cities,
        picker.reactive.itemAttributedTitles(component: 1) { _, hour in NSAttributedString(string: "\(hour) h") }
            <~ hours,
        picker.reactive.items(component: 2) { row, city, reusing in
            let label = reusing as? UILabel ?? UILabel()
            label.text = "\(row): \(city.name)"
            return label
        } <~ cities.producer,
    ]
}
