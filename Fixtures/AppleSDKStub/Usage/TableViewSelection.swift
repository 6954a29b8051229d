// A table view's selection as a typed stream, the way an app writes it (README's UIKit example).
// Typechecked against the stub SDK by scripts/apple-typecheck.sh, which also misspells the
// selector below to show that a wrong selector does not typecheck.

import ReactiveRuntime
import UIKit

@MainActor
final class ListController: NSObject, UITableViewDelegate {
    let tableView = UITableView()
    private(set) var selectedRows: [IndexPath] = []

    func bind() {
        // The table view's current delegate (this controller) keeps every call it implements;
        // the proxy adds the events.
        tableView.delegate = self
        let proxy = UITableViewDelegateProxy.proxy(for: tableView, delegate: \.delegate)
        proxy.events.tableViewDidSelectRowAt.observeValues { [weak self] selection in
            self?.selectedRows.append(selection.indexPath)
        }
        // Observing the event makes the proxy answer `responds(to:)` for it.
        precondition(proxy.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))))
        // So does observing a before-call event: it is sent before the controller is called.
        proxy.beforeEvents.tableViewDidDeselectRowAt.observeValues { [weak self] selection in
            self?.selectedRows.removeAll { $0 == selection.indexPath }
        }
        precondition(proxy.responds(to: #selector(UITableViewDelegate.tableView(_:didDeselectRowAt:))))
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        44
    }
}
