// PickerItemsAdapters: UIKit's side of a picker's items bindings — the data source and delegate
// they put in the picker's slots, answering for the components bound and forwarding the rest.

#if canImport(UIKit)
    import ObjectiveC
    import ReactiveRuntime
    import UIKit

    /// What the rows of one bound component show.
    enum PickerRowContent {
        case title((Int) -> String?)
        case attributedTitle((Int) -> NSAttributedString?)
        case view((Int, UIView?) -> UIView)
    }

    /// The rows of one bound component: their number, their models and what they show.
    struct PickerRows {
        let count: Int
        let model: (Int) -> Any?
        let content: PickerRowContent

        /// No rows (a component bound before its first value).
        static var none: PickerRows { PickerRows(count: 0, model: { _ in nil }, content: .title { _ in nil }) }
    }

    /// The data source a picker's items bindings put in its `dataSource` slot.
    @MainActor
    final class PickerItemsDataSource: NSObject, UIPickerViewDataSource {
        weak var forwardee: (any UIPickerViewDataSource)?
        /// The components of the bindings (kept by the picker's items state while one runs).
        weak var components: PickerComponents<PickerRows>?

        init(forwardingTo forwardee: (any UIPickerViewDataSource)?) {
            self.forwardee = forwardee
            super.init()
        }

        func numberOfComponents(in pickerView: UIPickerView) -> Int {
            guard let components else { return forwardee?.numberOfComponents(in: pickerView) ?? 0 }
            return components.count
        }

        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            guard let components else {
                return forwardee?.pickerView(pickerView, numberOfRowsInComponent: component) ?? 0
            }
            return components.rows(in: component)?.count ?? 0
        }

        nonisolated override func responds(to selector: Selector!) -> Bool {
            MainActor.assumeIsolated {
                let forwardee = forwardee
                return MessageForwarding.responds(
                    proxyImplements: super.responds(to: selector),
                    forwardeeImplements: { MessageForwarding.implements(selector, forwardee) })
            }
        }

        nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
            MainActor.assumeIsolated {
                ForwardingTarget(
                    MessageForwarding.target(for: forwardee) { MessageForwarding.implements(selector, $0) })
            }.object
        }
    }

    /// The delegate a picker's items bindings put in its `delegate` slot: it answers the rows'
    /// titles or views of the bound components; selections and everything else go to the delegate
    /// the picker had (its forwardee, which may be the generated `reactive.delegate` proxy).
    @MainActor
    final class PickerItemsDelegate: NSObject, UIPickerViewDelegate {
        weak var forwardee: (any UIPickerViewDelegate)?
        /// The components of the bindings (kept by the picker's items state while one runs).
        weak var components: PickerComponents<PickerRows>?

        init(forwardingTo forwardee: (any UIPickerViewDelegate)?) {
            self.forwardee = forwardee
            super.init()
        }

        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            guard let rows = components?.rows(in: component) else {
                return forwardee?.pickerView?(pickerView, titleForRow: row, forComponent: component)
            }
            switch rows.content {
            case .title(let title): return title(row)
            case .attributedTitle(let title): return title(row)?.string
            case .view: return nil
            }
        }

        func pickerView(
            _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
        ) -> NSAttributedString? {
            guard let rows = components?.rows(in: component) else {
                return forwardee?.pickerView?(pickerView, attributedTitleForRow: row, forComponent: component)
            }
            switch rows.content {
            case .title(let title): return title(row).map { NSAttributedString(string: $0) }
            case .attributedTitle(let title): return title(row)
            case .view: return nil
            }
        }

        func pickerView(
            _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
        ) -> UIView {
            guard let rows = components?.rows(in: component) else {
                return forwardee?.pickerView?(pickerView, viewForRow: row, forComponent: component, reusing: view)
                    ?? UIView()
            }
            if case .view(let make) = rows.content { return make(row, view) }
            let label = view as? UILabel ?? UILabel()
            label.attributedText = self.pickerView(pickerView, attributedTitleForRow: row, forComponent: component)
            return label
        }

        /// Whether any bound component shows rows of this content.
        private func shows(_ content: (PickerRowContent) -> Bool) -> Bool {
            guard let components else { return false }
            return (0..<components.count).contains { components.rows(in: $0).map { content($0.content) } ?? false }
        }

        /// A picker asks for views, or else attributed titles, or else titles: this delegate
        /// answers views where a bound component shows views, attributed titles where one shows
        /// them, and either where its forwardee answers them.
        nonisolated override func responds(to selector: Selector!) -> Bool {
            MainActor.assumeIsolated {
                let forwardee = forwardee
                let viewSelector = #selector(UIPickerViewDelegate.pickerView(_:viewForRow:forComponent:reusing:))
                let attributedSelector = #selector(
                    UIPickerViewDelegate.pickerView(_:attributedTitleForRow:forComponent:))
                if selector == viewSelector || selector == attributedSelector {
                    let shown = shows { content in
                        switch content {
                        case .view: return true
                        case .attributedTitle: return selector == attributedSelector
                        case .title: return false
                        }
                    }
                    return shown || MessageForwarding.implements(selector, forwardee)
                }
                return MessageForwarding.responds(
                    proxyImplements: super.responds(to: selector),
                    forwardeeImplements: { MessageForwarding.implements(selector, forwardee) })
            }
        }

        nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
            MainActor.assumeIsolated {
                ForwardingTarget(
                    MessageForwarding.target(for: forwardee) { MessageForwarding.implements(selector, $0) })
            }.object
        }
    }
#endif
