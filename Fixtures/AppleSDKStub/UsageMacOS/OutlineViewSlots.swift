// An outline view's slots override its table view's with protocols that do not inherit the
// table view's (NSOutlineViewDelegate and NSTableViewDelegate both inherit only
// NSControlTextEditingDelegate): on an outline view, `reactive.delegate` and `reactive.dataSource`
// are the outline view's, including for an event both delegate protocols have. Typechecked
// against the stub SDK by scripts/examples-typecheck.sh.

import AppKit
import ProxyGenApple

@MainActor
func observeOutline(_ outlineView: NSOutlineView, table tableView: NSTableView) {
    let delegate = outlineView.reactive.delegate
    _ = delegate.outlineViewSelectionDidChange
    // An event of NSControlTextEditingDelegate, which both delegate protocols inherit.
    _ = outlineView.reactive.delegate.controlTextDidEndEditing
    _ = outlineView.reactive.dataSource
    // The same object seen as a table view has the table view's slots.
    _ = (outlineView as NSTableView).reactive.delegate.tableViewSelectionDidChange
    _ = tableView.reactive.delegate.tableViewSelectionDidChange
}
