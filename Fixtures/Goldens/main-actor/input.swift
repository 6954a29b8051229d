/// A main-actor delegate with one requirement callable from anywhere.
@MainActor
public protocol ViewDelegate: AnyObject {
    func viewDidLoad(_ view: AnyObject)
    func view(_ view: AnyObject, heightFor row: Int) -> Double
    nonisolated func viewIdentifier(_ view: AnyObject) -> String?
}

@globalActor
public actor RenderActor {
    public static let shared = RenderActor()
}

/// A delegate isolated to a custom global actor.
@RenderActor
public protocol RendererDelegate: AnyObject {
    func renderer(_ renderer: AnyObject, didDraw frame: Int)
}
