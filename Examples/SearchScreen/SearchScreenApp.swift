// SearchScreenApp: the example's entry point — the search screen in a navigation controller.

import ProxyGenApple
import UIKit

/// Builds the example's root screen. An app calls this from its scene or application delegate:
/// `window.rootViewController = SearchScreenApp.makeRoot()`.
@available(iOS 16.0, tvOS 16.0, *)
@MainActor
enum SearchScreenApp {
    static func makeRoot() -> UIViewController {
        let model = SearchViewModel(places: .example)
        let navigation = UINavigationController(rootViewController: SearchViewController(model: model))
        // Pushing a detail screen is seen through the navigation controller's delegate slot.
        _ = navigation.reactive.delegate.navigationControllerDidShowAnimated.observeValues { shown in
            shown.viewController.title = shown.viewController.title ?? "Place"
        }
        return navigation
    }
}
