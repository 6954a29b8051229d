// TableItemsDataSourceDouble: a table data source answering from a SectionedItemsModel, over the
// UIKit double (the tests' counterpart of the UIKit glue).

import Foundation
import ProxyGenCocoa
import UIKitDouble

/// Answers the double's table from `model`, configuring each cell with `configure`.
@MainActor
final class TableItemsDataSourceDouble<SectionID: Hashable, Item>: UITableViewDataSource {
    let model: SectionedItemsModel<SectionID, Item>
    let configure: (Item, UITableViewCell) -> Void

    init(model: SectionedItemsModel<SectionID, Item>, configure: @escaping (Item, UITableViewCell) -> Void) {
        self.model = model
        self.configure = configure
    }

    func numberOfSections(in tableView: UITableView) -> Int { model.sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        model.sections[section].items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(reuseIdentifier: "Cell")
        if let item = model.model(at: ItemPath(item: indexPath[1], section: indexPath[0])) {
            configure(item, cell)
        }
        return cell
    }
}
