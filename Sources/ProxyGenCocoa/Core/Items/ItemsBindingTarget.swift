// ItemsBindingTarget: the left side of `<~` for a list's models (`tableView.reactive.items(…)`),
// which holds the list's data source for as long as the binding runs.

import ReactiveRuntime

/// A list's models as the target of a binding: `tableView.reactive.items(…) <~ viewModel.results`
/// from a `Property`, `Signal` or `SignalProducer` of any collection of models. Values may come
/// from any thread; they are shown on the main thread. The binding holds the list's data source
/// while it runs (the list's own data source stays behind it and answers what the binding does
/// not) and gives it back when it ends: with its source, when disposed, or when the list goes
/// away. A later binding to the same list takes over from an earlier one.
///
/// ```swift
/// tableView.reactive.items(cellIdentifier: "Cell", cellType: ResultCell.self) { row, result, cell in
///     cell.textLabel?.text = result.title
/// } <~ viewModel.results
/// ```
public struct ItemsBindingTarget<Value> {
    /// How long the list lives: the binding ends with it.
    public let lifetime: Lifetime
    /// Takes the list's data source; the connection shows values and gives the data source back.
    let connect: @MainActor () -> ItemsConnection<Value>

    /// Shows every value of `source` in the list until `source` ends, the returned disposable is
    /// disposed, or the list goes away; then gives the list its own data source back.
    ///
    /// ```swift
    /// let binding = tableView.reactive.items { tableView, indexPath, row in … } <~ rows
    /// binding.dispose()   // the table's own data source answers again
    /// ```
    @MainActor
    @discardableResult
    public static func <~ <Source: BindingSource>(
        target: ItemsBindingTarget, source: Source
    ) -> any Disposable where Source.Value == Value {
        let connection = MainThreadTransfer(wrapped: target.connect())
        let run = source.producer.take(during: target.lifetime).start { @Sendable event in
            onMainThread((connection, event)) { arguments in
                let (connection, event) = arguments
                switch event {
                case .value(let value): connection.wrapped.show(value)
                default: connection.wrapped.end()
                }
            }
        }
        return CompositeDisposable([
            run, ActionDisposable { onMainThread(connection) { $0.wrapped.end() } },
        ])
    }
}

/// One running items binding: shows values, and ends (giving the data source back) once.
@MainActor
struct ItemsConnection<Value> {
    let show: (Value) -> Void
    let end: () -> Void
}
