// The models behind selections spelled as RxCocoa's `modelSelected(Model.self)`, for a table, a
// collection view and a picker bound with items bindings. Typechecked against the stub SDK by
// scripts/apple-typecheck.sh, with ProxyGenApple's own files and the generated delegate accessors.

import ProxyGenCocoa
import UIKit

@MainActor
func observeSelections(
    _ tableView: UITableView, _ collectionView: UICollectionView, _ picker: UIPickerView, books: Property<[Book]>,
    cities: Property<[City]>
) -> [any Disposable] {
    [
        tableView.reactive.items { tableView, indexPath, book in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Book", for: indexPath)
            cell.textLabel?.text = book.title
            return cell
        } <~ books,
        tableView.reactive.modelSelected(Book.self).observeValues { print("opened", $0.title) },
        tableView.reactive.modelDeselected(Book.self).observeValues { print("closed", $0.title) },
        collectionView.reactive.items { collectionView, indexPath, _ in
            collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        } <~ books,
        collectionView.reactive.modelSelected(Book.self).observeValues { print("shown", $0.author) },
        collectionView.reactive.modelDeselected(Book.self).observeValues { print("hidden", $0.author) },
        picker.reactive.itemTitles { _, city in city.name } <~ cities,
        picker.reactive.modelSelected(City.self).observeValues { print("chose", $0.name) },
    ]
}
