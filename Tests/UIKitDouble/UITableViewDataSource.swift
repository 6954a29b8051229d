// UITableViewDataSource: the questions the double's table asks, as UIKit's asks them.

import Foundation

/// The double's `UITableViewDataSource`: the counts and the cells.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections (UIKit's default is 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows of `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell of the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}
