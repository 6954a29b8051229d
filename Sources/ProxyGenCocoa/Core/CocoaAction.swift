// CocoaAction: an Action as a UIKit object runs it — input made from the sender, state for the UI.

import ReactiveRuntime

/// An ``Action`` as a button or bar item runs it (ReactiveCocoa's `CocoaAction`): a press
/// applies the action to an input made from the sender; ``isEnabled`` and ``isExecuting``
/// follow the action's. Set it as `button.reactive.pressed`.
///
/// ```swift
/// let search = Action { (query: String) in api.search(query) }
/// button.reactive.pressed = CocoaAction(search) { _ in field.text ?? "" }
/// ```
@MainActor
public final class CocoaAction<Sender> {
    /// Whether the action can run now: its `isEnabled`.
    ///
    /// ```swift
    /// spinner.reactive.isHidden <~ cocoaAction.isEnabled
    /// ```
    public let isEnabled: Property<Bool>

    /// Whether a run is under way: its `isExecuting`.
    ///
    /// ```swift
    /// spinner.reactive.isHidden <~ cocoaAction.isExecuting.map { !$0 }
    /// ```
    public let isExecuting: Property<Bool>

    private let run: (Sender) -> Void

    /// Runs `action` on `input(sender)` for each press.
    ///
    /// ```swift
    /// let toggle = CocoaAction(setFavorite) { (button: UIButton) in !button.isSelected }
    /// ```
    public init<Input, Output, Failure>(
        _ action: Action<Input, Output, Failure>,
        _ input: @escaping (Sender) -> Input
    ) {
        isEnabled = action.isEnabled
        isExecuting = action.isExecuting
        run = { sender in action.apply(input(sender)).start() }
    }

    /// Runs `action` on `input` for each press.
    ///
    /// ```swift
    /// let reload = CocoaAction(load, input: .firstPage)
    /// ```
    public convenience init<Input, Output, Failure>(_ action: Action<Input, Output, Failure>, input: Input) {
        self.init(action) { _ in input }
    }

    /// Runs `action` for each press.
    ///
    /// ```swift
    /// saveButton.reactive.pressed = CocoaAction(viewModel.save)
    /// ```
    public convenience init<Output, Failure>(_ action: Action<Void, Output, Failure>) {
        self.init(action, input: ())
    }

    /// Applies the action as a press by `sender` does (nothing happens if it is disabled).
    ///
    /// ```swift
    /// cocoaAction.execute(button)
    /// ```
    public func execute(_ sender: Sender) {
        run(sender)
    }
}
