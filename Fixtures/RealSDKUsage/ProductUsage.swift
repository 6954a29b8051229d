// What an app writes with ProxyGenApple, typechecked against a real iOS SDK by
// scripts/real-sdk-typecheck.sh (not against the stub: it names what only the real SDK has).

import MapKit
import ProxyGenApple
import ProxyGenAppleViewControllers
import UIKit
import WebKit

@MainActor
func observe(
    table: UITableView, picker: UIImagePickerController, editor: UIVideoEditorController,
    screen: UIViewController, map: MKMapView, web: WKWebView, split: UISplitViewController
) {
    table.reactive.delegate.tableViewDidSelectRowAt.observeValues { print($0.indexPath) }
    // A composition slot: one proxy conforms to both protocols and forwards both.
    picker.reactive.delegate.imagePickerControllerDidFinishPickingMediaWithInfo.observeValues { print($0.info) }
    picker.reactive.delegate.navigationControllerWillShowAnimated.observeValues { print($0.viewController) }
    editor.reactive.delegate.videoEditorControllerDidSaveEditedVideoToPath.observeValues { print($0.editedVideoPath) }
    // A slot UIKit declares in a category of UIViewController.
    screen.reactive.transitioningDelegate.animationControllerForDismissed.observeValues { print($0) }
    // Views whose main-actor isolation is inherited from UIView.
    map.reactive.delegate.mapViewRegionDidChangeAnimated.observeValues { _ in }
    web.reactive.navigationDelegate.webViewDidFinish.observeValues { _ in }
    // A delegate protocol that does not refine NSObjectProtocol.
    split.reactive.delegate.splitViewControllerWillChangeTo.observeValues { print($0.displayMode) }
}

/// A view controller on the observing subclass of `UIViewController`: its own calls as typed
/// streams, before and after `super` runs, with no swizzling.
final class SettingsViewController: ObservableUIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        title = "Settings"
    }
}

@MainActor
func observeCalls(of settings: SettingsViewController, pages: ObservableUIPageViewController) {
    settings.reactive.calls.viewWillAppear.observeValues { print("appeared, animated: \($0)") }
    settings.reactive.calls.before.viewIsAppearing.observeValues { _ in print("appearing") }
    settings.reactive.calls.presentAnimatedCompletion.observeValues { print($0.viewControllerToPresent) }
    pages.reactive.calls.setViewControllersDirectionAnimatedCompletion.observeValues { print($0.direction) }
}

/// Every call of a screen, wherever the SDK declares it: in a category of `UIViewController`
/// (`didMove(toParent:)`, `setEditing(_:animated:)`), in the protocols it adopts, whose methods the
/// interface does not print in the class (`viewWillTransition(to:with:)` of `UIContentContainer`,
/// `traitCollectionDidChange(_:)` of `UITraitEnvironment`), and in `UIResponder`, which is not
/// selected (`touchesBegan(_:with:)`).
@MainActor
func observeEveryCall(of settings: SettingsViewController, list: ObservableUITableViewController) {
    settings.reactive.calls.didMoveToParent.observeValues { print("moved to", $0 as Any) }
    settings.reactive.calls.before.willMoveToParent.observeValues { print("moving to", $0 as Any) }
    settings.reactive.calls.setEditingAnimated.observeValues { print("editing: \($0.editing)") }
    settings.reactive.calls.viewWillTransitionToWith.observeValues { print("resizing to", $0.size.width) }
    settings.reactive.calls.traitCollectionDidChange.observeValues { print("traits were", $0 as Any) }
    // A settable property's setter, as a call with the new value.
    settings.reactive.calls.title.observeValues { print("titled", $0 ?? "") }
    settings.reactive.calls.before.isEditing.observeValues { print("editing will be", $0) }
    settings.reactive.calls.touchesBeganWith.observeValues { print("\($0.touches.count) touches") }
    list.reactive.calls.motionEndedWith.observeValues { print("shaken: \($0.motion == .motionShake)") }
}
