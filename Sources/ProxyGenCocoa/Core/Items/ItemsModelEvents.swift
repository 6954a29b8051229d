// ItemsModelEvents: a list's positions and edits as the models an items binding shows there.

import ReactiveRuntime

/// The model events of one list (`modelSelected`, `modelDeleted`, `itemMoved`, `model(at:)`),
/// always read from the models the list shows when the event happens.
@MainActor
struct ItemsModelEvents {
    let attachments: Attachments

    /// The model shown at `path`, nil outside the models or where it is not a `Model`.
    func model<Model>(at path: ItemPath, as type: Model.Type) -> Model? {
        attachments.items?.model?(path) as? Model
    }

    /// The model at each position `paths` sends (on the main thread, as the list's delegate
    /// sends its events); positions outside the models are skipped.
    func models<Model>(_ type: Model.Type, at paths: Signal<ItemPath, Never>) -> Signal<Model, Never> {
        let attachments = MainThreadTransfer(wrapped: attachments)
        return paths.take(during: self.attachments.lifetime).compactMap { @Sendable path in
            MainActor.assumeIsolated { MainThreadTransfer(wrapped: attachments.wrapped.items?.model?(path) as? Model) }
                .wrapped
        }
    }

    /// The model of each row the user deletes, after it left the models.
    func deleted<Model>(_ type: Model.Type) -> Signal<Model, Never> {
        attachments.itemsState.deleted.output.take(during: attachments.lifetime).compactMap { $0.model as? Model }
    }

    /// Each row the user moves: its model and its positions before and after.
    func moved<Model>(_ type: Model.Type) -> Signal<(model: Model, from: ItemPath, to: ItemPath), Never> {
        attachments.itemsState.moved.output.take(during: attachments.lifetime).compactMap { move in
            (move.model as? Model).map { (model: $0, from: move.from, to: move.to) }
        }
    }
}
