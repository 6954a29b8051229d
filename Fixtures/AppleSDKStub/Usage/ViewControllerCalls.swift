// A view controller's own calls as typed streams, without swizzling: the app's controller inherits
// from the generated observing subclass, overrides `viewWillAppear(_:)` and calls `super`, and
// its calls are observed before and after `super` runs (RxCocoa's `methodInvoked` and
// `sentMessage`, ReactiveCocoa's `trigger(for:)`). Typechecked against the stub SDK by
// scripts/apple-typecheck.sh, which also misspells the event below to show that it does not
// typecheck.

import ReactiveRuntime
import UIKit

final class ProfileViewController: ObservableUIViewController {
    private(set) var appearances = 0

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }
}

@MainActor
func observeCalls(of profile: ProfileViewController, list: ObservableUITableViewController) {
    profile.reactive.calls.viewWillAppear.observeValues { animated in print("appeared, animated: \(animated)") }
    profile.reactive.calls.before.viewDidDisappear.observeValues { _ in print("about to disappear") }
    profile.reactive.calls.prepareForSender.observeValues { print($0.segue.identifier ?? "", $0.sender ?? "") }
    // After the call, the result too.
    profile.reactive.calls.shouldPerformSegueWithIdentifierSender.observeValues { call in
        print(call.identifier, call.result)
    }
    list.reactive.calls.viewDidLoad.observeValues { print("loaded") }
}

@MainActor
func makeControllers() -> [UIViewController] {
    // The superclass's initializers are inherited.
    [
        ProfileViewController(nibName: nil, bundle: nil), ProfileViewController(),
        ObservableUITableViewController(style: .plain), ObservableUINavigationController(rootViewController: ProfileViewController()),
    ]
}

/// The lifecycle as a state (RxAppState's `viewState` and `isVisible`): read at once, even by an
/// observer that comes after the controller appeared.
@MainActor
func observeLifecycle(of profile: ProfileViewController, navigation: ObservableUINavigationController) {
    if profile.reactive.lifecycle.value == .visible { print("on screen") }
    profile.reactive.isVisible.producer.startWithValues { print("visible: \($0)") }
    navigation.reactive.lifecycle.producer.startWithValues { print($0) }
}

/// Every call of a screen, wherever UIKit declares it: in a category of `UIViewController`
/// (`didMove(toParent:)`, `setEditing(_:animated:)`), in a protocol it adopts
/// (`viewWillTransition(to:with:)`, `traitCollectionDidChange(_:)`), or in `UIResponder`, which is
/// not selected (`touchesBegan(_:with:)`).
@MainActor
func observeEveryCall(of profile: ProfileViewController, list: ObservableUITableViewController) {
    profile.reactive.calls.didMoveToParent.observeValues { print("moved to", $0 as Any) }
    profile.reactive.calls.before.willMoveToParent.observeValues { print("moving to", $0 as Any) }
    profile.reactive.calls.setEditingAnimated.observeValues { print("editing: \($0.editing), animated: \($0.animated)") }
    profile.reactive.calls.viewWillTransitionToWith.observeValues { print("resizing to", $0.size.width) }
    profile.reactive.calls.traitCollectionDidChange.observeValues { print("traits changed from", $0 as Any) }
    // A settable property's setter, as a call with the new value.
    profile.reactive.calls.title.observeValues { print("titled", $0 ?? "") }
    profile.reactive.calls.before.isEditing.observeValues { print("editing will be", $0) }
    profile.reactive.calls.touchesBeganWith.observeValues { print("\($0.touches.count) touches") }
    list.reactive.calls.touchesEndedWith.observeValues { print("\($0.touches.count) touches ended") }
}
