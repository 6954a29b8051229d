// A table's rows bound to models, as an RxCocoa app binds them with `items` and RxDataSources'
// animated sections, and the models of the rows the user selects. Typechecked against the stub
// SDK by scripts/apple-typecheck.sh.

import ProxyGenCocoa
import ReactiveRuntime
import UIKit

struct Contact: Identifiable, Equatable {
    let id: Int
    var name: String
}

final class ContactCell: UITableViewCell {}

@MainActor
final class ContactsViewModel {
    let contacts = MutableProperty<[Contact]>([])
    let byLetter = MutableProperty<[SectionModel<String, Contact>]>([])
    let titles = MutableProperty<[String]>([])
}

@MainActor
func bind(_ tableView: UITableView, to viewModel: ContactsViewModel) -> [Disposable?] {
    [
        // Identified models: an animated batch update per value.
        tableView.reactive.items(cellIdentifier: "Contact", cellType: ContactCell.self) { row, contact, cell in
            cell.textLabel?.text = "\(row + 1). \(contact.name)"
        } <~ viewModel.contacts,
        // Models without an identity: a reload per value.
        tableView.reactive.items(cellIdentifier: "Title", cellType: UITableViewCell.self) { _, title, cell in
            cell.textLabel?.text = title
        } <~ viewModel.titles.producer,
        // The closure form, and sections with titles.
        tableView.reactive.items(animations: TableViewAnimations(insertedRows: .fade)) { table, indexPath, contact in
            table.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        } <~ viewModel.contacts.signal,
        tableView.reactive.sections { (table: UITableView, indexPath: IndexPath, contact: Contact) in
            table.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
        } <~ viewModel.byLetter,
        tableView.reactive.modelSelected(Contact.self).observeValues { print("open", $0.name) },
        tableView.reactive.modelDeselected(Contact.self).observeValues { print("closed", $0.name) },
    ]
}

@MainActor
func firstContact(in tableView: UITableView) -> Contact? {
    tableView.reactive.model(at: IndexPath(row: 0, section: 0), as: Contact.self)
}
