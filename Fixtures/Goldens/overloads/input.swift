/// Overloads: names stay unique by one rule; an annotation picks a name.
public protocol PlayerDelegate: AnyObject {
    func player(_ player: AnyObject, didPlay item: Int)
    func player(_ player: AnyObject, didPlay item: String)
    func player(_ player: AnyObject, didPlay item: Int, at time: Double)
    func player(_ player: AnyObject, didPause item: Int)
    /// Reports a stall.
    ///
    /// @event(stalled)
    func player(_ player: AnyObject, didStallAt time: Double)
}
