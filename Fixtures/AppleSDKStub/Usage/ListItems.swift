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
