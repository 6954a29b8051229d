/// Inherits from a protocol that is not among the inputs.
protocol ChildDelegate: ParentDelegate {
    func childDidStart()
}
