// Reactive+UIDatePicker: a date picker's date and count-down duration as control properties.

#if canImport(UIKit)
    import ReactiveRuntime
    import UIKit

    @MainActor
    extension Reactive where Base: UIDatePicker {
        /// The date: each run sends the current date, then the date after each change the user
        /// makes (`.valueChanged`), on the main thread; as a target, sets it.
        ///
        /// ```swift
        /// reminder.dueDate <~> duePicker.reactive.date
        /// ```
        public var date: ControlProperty<Date> {
            controlProperty(editingEvents: .valueChanged, get: { $0.date }) { picker, date in picker.date = date }
        }

        /// The count-down duration, as `date`.
        ///
        /// ```swift
        /// timer.duration <~> durationPicker.reactive.countDownDuration
        /// ```
        public var countDownDuration: ControlProperty<TimeInterval> {
            controlProperty(editingEvents: .valueChanged, get: { $0.countDownDuration }) { picker, duration in
                picker.countDownDuration = duration
            }
        }
    }
#endif
