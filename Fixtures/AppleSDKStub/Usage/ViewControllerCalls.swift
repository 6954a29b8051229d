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
