// Argument labels that are keywords: escaped where they are declared, written plainly where the
// proxy passes them on (a call's argument list needs no backticks but for `inout`, `var`, `let`).

enum Mode: Sendable { case fast, careful }
final class Widget {}

protocol WidgetLayout: AnyObject {
    func place(_ widget: Widget, `in` mode: Mode)
    func `default`(_ widget: Widget, `in` mode: Mode) -> Int
    func measure(_ widget: Widget, `for` mode: Mode, `where` limit: Int) -> Double
    func widget(_ widget: Widget, didFail `protocol`: Mode, `default`: Int)
    func widget(_ widget: Widget, switchedTo Mode: Mode)
}

extension WidgetLayout {
    func `default`(_ widget: Widget, `in` mode: Mode) -> Int { 0 }
}
