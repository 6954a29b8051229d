// Borrowed and consumed parameters (possibly noncopyable) are forwarded, never carried.
struct Ticket: ~Copyable {
    var number: Int
}

protocol TicketDelegate: AnyObject {
    func redeem(_ ticket: consuming Ticket)
    func inspect(_ ticket: borrowing Ticket, at gate: Int) -> Int
    func hold<T: ~Copyable>(_ value: borrowing T, count: Int)
}
