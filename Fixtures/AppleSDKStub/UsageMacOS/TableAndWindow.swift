// A macOS window with a table, an outline and a text field, observed through ProxyGenApple's
// generated AppKit accessors, the way an app writes them. Typechecked by
// scripts/examples-typecheck.sh against the macOS build of the stub SDK (no UIKit), which also
// misspells an accessor below to show that a wrong one does not typecheck.

import AppKit
import ProxyGenApple

@MainActor
final class LibraryWindowController: NSObject {
    let window = NSWindow()
    let tableView = NSTableView()
    let outlineView = NSOutlineView()
    let searchField = NSSearchField()
    let textField = NSTextField()
    let collectionView = NSCollectionView()
    private(set) var log: [String] = []

    func bind() {
        tableView.reactive.delegate.tableViewSelectionDidChange.observeValues { [weak self] _ in
            guard let self else { return }
            self.log.append("row \(self.tableView.selectedRow)")
        }
        // The outline view's slots narrow the table view's, with protocols that do not inherit
        // the table view's: its own events are reached from the outline view.
        outlineView.reactive.delegate.outlineViewItemDidExpand.observeValues { [weak self] _ in
            self?.log.append("expanded")
        }
        outlineView.reactive.delegate.outlineViewSelectionDidChange.observeValues { [weak self] _ in
            self?.log.append("outline selection")
        }
        outlineView.reactive.delegate.outlineViewItemDidCollapse.observeValues { [weak self] _ in
            self?.log.append("collapsed")
        }
        // A search field's slot narrows the text field's, whose protocol its own inherits: the
        // events of both (and of NSControlTextEditingDelegate) on one object.
        searchField.reactive.delegate.searchFieldDidStartSearching.observeValues { [weak self] _ in
            self?.log.append("searching")
        }
        searchField.reactive.delegate.controlTextDidChange.observeValues { [weak self] _ in
            self?.log.append("search text \(self?.searchField.stringValue ?? "")")
        }
        textField.reactive.delegate.controlTextDidChange.observeValues { [weak self] _ in
            self?.log.append("text \(self?.textField.stringValue ?? "")")
        }
        window.reactive.delegate.windowWillClose.observeValues { [weak self] _ in
            self?.log.append("closing")
        }
        // A data source whose answers are required: the accessor takes them (never invented).
        collectionView.reactive.dataSource(
            collectionViewNumberOfItemsInSection: { _, _ in 0 },
            collectionViewItemForRepresentedObjectAt: { collectionView, indexPath in
                collectionView.makeItem(withIdentifier: NSUserInterfaceItemIdentifier("item"), for: indexPath)
            }
        ).collectionViewNumberOfItemsInSection.observeValues { [weak self] _ in
            self?.log.append("counted")
        }
    }
}
