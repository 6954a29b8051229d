// ItemsDiffBenchmark: diffs the same two arrays with one library, once, for callgrind.
//
//   ItemsDiffBenchmark LIBRARY ROWS diff     the arrays, the library's models, and the diff
//   ItemsDiffBenchmark LIBRARY ROWS setup    the same without the diff (callgrind.sh subtracts it)
//
// Libraries: proxygencocoa (a new value applied by the items bindings' model, as a binding applies
// it), differencekit (StagedChangeset of the flat arrays), differencekit-sections (of one
// ArraySection), differentiator (RxDataSources' Diff.differencesForSectionedView of one section).
// Prints the number of changes found (0 for setup).

import DifferenceKit
import Differentiator
import Foundation
import ProxyGenCocoaItems

/// A view that applies batch updates at once and counts their changes.
@MainActor
final class CountingView: BatchUpdatingView {
    var changes = 0

    func reloadData() {}

    func applyBatch(
        _ changes: SectionedChangeset, updatingModel updateModel: () -> Void,
        completion: @escaping @MainActor () -> Void
    ) {
        updateModel()
        self.changes += changes.count
        completion()
    }
}

@MainActor
func proxyGenCocoa(_ old: [Row], _ new: [Row], diff: Bool) -> Int {
    let view = CountingView()
    let model = SectionedItemsModel<Int, Row>(view: view, identity: .automatic)
    model.replaceSilently([SectionModel(id: 0, items: old)])
    let value = [SectionModel(id: 0, items: new)]
    if diff { model.update(value) }
    return view.changes
}

func differenceKit(_ old: [Row], _ new: [Row], diff: Bool) -> Int {
    guard diff else { return 0 }
    return StagedChangeset(source: old, target: new).reduce(0) { $0 + $1.changeCount }
}

func differenceKitSections(_ old: [Row], _ new: [Row], diff: Bool) -> Int {
    let source = [ArraySection(model: SectionID(value: 0), elements: old)]
    let target = [ArraySection(model: SectionID(value: 0), elements: new)]
    guard diff else { return 0 }
    return StagedChangeset(source: source, target: target).reduce(0) { $0 + $1.changeCount }
}

func differentiator(_ old: [Row], _ new: [Row], diff: Bool) -> Int {
    let initial = [AnimatableSectionModel(model: SectionID(value: 0), items: old)]
    let final = [AnimatableSectionModel(model: SectionID(value: 0), items: new)]
    guard diff else { return 0 }
    do {
        let changesets = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
        return changesets.reduce(0) { count, changes in
            count + changes.insertedItems.count + changes.deletedItems.count + changes.movedItems.count
                + changes.updatedItems.count
        }
    } catch {
        fatalError("Differentiator: \(error)")
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let rows = Int(arguments[2]), ["diff", "setup"].contains(arguments[3]) else {
    print("usage: ItemsDiffBenchmark proxygencocoa|differencekit|differencekit-sections|differentiator ROWS diff|setup")
    exit(2)
}
let (old, new) = workload(rows: rows)
let diff = arguments[3] == "diff"
switch arguments[1] {
case "proxygencocoa": print(proxyGenCocoa(old, new, diff: diff))
case "differencekit": print(differenceKit(old, new, diff: diff))
case "differencekit-sections": print(differenceKitSections(old, new, diff: diff))
case "differentiator": print(differentiator(old, new, diff: diff))
default: fatalError("unknown library \(arguments[1])")
}
