// What a client in either language mode writes off the main actor with its own NSObject subclasses
// and Foundation's classes, while it imports every ProxyGen product. Importing them must not
// isolate any of these types to the main actor (scripts/examples-typecheck.sh against the stub SDK,
// scripts/real-sdk-typecheck.sh against a real one, each in Swift 5 and Swift 6).

import Foundation
import ProxyGenApple
import ProxyGenAppleViewControllers
import ProxyGenCocoa
import ReactiveRuntime

/// An app's own Objective-C class, used from any thread.
final class Tally: NSObject {
    private(set) var count = 0

    func add(_ amount: Int) {
        count += amount
    }
}

/// Another class of the app, holding one of its objects.
final class Ledger: NSObject {
    let tally = Tally()

    func note() -> Int { 1 }
}

/// Plain nonisolated code: a main-actor isolation that leaked into `NSObject` through an imported
/// conformance would make each of these calls an error.
func countOffTheMainActor(_ tally: Tally, ledger: Ledger, session: URLSession, url: URL) -> Int {
    tally.add(ledger.note())
    ledger.tally.add(tally.count)
    let task = session.dataTask(with: url) { _, _, _ in }
    task.resume()
    return tally.count + tally.hash
}

/// The same from a detached task: `Tally` is used where no actor isolates it.
func countInATask(url: URL) {
    Task.detached {
        let tally = Tally()
        tally.add(1)
        _ = tally.isEqual(Tally())
        _ = URLSession(configuration: .default).dataTask(with: url) { _, _, _ in }
    }
}
