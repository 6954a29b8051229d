/// Inherits from a protocol in another input file.
public protocol DetailDelegate: BaseDelegate {
    func detail(_ sender: AnyObject, didShow item: Int)
}
