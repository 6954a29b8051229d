// ItemsDiffTests: the identity diff's batch updates, and its duplicate-identity failure.

import ProxyGenCocoa
import XCTest

final class ItemsDiffTests: XCTestCase {
    private func diff(
        _ old: [[Int]], _ new: [[Int]], sections: ([Int], [Int])? = nil, updated: Set<Int> = []
    ) -> Result<SectionedChangeset, DuplicateIdentity> {
        let oldIDs = sections?.0 ?? Array(old.indices)
        let newIDs = sections?.1 ?? Array(new.indices)
        return ItemsDiff.changeset(
            from: zip(oldIDs, old).map { (id: $0, items: $1) }, to: zip(newIDs, new).map { (id: $0, items: $1) },
            isUpdated: { _, to in updated.contains(new[to.section][to.item]) })
    }

    func testInsertDeleteAndReload() throws {
        let changes = try diff([[1, 2, 3]], [[1, 4, 3]], updated: [3]).get()
        XCTAssertEqual(changes.deletedItems, [ItemPath(item: 1, section: 0)])
        XCTAssertEqual(changes.insertedItems, [ItemPath(item: 1, section: 0)])
        XCTAssertEqual(changes.reloadedItems, [ItemPath(item: 2, section: 0)])
        XCTAssertTrue(changes.movedItems.isEmpty)
    }

    func testAMoveIsOneMoveNotAShiftOfEveryRow() throws {
        let changes = try diff([[1, 2, 3, 4, 5]], [[2, 3, 4, 5, 1]]).get()
        XCTAssertEqual(changes.movedItems.count, 1)
        XCTAssertEqual(changes.movedItems.first?.from, ItemPath(item: 0, section: 0))
        XCTAssertEqual(changes.movedItems.first?.to, ItemPath(item: 4, section: 0))
        XCTAssertEqual(changes.count, 1)
    }

    func testAMovedRowWhoseContentChangedIsDeletedAndInserted() throws {
        let changes = try diff([[1, 2, 3]], [[3, 1, 2]], updated: [3]).get()
        XCTAssertEqual(changes.deletedItems, [ItemPath(item: 2, section: 0)])
        XCTAssertEqual(changes.insertedItems, [ItemPath(item: 0, section: 0)])
        XCTAssertTrue(changes.movedItems.isEmpty && changes.reloadedItems.isEmpty)
    }

    func testRowsMoveAcrossSectionsAndSectionsComeAndGo() throws {
        let changes = try diff([[1, 2], [3], [4]], [[4], [3, 1], [9]], sections: ([10, 20, 30], [30, 20, 40])).get()
        // Section 30 moves before 20: of the kept sections, one stays (20) and one is deleted and inserted.
        XCTAssertEqual(changes.deletedSections, [0, 2])
        XCTAssertEqual(changes.insertedSections, [0, 2])
        XCTAssertEqual(changes.insertedItems, [ItemPath(item: 1, section: 1)])
        XCTAssertTrue(changes.movedItems.isEmpty)
    }

    func testDuplicateIdentitiesFailWithAMessage() {
        guard case .failure(let duplicate) = diff([[1, 2]], [[1, 1]]) else {
            return XCTFail("a repeated identity must fail the diff")
        }
        XCTAssertEqual(duplicate, DuplicateIdentity(isSection: false, identity: "1", inNewValue: true))
        XCTAssertTrue(duplicate.description.contains("two rows of the new value have the identity 1"))
        guard case .failure(let section) = diff([[1], [2]], [[1]], sections: ([5, 5], [5])) else {
            return XCTFail("a repeated section identity must fail the diff")
        }
        XCTAssertTrue(section.isSection && !section.inNewValue)
    }
}
