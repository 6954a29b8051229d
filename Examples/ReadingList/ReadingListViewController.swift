// ReadingListViewController: a reading list in sections (to read, reading, read), animated as
// books move between them, with the book behind a tapped row, swipe to delete, and a picker of
// the shelf to show. Bound with ProxyGenCocoa's items bindings (`reactive.sections`,
// `modelSelected`, `modelDeleted`, `itemTitles`); selections come from the accessors ProxyGen
// generates for the table's delegate slot.

import ProxyGenApple
import UIKit

/// A book of the list.
struct Book: Identifiable, Equatable, Sendable {
    enum State: String, CaseIterable, Sendable {
        case toRead = "To read"
        case reading = "Reading"
        case read = "Read"
    }

    let id: Int
    var title: String
    var state: State
}

/// The list and the shelf shown, and how books move between sections.
@MainActor
final class ReadingList {
    let books = MutableProperty<[Book]>([
        Book(id: 1, title: "Middlemarch", state: .reading),
        Book(id: 2, title: "Persuasion", state: .toRead),
        Book(id: 3, title: "The Leopard", state: .read),
    ])
    let shelves = Property(value: ["Fiction", "Essays", "Poetry"])

    /// The books by state, one section per state that has books; the header names the state,
    /// the footer counts its books.
    var sections: SignalProducer<[SectionModel<Book.State, Book>], Never> {
        books.producer.map { books in
            Book.State.allCases.compactMap { state -> SectionModel<Book.State, Book>? in
                let shelf = books.filter { $0.state == state }
                guard !shelf.isEmpty else { return nil }
                return SectionModel(
                    id: state, headerTitle: state.rawValue, footerTitle: "\(shelf.count) books", items: shelf)
            }
        }
    }

    /// Moves `book` to the next state: its row moves to the next section, animated.
    func advance(_ book: Book) {
        books.modify { books in
            guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
            let states = Book.State.allCases
            let next = states.firstIndex(of: books[index].state).map { min($0 + 1, states.count - 1) } ?? 0
            books[index].state = states[next]
        }
    }

    func remove(_ book: Book) {
        books.modify { $0.removeAll { $0.id == book.id } }
    }
}

@MainActor
final class ReadingListViewController: UIViewController {
    private let list = ReadingList()
    private let tableView = UITableView(frame: CGRect(), style: .grouped)
    private let shelfPicker = UIPickerView()
    private let shelfLabel = UILabel()
    private let bag = ScopedDisposable()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(tableView)
        view.addSubview(shelfPicker)
        view.addSubview(shelfLabel)
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Book")

        // Sections matched by state, rows by `Book.id` (Identifiable): a book that changes state
        // moves to its new section, animated; a changed title reloads its row.
        bag += tableView.reactive.sections(
            cellIdentifier: "Book", cellType: UITableViewCell.self,
            animation: TableItemsAnimation(insert: .top, delete: .left, reload: .fade), editing: .delete
        ) { _, book, cell in
            cell.textLabel?.text = book.title
        } <~ list.sections

        // The book of the tapped row, read from what the table shows at the tap.
        bag += tableView.reactive.modelSelected(Book.self).observeValues { [list] book in list.advance(book) }
        bag += tableView.reactive.modelDeleted(Book.self).observeValues { [list] book in list.remove(book) }

        bag += shelfPicker.reactive.itemTitles { _, shelf in shelf } <~ list.shelves
        bag += shelfPicker.reactive.modelSelected(String.self).observeValues { [shelfLabel] shelf in
            shelfLabel.text = shelf
        }
    }
}
