/// Not class-bound: the proxy could not hold its forwardee weakly.
protocol ValueDelegate {
    func valueDidChange(_ value: Int)
}
