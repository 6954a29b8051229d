// A sign-up screen as an RxCocoa app's port writes it: three fields combined at an iOS 13 floor,
// a web request as a producer, a Combine publisher and async work as producers, a binding target
// for a view of the app's own, and a feedback loop for the screen's state.

import Combine
import ProxyGenApple
import UIKit

struct Account: Decodable, Sendable {
    let id: Int
}

enum SignUpEvent {
    case submitted
    case created(Account)
    case failed
}

@MainActor
final class SignUpViewController: UIViewController {
    let nameField = UITextField()
    let emailField = UITextField()
    let passwordField = UITextField()
    let submitButton = UIButton()
    let banner = UILabel()

    func bind(session: URLSession, availability: AnyPublisher<Bool, Never>) {
        let isValid = SignalProducer.combineLatest(
            nameField.reactive.text.orEmpty.values, emailField.reactive.text.orEmpty.values,
            passwordField.reactive.text.orEmpty.values
        ).map { name, email, password in !name.isEmpty && email.contains("@") && password.count >= 8 }
        submitButton.reactive.isEnabled <~ isValid
        submitButton.reactive.isEnabled <~ SignalProducer(availability)

        let highlighted = BindingTarget<Bool>(onMainThreadOf: banner) { banner, on in banner.isHighlighted = on }
        highlighted <~ isValid.map { !$0 }

        let request = URLRequest(url: URL(string: "https://example.com/accounts")!)
        let accounts = submitButton.reactive.tap.flatMap(.latest) { _ in
            session.reactive.httpData(with: request)
                .attemptMap { try JSONDecoder().decode(Account.self, from: $0) }
                .map(SignUpEvent.created)
                .flatMapError { _ in SignalProducer(value: SignUpEvent.failed) }
        }
        let state = SignalProducer.system(
            initial: "",
            reduce: { (_: String, event: SignUpEvent) in
                switch event {
                case .submitted: "Creating…"
                case .created(let account): "Welcome, \(account.id)"
                case .failed: "Try again"
                }
            },
            feedbacks: [Feedback { _ in accounts }])
        banner.reactive.text <~ state.map { Optional($0) }

        let greeting = SignalProducer { () async throws -> String in
            try await Task.sleep(nanoseconds: 1_000_000)
            return "Hello"
        }
        greeting.start()
    }
}
