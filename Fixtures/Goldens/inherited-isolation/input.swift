/// A main-actor parent, as UIKit's `UIScrollViewDelegate` is.
@MainActor
public protocol ScrollingDelegate: AnyObject {
    func scrollingDidScroll(_ offset: Double)
}

/// A child that takes its parent's global actor without declaring it, as PencilKit's
/// `PKCanvasViewDelegate` does: Swift 6 isolates it to the main actor, the Swift 5 language mode
/// does not.
public protocol CanvasDelegate: ScrollingDelegate {
    func canvasDidChange(_ strokes: Int)
    func canvas(_ canvas: Canvas, widthFor stroke: Int) -> Double
}

/// A main-actor protocol of its own, with the child in a composition on a slot (as
/// `UIImagePickerController`'s delegate is).
@MainActor
public protocol PickingDelegate: AnyObject {
    func pickingDidFinish(_ item: Int)
}

@MainActor
public final class Canvas {
    public weak var delegate: (any CanvasDelegate)?
    public weak var pickingDelegate: (any PickingDelegate & CanvasDelegate)?
}
