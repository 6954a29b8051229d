// PickerComponents: the components of a picker whose rows items bindings show, one binding per
// component, the components no binding shows left empty.

/// The rows of each component of a picker, as its bindings set them: a picker has as many
/// components as the highest bound one plus one, an unbound component below it has no rows. A
/// binding is told apart by its token, so that an earlier binding of a component that a later
/// one took over ends without removing the later one's rows.
@MainActor
final class PickerComponents<Rows> {
    private var bound: [Int: (token: ObjectIdentifier, rows: Rows)] = [:]

    /// The number of components the picker shows.
    var count: Int { (bound.keys.max() ?? -1) + 1 }

    /// Whether any binding shows rows.
    var isEmpty: Bool { bound.isEmpty }

    /// The rows of `component`, nil where no binding shows it.
    func rows(in component: Int) -> Rows? { bound[component]?.rows }

    /// Shows `rows` in `component` for the binding of `token`; returns whether the number of
    /// components changed (the picker then reloads every component, otherwise this one).
    @discardableResult
    func set(_ rows: Rows, in component: Int, by token: AnyObject) -> Bool {
        let before = count
        bound[component] = (ObjectIdentifier(token), rows)
        return count != before
    }

    /// Whether the binding of `token` shows `component`.
    func holds(_ component: Int, by token: AnyObject) -> Bool {
        bound[component]?.token == ObjectIdentifier(token)
    }

    /// Ends the binding of `token` to `component` (if it still shows it); returns whether it did.
    @discardableResult
    func remove(_ component: Int, by token: AnyObject) -> Bool {
        guard holds(component, by: token) else { return false }
        bound[component] = nil
        return true
    }
}
