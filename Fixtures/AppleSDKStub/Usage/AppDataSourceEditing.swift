// A table view with the app's own data source, whose editing calls are observed: the data source
// gives every answer through `reactive.dataSource(forwardingTo:)`, so nothing is made up for the
// proxy. Typechecked against the stub SDK by scripts/apple-typecheck.sh.

import ReactiveRuntime
import UIKit

@MainActor
final class NotesDataSource: NSObject, UITableViewDataSource {
    var notes = ["Buy milk", "Call home"]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }

    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        if editingStyle == .delete { notes.remove(at: indexPath.row) }
    }
}

@MainActor
final class NotesController {
    let tableView = UITableView()
    let dataSource = NotesDataSource()
    private(set) var deletedRows: [Int] = []

    func bind() -> Disposable? {
        tableView.dataSource = dataSource
        // RxCocoa's `itemDeleted`: the commit call, filtered on its editing style.
        return tableView.reactive.dataSource(forwardingTo: dataSource).tableViewCommitForRowAt
            .filter { $0.editingStyle == .delete }
            .observeValues { [weak self] commit in self?.deletedRows.append(commit.indexPath.row) }
    }
}
