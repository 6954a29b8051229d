// OutlineViewNarrowedSlot: reproduces an ambiguity of the generated AppKit accessors; not
// typechecked in CI, since it fails today. `NSOutlineView.delegate` narrows `NSTableView.delegate`
// (and `.dataSource` the table view's), but NSOutlineViewDelegate does not inherit
// NSTableViewDelegate (both inherit NSControlTextEditingDelegate) and NSOutlineViewDataSource does
// not inherit NSTableViewDataSource. The generator marks a parent's slot accessor
// `@_disfavoredOverload` only when the narrowing slot's protocol descends from the parent slot's,
// so on an outline view both `reactive.delegate` accessors apply with neither disfavored:
// `outlineView.reactive.delegate` alone, or followed by an event both proxies have
// (`controlTextDidEndEditing`), is "ambiguous use of 'delegate'"; an event only the outline
// delegate has (`outlineViewItemDidExpand`) resolves. The narrowing is by class (a subclass
// redeclares the slot), so the parent's accessor should give way whatever the protocols.
//
// To reproduce: in scripts/examples-typecheck.sh, typecheck this file with the macOS usage, e.g.
//     swiftc -typecheck -parse-as-library -module-name MacApp "${strict[@]}" \
//         "$stub"/UsageMacOS/*.swift "$stub"/Reproductions/OutlineViewNarrowedSlot.swift
// (after `use_sdk "$work/sdk-macos"` and `apple_product_macos`).

import AppKit
import ProxyGenApple

@MainActor
func observeOutline(_ outlineView: NSOutlineView) {
    // Expected: the outline view delegate's events (an outline view's delegate is its own).
    let delegate = outlineView.reactive.delegate
    _ = delegate.outlineViewSelectionDidChange
    // An event of NSControlTextEditingDelegate, which both delegate protocols inherit.
    _ = outlineView.reactive.delegate.controlTextDidEndEditing
    // The data source: no event in common, but the accessor alone is ambiguous.
    _ = outlineView.reactive.dataSource
}
