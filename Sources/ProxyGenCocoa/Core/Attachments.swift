// Attachments: what ProxyGenCocoa keeps alive with an object — its target–action receivers and
// bindings — and the lifetime that ends when the object goes away.

import ReactiveRuntime

/// An object that keeps ``Attachments`` for as long as it lives: every UIKit object (as an
/// associated object, `UIKit+Senders.swift`) and the objects of the tests' UIKit double.
///
/// The protocol is not isolated to the main actor, only its requirement is: `NSObject` conforms,
/// and in the Swift 5 language mode a conformance to a global-actor protocol isolates the
/// conforming class, so every `NSObject` subclass of a client would become main-actor isolated.
/// The same holds for the protocols that refine it.
protocol AttachmentOwner: AnyObject {
    /// This object's attachments, made on first use and released with the object.
    @MainActor var attachments: Attachments { get }
}

/// What an object keeps alive for ProxyGenCocoa. Releasing it (with its object) ends
/// ``lifetime``, which completes the streams read from the object and ends bindings to it.
@MainActor
final class Attachments {
    /// Ends when these attachments are released, that is when their object goes away.
    let lifetime: Lifetime
    private let token: Lifetime.Token

    /// The target–action receivers the object sends to: UIKit holds targets weakly.
    var targets: [CocoaTarget] = []

    /// The action bound to the object's presses (`reactive.pressed`).
    var pressed: PressedBinding?

    /// The taps of an object with a single target–action slot (a bar button item).
    var singleTargetTaps: SingleTargetTaps?

    /// A view controller's lifecycle (`reactive.lifecycle`), made on first use.
    var lifecycle: Property<ViewLifecycle>?

    /// The models an items binding shows in the object (a list) and the edits made to them.
    var items: ItemsState?

    nonisolated init() {
        (lifetime, token) = Lifetime.make()
    }
}
