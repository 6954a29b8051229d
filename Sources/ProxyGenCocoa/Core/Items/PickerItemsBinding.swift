// PickerItemsBinding: a picker's items bindings (UIKit's picker, or the tests' double): one per
// component, the picker's data source and delegate taken with the first and given back with the
// last.

/// A picker whose components items bindings show.
@MainActor
protocol ItemsPickerView: AttachmentOwner {
    /// What a bound component shows (its number of rows, their models and titles or views).
    associatedtype Rows

    func reloadAllComponents()
    func reloadComponent(_ component: Int)
    /// Puts a data source and a delegate that answer from `components` in the picker's slots,
    /// the picker's own ones behind them as their forwardees.
    func installItemsAdapters(answering components: PickerComponents<Rows>)
    /// Gives the picker's slots back to its own data source and delegate.
    func uninstallItemsAdapters()
}

extension ItemsPickerView {
    /// The binding target of values shown in `component` as the rows `rows` makes of each;
    /// `empty` is what the component shows before the first value, `model` reads a row's model.
    func itemsTarget<Value>(
        component: Int, empty: Rows, model: @escaping @MainActor (Rows, Int) -> Any?,
        rows: @escaping @MainActor (Value) -> Rows
    ) -> ItemsBindingTarget<Value> {
        ItemsBindingTarget(lifetime: attachments.lifetime) { [weak self] in
            guard let self else { return ItemsConnection(show: { _ in }, end: {}) }
            return connect(component: component, empty: empty, model: model, rows: rows)
        }
    }

    private func connect<Value>(
        component: Int, empty: Rows, model: @escaping @MainActor (Rows, Int) -> Any?,
        rows: @escaping @MainActor (Value) -> Rows
    ) -> ItemsConnection<Value> {
        let components = installedComponents(model: model)
        let token = PickerBindingToken()
        components.set(empty, in: component, by: token)
        reloadAllComponents()
        return ItemsConnection(
            show: { [weak self] value in
                guard let self, components.holds(component, by: token) else { return }
                if components.set(rows(value), in: component, by: token) {
                    reloadAllComponents()
                } else {
                    reloadComponent(component)
                }
            },
            end: { [weak self] in
                guard let self, components.remove(component, by: token) else { return }
                if components.isEmpty {
                    let state = attachments.itemsState
                    state.picker = nil
                    state.model = nil
                    uninstallItemsAdapters()
                }
                reloadAllComponents()
            })
    }

    /// The components the picker's bindings show, the adapters installed with the first.
    private func installedComponents(model: @escaping @MainActor (Rows, Int) -> Any?) -> PickerComponents<Rows> {
        let state = attachments.itemsState
        if let components = state.picker as? PickerComponents<Rows> { return components }
        let components = PickerComponents<Rows>()
        state.picker = components
        state.model = { path in components.rows(in: path.section).flatMap { model($0, path.item) } }
        installItemsAdapters(answering: components)
        return components
    }
}

/// Tells one binding of a picker's component from every other.
private final class PickerBindingToken {}
