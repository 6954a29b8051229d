// ItemsPickerDoubleAdapters: the double's picker as a picker items bindings hold, exactly as
// Sources/ProxyGenCocoa/UIKit/Reactive+UIPickerViewItems.swift and PickerItemsAdapters.swift make
// UIKit's (titles only: the double draws no views).

import ReactiveRuntime
import UIKitDouble

@testable import ProxyGenCocoa

/// What a bound component of the double's picker shows.
public struct DoublePickerRows {
    let count: Int
    let title: (Int) -> String?
    let model: (Int) -> Any?

    static var none: DoublePickerRows { DoublePickerRows(count: 0, title: { _ in nil }, model: { _ in nil }) }
}

final class DoublePickerItemsDataSource: UIPickerViewDataSource {
    weak var forwardee: (any UIPickerViewDataSource)?
    weak var components: PickerComponents<DoublePickerRows>?

    init(forwardingTo forwardee: (any UIPickerViewDataSource)?) {
        self.forwardee = forwardee
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        components?.count ?? forwardee?.numberOfComponents(in: pickerView) ?? 0
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        guard let components else { return forwardee?.pickerView(pickerView, numberOfRowsInComponent: component) ?? 0 }
        return components.rows(in: component)?.count ?? 0
    }
}

final class DoublePickerItemsDelegate: UIPickerViewDelegate {
    weak var forwardee: (any UIPickerViewDelegate)?
    weak var components: PickerComponents<DoublePickerRows>?

    init(forwardingTo forwardee: (any UIPickerViewDelegate)?) {
        self.forwardee = forwardee
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        guard let rows = components?.rows(in: component) else {
            return forwardee?.pickerView(pickerView, titleForRow: row, forComponent: component)
        }
        return rows.title(row)
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        forwardee?.pickerView(pickerView, didSelectRow: row, inComponent: component)
    }
}

extension UIPickerView: ItemsPickerView {
    public typealias Rows = DoublePickerRows

    public func installItemsAdapters(answering components: PickerComponents<DoublePickerRows>) {
        let dataSource = ProxyRegistry.shared.proxy(
            for: self, delegate: \.dataSource, retainingOriginal: false,
            make: { DoublePickerItemsDataSource(forwardingTo: $0) }, asDelegate: { $0 },
            setForwardee: { $0.forwardee = $1 }, forwardee: { $0.forwardee })
        dataSource.components = components
        let delegate = ProxyRegistry.shared.proxy(
            for: self, delegate: \.delegate, retainingOriginal: false,
            make: { DoublePickerItemsDelegate(forwardingTo: $0) }, asDelegate: { $0 },
            setForwardee: { $0.forwardee = $1 }, forwardee: { $0.forwardee })
        delegate.components = components
    }

    public func uninstallItemsAdapters() {
        ProxyRegistry.shared.uninstall(from: self, delegate: \.dataSource) { (adapter: DoublePickerItemsDataSource) in
            adapter.forwardee
        }
        ProxyRegistry.shared.uninstall(from: self, delegate: \.delegate) { (adapter: DoublePickerItemsDelegate) in
            adapter.forwardee
        }
    }
}

@MainActor
extension Reactive where Base: UIPickerView {
    func itemTitles<Models: RandomAccessCollection>(
        component: Int = 0, _ title: @escaping @MainActor (Int, Models.Element) -> String?
    ) -> ItemsBindingTarget<Models> {
        base.itemsTarget(component: component, empty: .none, model: { $0.model($1) }) { (value: Models) in
            let models = Array(value)
            return DoublePickerRows(count: models.count, title: { title($0, models[$0]) }, model: { models[$0] })
        }
    }

    func model<Model>(atRow row: Int, inComponent component: Int = 0, as type: Model.Type = Model.self) -> Model? {
        ItemsModelEvents(attachments: base.attachments).model(at: ItemPath(item: row, section: component), as: type)
    }

    func modelSelected<Model>(
        _ type: Model.Type, from selections: Signal<(pickerView: UIPickerView, row: Int, component: Int), Never>
    ) -> Signal<Model, Never> {
        ItemsModelEvents(attachments: base.attachments).models(
            type, at: selections.map { ItemPath(item: $0.row, section: $0.component) })
    }
}
