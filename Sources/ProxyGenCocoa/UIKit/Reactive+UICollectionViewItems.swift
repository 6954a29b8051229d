// Reactive+UICollectionViewItems: a collection view's items bound to models (`items`,
// `sections`), and the models behind its items (`model(at:)`, `modelSelected`,
// `modelDeselected`, `itemMoved`).

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UICollectionView {
        private var list: ItemsList<CollectionItemsDataSource> {
            ItemsList(view: base, slot: \.dataSource) { CollectionBatchUpdates($0) }
        }

        /// The collection view's items as a binding target of collections of models, each item's
        /// cell dequeued for `cellIdentifier` (registered as `cellType`) and configured with its
        /// index and model. Models with an identity (`Identifiable`, or `identity: .keyPath(\.id)`)
        /// are animated into place; others reload the collection view. `editing: .move` lets the
        /// user move items.
        ///
        /// ```swift
        /// photosView.reactive.items(cellIdentifier: "Photo", cellType: PhotoCell.self) { index, photo, cell in
        ///     cell.imageView.image = photo.thumbnail
        /// } <~ viewModel.photos
        /// ```
        public func items<Models: RandomAccessCollection, Cell: UICollectionViewCell>(
            cellIdentifier: String, cellType: Cell.Type, identity: ItemIdentity<Models.Element> = .automatic,
            editing: ItemsEditing = [],
            configure: @escaping @MainActor (_ item: Int, _ model: Models.Element, _ cell: Cell) -> Void
        ) -> ItemsBindingTarget<Models> {
            list.items(
                identity: identity, editing: editing,
                cell: ItemsList<CollectionItemsDataSource>.cells(identifier: cellIdentifier, type: cellType) {
                    configure($0.item, $1, $2)
                })
        }

        /// The collection view's items as a binding target of collections of models, each item's
        /// cell made by `cell` with the collection view, the item's index path and its model.
        ///
        /// ```swift
        /// photosView.reactive.items { collectionView, indexPath, photo in
        ///     collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
        /// } <~ viewModel.photos
        /// ```
        public func items<Models: RandomAccessCollection>(
            identity: ItemIdentity<Models.Element> = .automatic, editing: ItemsEditing = [],
            cell: @escaping @MainActor (UICollectionView, IndexPath, Models.Element) -> UICollectionViewCell
        ) -> ItemsBindingTarget<Models> {
            list.items(identity: identity, editing: editing) { cell($0, $1.collectionIndexPath, $2) }
        }

        /// The collection view's sections (``SectionModel``; a collection view shows no titles of
        /// its own) as a binding target, each item's cell dequeued for `cellIdentifier`.
        ///
        /// ```swift
        /// photosView.reactive.sections(cellIdentifier: "Photo", cellType: PhotoCell.self) { indexPath, photo, cell in
        ///     cell.imageView.image = photo.thumbnail
        /// } <~ viewModel.photosByDay
        /// ```
        public func sections<
            Sections: RandomAccessCollection, SectionID: Hashable, Item, Cell: UICollectionViewCell
        >(
            cellIdentifier: String, cellType: Cell.Type, identity: ItemIdentity<Item> = .automatic,
            editing: ItemsEditing = [],
            configure: @escaping @MainActor (_ indexPath: IndexPath, _ model: Item, _ cell: Cell) -> Void
        ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
            list.sections(
                identity: identity, editing: editing,
                cell: ItemsList<CollectionItemsDataSource>.cells(identifier: cellIdentifier, type: cellType) {
                    configure($0.collectionIndexPath, $1, $2)
                })
        }

        /// The collection view's sections as a binding target, each item's cell made by `cell`.
        ///
        /// ```swift
        /// photosView.reactive.sections { collectionView, indexPath, photo in … } <~ viewModel.photosByDay
        /// ```
        public func sections<Sections: RandomAccessCollection, SectionID: Hashable, Item>(
            identity: ItemIdentity<Item> = .automatic, editing: ItemsEditing = [],
            cell: @escaping @MainActor (UICollectionView, IndexPath, Item) -> UICollectionViewCell
        ) -> ItemsBindingTarget<Sections> where Sections.Element == SectionModel<SectionID, Item> {
            list.sections(identity: identity, editing: editing) { cell($0, $1.collectionIndexPath, $2) }
        }

        private var events: ItemsModelEvents { ItemsModelEvents(attachments: base.attachments) }

        /// The model the item at `indexPath` shows, nil where there is none or it is not a `Model`.
        ///
        /// ```swift
        /// let photo = photosView.reactive.model(at: indexPath, as: Photo.self)
        /// ```
        public func model<Model>(at indexPath: IndexPath, as type: Model.Type = Model.self) -> Model? {
            events.model(at: ItemPath(item: indexPath.item, section: indexPath.section), as: type)
        }

        /// The model of each item the user selects, read when it is selected.
        ///
        /// ```swift
        /// photosView.reactive.modelSelected(Photo.self, from: photosView.reactive.delegate.collectionViewDidSelectItemAt)
        /// ```
        public func modelSelected<Model>(
            _ type: Model.Type, from selections: Signal<(collectionView: UICollectionView, indexPath: IndexPath), Never>
        ) -> Signal<Model, Never> {
            events.models(type, at: selections.map { ItemPath(item: $0.indexPath.item, section: $0.indexPath.section) })
        }

        /// The model of each item the user deselects, read when it is deselected.
        ///
        /// ```swift
        /// photosView.reactive.modelDeselected(Photo.self, from: photosView.reactive.delegate.collectionViewDidDeselectItemAt)
        /// ```
        public func modelDeselected<Model>(
            _ type: Model.Type,
            from deselections: Signal<(collectionView: UICollectionView, indexPath: IndexPath), Never>
        ) -> Signal<Model, Never> {
            events.models(
                type, at: deselections.map { ItemPath(item: $0.indexPath.item, section: $0.indexPath.section) })
        }

        /// Each item the user moves (`editing: .move`): its model and its index paths before and after.
        ///
        /// ```swift
        /// photosView.reactive.itemMoved(Photo.self).observeValues { album.move($0.model, to: $0.to.item) }
        /// ```
        public func itemMoved<Model>(
            _ type: Model.Type
        ) -> Signal<(model: Model, from: IndexPath, to: IndexPath), Never> {
            events.moved(type).map {
                (model: $0.model, from: $0.from.collectionIndexPath, to: $0.to.collectionIndexPath)
            }
        }
    }
#endif
