// ItemsModelEventTests: a table's rows as the models an items binding shows (`model(at:)`,
// `modelSelected`, `modelDeleted`, `itemMoved`), and the binding beside the table's own data
// source, driven through the double's table.

import Foundation
import ReactiveRuntime
import UIKitDouble
import XCTest

@testable import ProxyGenCocoa

final class ItemsModelEventTests: XCTestCase {
    struct Todo: Identifiable, Equatable {
        var id: Int
        var title: String
    }

    private typealias Selection = (tableView: UITableView, indexPath: IndexPath)

    @MainActor
    private func makeTable() -> UITableView {
        UITableView.inconsistencyHandler = { XCTFail("UIKit would raise: \($0)") }
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
        return table
    }

    private static func todos(_ ids: [Int]) -> [Todo] { ids.map { Todo(id: $0, title: "t\($0)") } }

    private static func path(_ row: Int, _ section: Int = 0) -> IndexPath { IndexPath(indexes: [section, row]) }

    @MainActor
    @discardableResult
    private func bind(_ table: UITableView, _ todos: MutableProperty<[Todo]>, editing: ItemsEditing = [])
        -> any Disposable
    {
        table.reactive.items(cellIdentifier: "Todo", cellType: UITableViewCell.self, editing: editing) {
            _, todo, cell in
            cell.text = todo.title
        } <~ todos
    }

    @MainActor
    func testModelSelectedReadsTheModelsTheTableShowsWhenTapped() async {
        let table = makeTable()
        let todos = MutableProperty(Self.todos([1, 2, 3]))
        bind(table, todos)
        let (selections, tap) = Signal<Selection, Never>.pipe()
        var selected: [Todo] = []
        table.reactive.modelSelected(Todo.self, from: selections).observeValues { selected.append($0) }
        tap.send((table, Self.path(1)))
        todos.value = Self.todos([3, 1, 2])
        tap.send((table, Self.path(1)))
        XCTAssertEqual(selected.map(\.id), [2, 1], "after an update, the new models")
        table.holdsAnimations = true
        todos.value = Self.todos([4, 3])
        todos.value = Self.todos([5])
        tap.send((table, Self.path(0)))
        tap.send((table, Self.path(7)))
        XCTAssertEqual(selected.map(\.id), [2, 1, 4], "during an update, the models it shows; none outside them")
        table.finishAnimations()
        XCTAssertEqual(table.reactive.model(at: Self.path(0), as: Todo.self), Todo(id: 5, title: "t5"))
        XCTAssertNil(table.reactive.model(at: Self.path(0), as: String.self), "a model of another type")
    }

    @MainActor
    func testDeletingIsOptInAndReportsTheModel() async {
        let table = makeTable()
        let todos = MutableProperty(Self.todos([1, 2, 3]))
        let binding = bind(table, todos)
        XCTAssertFalse(table.userDeletesRow(at: Self.path(0)), "rows cannot be deleted unless asked for")
        binding.dispose()
        bind(table, todos, editing: .delete)
        var deleted: [Todo] = []
        table.reactive.modelDeleted(Todo.self).observeValues { deleted.append($0) }
        XCTAssertTrue(table.userDeletesRow(at: Self.path(1)))
        XCTAssertEqual(deleted.map(\.id), [2])
        XCTAssertEqual(table.shownRows, [["t1", "t3"]], "the row is deleted from the table by a batch update")
        todos.value.removeAll { $0.id == 2 }
        XCTAssertEqual(table.shownRows, [["t1", "t3"]])
        XCTAssertEqual(table.reactive.model(at: Self.path(1), as: Todo.self)?.id, 3)
    }

    @MainActor
    func testMovingIsOptInAndReportsTheModel() async {
        let table = makeTable()
        let todos = MutableProperty(Self.todos([1, 2, 3]))
        bind(table, todos, editing: .move)
        var moves: [(id: Int, from: IndexPath, to: IndexPath)] = []
        table.reactive.itemMoved(Todo.self).observeValues { moves.append(($0.model.id, $0.from, $0.to)) }
        XCTAssertFalse(table.userDeletesRow(at: Self.path(0)))
        XCTAssertTrue(table.userMovesRow(from: Self.path(0), to: Self.path(2)))
        XCTAssertEqual(moves.map(\.id), [1])
        XCTAssertEqual(moves.map(\.to), [Self.path(2)])
        XCTAssertEqual(table.reactive.model(at: Self.path(2), as: Todo.self)?.id, 1)
        todos.value = Self.todos([2, 3, 1, 4])
        XCTAssertEqual(table.shownRows, [["t2", "t3", "t1", "t4"]])
    }

    /// The data source an app had before binding: rows of its own, and a section index.
    private final class AppDataSource: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(reuseIdentifier: nil)
            cell.text = "the app's row"
            return cell
        }

        func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "B"] }
    }

    @MainActor
    func testTheTablesOwnDataSourceAnswersTheRestAndIsGivenBack() async {
        let table = makeTable()
        let app = AppDataSource()
        table.dataSource = app
        table.reloadData()
        let todos = MutableProperty(Self.todos([1, 2]))
        let binding = bind(table, todos)
        XCTAssertFalse(table.dataSource === app)
        XCTAssertEqual(table.shownRows, [["t1", "t2"]])
        XCTAssertEqual(table.dataSource?.sectionIndexTitles(for: table), ["A", "B"], "answered by the app's")
        binding.dispose()
        XCTAssertTrue(table.dataSource === app, "disposing the binding gives the slot back")
        XCTAssertEqual(table.shownRows, [["the app's row"]])
        XCTAssertNil(table.reactive.model(at: Self.path(0), as: Todo.self), "no binding, no models")
    }

    @MainActor
    func testALaterBindingTakesOverFromAnEarlierOne() async {
        let table = makeTable()
        let app = AppDataSource()
        table.dataSource = app
        let first = MutableProperty(Self.todos([1]))
        let second = MutableProperty(Self.todos([7, 8]))
        let earlier = bind(table, first)
        let later = bind(table, second)
        first.value = Self.todos([2])
        XCTAssertEqual(table.shownRows, [["t7", "t8"]], "the earlier binding no longer shows its values")
        earlier.dispose()
        XCTAssertFalse(table.dataSource === app, "ending the earlier binding leaves the later one in place")
        second.value = Self.todos([9])
        XCTAssertEqual(table.shownRows, [["t9"]])
        later.dispose()
        XCTAssertTrue(table.dataSource === app)
    }
}
