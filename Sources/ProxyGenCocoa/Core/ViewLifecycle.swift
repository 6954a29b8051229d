// ViewLifecycle: where a view controller's view is in its life, as a state a late observer reads
// at once (RxAppState's and RxViewController's state accessors), worked out from the lifecycle
// calls its observing subclass publishes. UIKit-free: UIKit's view controllers and the tests'
// double share it.

import ReactiveRuntime

/// Where a view controller's view is in its life.
///
/// ```swift
/// controller.reactive.lifecycle.value          // .visible, for an observer that comes late
/// controller.reactive.isVisible.producer.startWithValues { print($0) }
/// ```
public enum ViewLifecycle: Equatable, Sendable {
    /// The view is not loaded yet.
    case notLoaded
    /// The view is loaded and has not appeared yet.
    case loaded
    /// Between `viewWillAppear` and `viewDidAppear`.
    case appearing
    /// Between `viewDidAppear` and `viewWillDisappear`.
    case visible
    /// Between `viewWillDisappear` and `viewDidDisappear`.
    case disappearing
    /// After `viewDidDisappear`, until it appears again.
    case notVisible

    /// A lifecycle call of a view controller.
    public enum Call: Equatable, Sendable {
        case viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    }

    /// The state a view controller shows by itself, for an observer that comes after its calls:
    /// not loaded, visible (its view is in a window), or loaded.
    init(isViewLoaded: Bool, isInWindow: Bool) {
        self = !isViewLoaded ? .notLoaded : isInWindow ? .visible : .loaded
    }

    /// Whether the view is on screen: ``visible`` only.
    public var isVisible: Bool { self == .visible }

    /// The state after `call`. A `viewDidLoad` after the view appeared changes nothing (UIKit
    /// loads a view once; a call out of order is taken as it comes otherwise).
    public func after(_ call: Call) -> ViewLifecycle {
        switch call {
        case .viewDidLoad: self == .notLoaded ? .loaded : self
        case .viewWillAppear: .appearing
        case .viewDidAppear: .visible
        case .viewWillDisappear: .disappearing
        case .viewDidDisappear: .notVisible
        }
    }
}

/// The calls of a view controller's observing subclass that tell its lifecycle, as
/// `reactive.calls` of `ObservableUIViewController` (and of every observing subclass of a view
/// controller) has them, after each call returns.
public protocol ViewLifecycleCalls {
    var viewDidLoad: Signal<Void, Never> { get }
    var viewWillAppear: Signal<Bool, Never> { get }
    var viewDidAppear: Signal<Bool, Never> { get }
    var viewWillDisappear: Signal<Bool, Never> { get }
    var viewDidDisappear: Signal<Bool, Never> { get }
}

extension ViewLifecycleCalls {
    /// The lifecycle calls as one stream, in the order they are made.
    public var lifecycleCalls: Signal<ViewLifecycle.Call, Never> {
        Signal.merge([
            viewDidLoad.map { .viewDidLoad }, viewWillAppear.map { _ in .viewWillAppear },
            viewDidAppear.map { _ in .viewDidAppear }, viewWillDisappear.map { _ in .viewWillDisappear },
            viewDidDisappear.map { _ in .viewDidDisappear },
        ])
    }
}

extension AttachmentOwner {
    /// The view controller's lifecycle as a property, made on first use and kept with the object:
    /// `current` (read from the controller itself, for an observer that comes after its calls),
    /// then the state after each of `calls`. Its streams complete when the calls do, with the
    /// object.
    @MainActor
    func lifecycleProperty(
        current: @autoclosure () -> ViewLifecycle, calls: @autoclosure () -> Signal<ViewLifecycle.Call, Never>
    ) -> Property<ViewLifecycle> {
        if let made = attachments.lifecycle { return made }
        let initial = current()
        let property = Property(initial: initial, then: calls().scan(initial) { state, call in state.after(call) })
        attachments.lifecycle = property
        return property
    }
}
