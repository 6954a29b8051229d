// DetailViewController: one place — its note in a text field bound both ways to a model property,
// and a button that runs an action.

import ProxyGenApple
import UIKit

/// Shows one place. The note field and `note` stay equal both ways; the star button runs `star`,
/// and is enabled only while `star` can run.
@MainActor
final class DetailViewController: UIViewController {
    let place: Place
    /// The user's note about the place: the text field edits it, and a change made elsewhere
    /// (a sync, say) shows in the field.
    let note: MutableProperty<String>
    private let star: Action<Place, Void, Never>
    private let noteField = UITextField()
    private let starButton = UIButton(type: .system)
    private let nameLabel = UILabel()
    private let bag = ScopedDisposable()

    init(place: Place, note: MutableProperty<String>, star: Action<Place, Void, Never>) {
        self.place = place
        self.note = note
        self.star = star
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("DetailViewController is made in code")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(nameLabel)
        view.addSubview(noteField)
        view.addSubview(starButton)
        title = place.name
        nameLabel.text = place.name
        starButton.setTitle("Star", for: .normal)

        // Two-way: the field shows the note now; typing updates it; a new note shows in the field.
        bag += note <~> noteField.reactive.text.orEmpty
        // The button runs the action on this place and follows its `isEnabled`.
        let place = self.place
        starButton.reactive.pressed = CocoaAction(star, input: place)
        bag += nameLabel.reactive.alpha <~ star.isExecuting.map { $0 ? 0.5 : 1 }
    }
}
