// UITableViewDataSource: the questions the double's table asks, as UIKit's asks them.

import Foundation

/// The double's `UITableViewDataSource`: the counts and the cells, and (UIKit's optional
/// methods, with UIKit's defaults in the extension below) section titles and edits.
@MainActor
public protocol UITableViewDataSource: AnyObject {
    /// The number of sections (UIKit's default is 1).
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows of `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The configured cell of the row at `indexPath`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The title of the header of `section`.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of the footer of `section`.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// The titles of the section index.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
    /// Whether the row at `indexPath` can be edited (deleted).
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether the row at `indexPath` can be moved.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// The user deleted (or inserted) the row at `indexPath`.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    /// The user moved a row.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {}
    public func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
}
