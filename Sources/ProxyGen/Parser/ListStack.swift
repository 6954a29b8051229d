// ListStack: the elements of the lists being parsed, each list moved into an array when it ends.

/// The elements of lists being parsed (a protocol's members, a function's parameters), innermost
/// list last. A list that ends is moved into an array of its own size: one allocation per list
/// instead of one per doubling, no spare room kept, and no element copied (a copy would retain
/// each of its names and types, and letting the stack's copy go would release them again).
///
/// A reference type, so that it can free what it holds when it goes; the parser that owns it is
/// never copied.
final class ListStack<Element> {
    // Only the parser that owns the stack uses it, one call at a time: no access needs a dynamic
    // exclusivity check.
    @exclusivity(unchecked) private var elements: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    /// The number of elements on the stack; a list that starts now starts at this index.
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        capacity = 16
        elements = UnsafeMutablePointer<Element>.allocate(capacity: capacity)
    }

    deinit {
        elements.deinitialize(count: count)
        elements.deallocate()
    }

    /// Adds an element to the innermost list.
    func push(_ element: __owned Element) {
        if count == capacity { grow() }
        (elements + count).initialize(to: element)
        count += 1
    }

    /// The elements from `start` on, moved off the stack into an array of their number.
    func popList(from start: Int) -> [Element] {
        precondition(start >= 0 && start <= count, "a list starts inside the stack")
        let length = count - start
        guard length > 0 else { return [] }
        // (`Array(unsafeUninitializedCapacity:initializingWith:)` would call the standard
        // library's unspecialized buffer initializer, which looks up the storage's metadata.)
        count = start
        // One element, the commonest list, as an array literal, which costs less than reserving.
        if length == 1 { return [(elements + start).move()] }
        var list: [Element] = []
        list.reserveCapacity(length)
        for index in start..<start + length { list.append((elements + index).move()) }
        return list
    }

    /// Lets go of the elements from `start` on (a list that could not be read), if any are left.
    func drop(from start: Int) {
        guard count > start else { return }
        precondition(start >= 0, "a list starts inside the stack")
        (elements + start).deinitialize(count: count - start)
        count = start
    }

    private func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: elements, count: count)
        elements.deallocate()
        elements = larger
        capacity *= 2
    }
}
