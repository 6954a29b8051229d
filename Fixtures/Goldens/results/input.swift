import Foundation

public final class Form {}

/// A form's delegate: every kind of result a requirement can have.
public protocol FormDelegate: AnyObject {
    /// Nothing comes back.
    func formDidAppear(_ form: Form)

    /// An optional answer: `nil` without a forwardee.
    func form(_ form: Form, placeholderFor field: String) -> String?

    /// A non-optional answer: a responder answers without a forwardee.
    func form(_ form: Form, shouldSubmit values: [String: String]) -> Bool

    /// A discardable answer.
    @discardableResult
    func formValidate(_ form: Form) -> Int

    /// Has a default implementation in an extension below.
    func form(_ form: Form, maximumLengthOf field: String) -> Int

    /// A `Void` requirement with a default that calls a completion handler.
    func form(_ form: Form, confirm completion: @escaping (Bool) -> Void)

    /// An implicitly unwrapped optional answer.
    func formTitle(_ form: Form) -> String!
}

extension FormDelegate {
    public func form(_ form: Form, maximumLengthOf field: String) -> Int { 80 }

    public func form(_ form: Form, confirm completion: @escaping (Bool) -> Void) {
        completion(true)
    }
}
