// UIPickerView: the double's picker, which asks its data source and delegate for its components'
// rows and titles as UIKit's does when it reloads.

/// The double's `UIPickerViewDataSource`.
@MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// The double's `UIPickerViewDelegate`: the titles (UIKit's optional methods, answered nil by
/// default) and the selection.
@MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        nil
    }

    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// A picker of the double: it keeps the titles each component shows, as last asked.
@MainActor
open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)?
    open weak var delegate: (any UIPickerViewDelegate)?
    /// The title of every row of every component, as last asked.
    public private(set) var shownTitles: [[String?]] = []
    /// How many times all components, and one component, were reloaded.
    public private(set) var reloadCount = 0

    public override init() {}

    /// The number of components, as the data source last answered it.
    open var numberOfComponents: Int { shownTitles.count }

    /// Asks the data source and delegate for every component.
    open func reloadAllComponents() {
        reloadCount += 1
        let count = dataSource?.numberOfComponents(in: self) ?? 0
        shownTitles = (0..<count).map(ask)
    }

    /// Asks the data source and delegate for `component` only.
    open func reloadComponent(_ component: Int) {
        reloadCount += 1
        shownTitles[component] = ask(component)
    }

    /// The user selects `row` of `component`: the delegate is told.
    public func userSelects(row: Int, inComponent component: Int) {
        delegate?.pickerView(self, didSelectRow: row, inComponent: component)
    }

    private func ask(_ component: Int) -> [String?] {
        let rows = dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0
        return (0..<rows).map { delegate?.pickerView(self, titleForRow: $0, forComponent: component) }
    }
}
