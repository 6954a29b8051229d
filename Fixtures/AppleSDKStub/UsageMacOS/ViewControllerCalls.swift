// A macOS view controller and window controller on ProxyGenAppleViewControllers' observing
// subclasses: their own calls as typed streams, before and after `super` runs.

import AppKit
import ProxyGenAppleViewControllers

final class InspectorViewController: ObservableNSViewController {
    override func viewDidAppear() {
        super.viewDidAppear()
        view.isHidden = false
    }
}

@MainActor
func observeCalls(of inspector: InspectorViewController, windowController: ObservableNSWindowController) {
    inspector.reactive.calls.viewDidAppear.observeValues { print("appeared") }
    inspector.reactive.calls.before.viewWillDisappear.observeValues { print("about to disappear") }
    windowController.reactive.calls.showWindow.observeValues { sender in print("shown by \(sender ?? "nobody")") }
}
