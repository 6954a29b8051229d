// A protocol whose standard-library parent the proxy implements itself, with a default
// implementation in an extension: the defaults conformer must satisfy the parent too.

protocol Resolvable: AnyObject {
    func resolve(_ name: String) -> Int?
}

protocol Expression: CustomStringConvertible, Resolvable {
    func evaluate() -> Int
    func simplified() -> String
}

extension Expression {
    func simplified() -> String { description }
}
