// Reactive: the namespace of an object's streams and binding targets, reached by `object.reactive`.

/// The reactive extensions of a value: `object.reactive` (ReactiveSwift's `Reactive`). Streams of
/// an object's delegate slots, controls and values are added to it by constrained extensions
/// (`extension Reactive where Base: UITableView`), so that they never collide with the object's
/// own members and completion finds them after `.reactive.`.
///
/// Any settable property of a class instance is a binding target through it, with no list per
/// property: `view.reactive.isHidden <~ isLoading` (dynamic member lookup on a key path) or
/// `view.reactive[\.isHidden] <~ isLoading`. A member the extensions declare wins over the key
/// path of the same name (`textField.reactive.text` is the field's two-way control property).
///
/// ```swift
/// label.reactive.text <~ viewModel.title
/// tableView.reactive.delegate.tableViewDidSelectRowAt.observeValues { print($0.indexPath) }
/// ```
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The value the extensions act on.
    ///
    /// ```swift
    /// let button = button.reactive.base
    /// ```
    public let base: Base

    /// Wraps `base`; `base.reactive` is the usual way to get one.
    ///
    /// ```swift
    /// let extensions = Reactive(player)
    /// ```
    public init(_ base: Base) {
        self.base = base
    }
}

extension Reactive: Sendable where Base: Sendable {}
