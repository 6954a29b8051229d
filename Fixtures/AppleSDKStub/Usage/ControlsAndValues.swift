// Every ProxyGenCocoa accessor used as an app uses it: control events, taps, actions bound to
// buttons, gesture recognizers, control properties read, bound and bound both ways, and key-path
// binding targets. Typechecked against the stub SDK by scripts/apple-typecheck.sh, which also
// misspells an accessor and calls one off the main actor to show that neither typechecks.

import ProxyGenCocoa
import UIKit

@MainActor
final class SettingsController: UIViewController {
    let nameField = UITextField()
    let notesView = UITextView()
    let searchBar = UISearchBar()
    let saveButton = UIButton(type: .system)
    let refreshItem = UIBarButtonItem(barButtonSystemItem: .refresh, target: nil, action: nil)
    let notificationsSwitch = UISwitch()
    let volumeSlider = UISlider()
    let quantityStepper = UIStepper()
    let scopeControl = UISegmentedControl(items: ["All", "Unread"])
    let duePicker = UIDatePicker()
    let pageControl = UIPageControl()
    let refreshControl = UIRefreshControl()
    let spinner = UIActivityIndicatorView()
    let titleLabel = UILabel()
    let tap = UITapGestureRecognizer()
    let pan = UIPanGestureRecognizer()

    let name = MutableProperty("")
    let notes = MutableProperty<String?>(nil)
    let notificationsEnabled = MutableProperty(false)
    let volume = MutableProperty<Float>(0.5)
    let quantity = MutableProperty<Double>(1)
    let scope = MutableProperty(0)
    let dueDate = MutableProperty(Date())
    let page = MutableProperty(0)
    let bag = ScopedDisposable()

    @available(iOS 16.0, tvOS 16.0, *)
    func bind(
        save: Action<Void, Bool, Never>, refresh: Action<Void, Void, Never>, search: Action<String, [String], Never>
    ) {
        // Control events and taps: typed signals of the sender.
        bag += volumeSlider.reactive.controlEvents(.valueChanged).observeValues { (slider: UISlider) in
            _ = slider.value
        }
        bag += saveButton.reactive.tap.observeValues { () in }
        bag += refreshItem.reactive.tap.observeValues { () in }

        // Actions bound to a button and a bar item: a press runs them, `isEnabled` follows them.
        saveButton.reactive.pressed = CocoaAction(save)
        refreshItem.reactive.pressed = CocoaAction(refresh)
        let running: CocoaAction<UIButton>? = saveButton.reactive.pressed
        _ = running?.isExecuting.value
        saveButton.reactive.pressed = CocoaAction(search) { (button: UIButton) in button.title(for: .normal) ?? "" }
        saveButton.reactive.pressed = nil
        refreshItem.reactive.pressed = CocoaAction(search, input: "all")
        let searchAll: CocoaAction<UIBarButtonItem>? = refreshItem.reactive.pressed
        if searchAll?.isEnabled.value == true { searchAll?.execute(refreshItem) }

        // Gesture recognizers: the recognizer on each state change.
        view.addGestureRecognizer(tap)
        view.addGestureRecognizer(pan)
        bag += tap.reactive.stateChanged.filter { $0.state == .ended }.observeValues { (tap: UITapGestureRecognizer) in
            _ = tap.location(in: nil)
        }
        bag += pan.reactive.stateChanged.observeValues { pan in _ = pan.translation(in: pan.view) }

        // Control properties: read (current value, then user changes), bound, and bound both ways.
        bag += name <~> nameField.reactive.text.orEmpty
        bag += notes <~> notesView.reactive.text
        bag += notificationsEnabled <~> notificationsSwitch.reactive.isOn
        bag += volume <~> volumeSlider.reactive.value
        bag += quantity <~> quantityStepper.reactive.value
        bag += scope <~> scopeControl.reactive.selectedSegmentIndex
        bag += dueDate <~> duePicker.reactive.date
        bag += page <~> pageControl.reactive.currentPage
        bag += searchBar.reactive.text.orEmpty.values
            .debounce(.milliseconds(300), on: MainScheduler.shared)
            .startWithValues { query in search.apply(query).start() }
        bag += nameField.reactive.text.changes.startWithValues { (text: String?) in _ = text }
        bag += nameField.reactive.attributedText <~ SignalProducer(value: NSAttributedString(string: "Name"))
        bag += notesView.reactive.attributedText.values.startWithValues { _ in }
        bag += duePicker.reactive.countDownDuration <~ SignalProducer(value: 60)
        let percent: ControlProperty<Int> = volumeSlider.reactive.value.map(
            get: { Int($0 * 100) }, set: { Float($0) / 100 })
        bag += percent.values.startWithValues { _ in }
        bag += refreshControl.reactive.isRefreshing <~ refresh.isExecuting
        bag += spinner.reactive.isAnimating <~ search.isExecuting

        // Per-state and per-segment targets.
        bag += saveButton.reactive.title(for: .normal) <~ name.producer.map { "Save \($0)" }
        bag += saveButton.reactive.image(for: .highlighted) <~ SignalProducer(value: UIImage(systemName: "tray"))
        bag += saveButton.reactive.backgroundImage() <~ SignalProducer<UIImage?, Never>(value: nil)
        let noTitle = SignalProducer<NSAttributedString?, Never>(value: nil)
        bag += saveButton.reactive.attributedTitle(for: .disabled) <~ noTitle
        bag += scopeControl.reactive.enabledForSegment(at: 1) <~ notificationsEnabled
        bag += scopeControl.reactive.titleForSegment(at: 0) <~ SignalProducer(value: "All")
        bag += scopeControl.reactive.imageForSegment(at: 1) <~ SignalProducer<UIImage?, Never>(value: nil)

        // Key-path binding targets of any settable property, with no list per property.
        bag += titleLabel.reactive.text <~ name
        bag += titleLabel.reactive.isHidden <~ name.producer.map(\.isEmpty)
        bag += titleLabel.reactive.alpha <~ volume.producer.map { CGFloat($0) }
        bag += saveButton.reactive.isEnabled <~ save.isEnabled
        bag += titleLabel.reactive[\.textColor] <~ notificationsEnabled.producer.map { $0 ? UIColor.red : UIColor.gray }
        bag += refreshItem.reactive.title <~ SignalProducer(value: "Refresh")
        bag += pan.reactive.isEnabled <~ notificationsEnabled
        bag += tap.reactive[\.numberOfTapsRequired] <~ SignalProducer(value: 2)
    }
}

/// A control of an app's own, given a control property the way ProxyGenCocoa's are made.
@MainActor
final class RatingControl: UIControl {
    var rating = 0
}

extension Reactive where Base: RatingControl {
    @MainActor
    var rating: ControlProperty<Int> {
        controlProperty(editingEvents: .valueChanged, get: { $0.rating }) { control, rating in control.rating = rating }
    }
}

/// The namespace on a plain NSObject that is no UIKit object: key-path targets written on the
/// thread the values arrive on, with no main-actor requirement.
final class Downloader: NSObject {
    var isPaused = false
}

func pause(_ downloader: Downloader, when expensive: Signal<Bool, Never>) -> any Disposable {
    downloader.reactive.isPaused <~ expensive
}
