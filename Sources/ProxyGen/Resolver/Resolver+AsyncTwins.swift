// Resolver+AsyncTwins: Swift imports an Objective-C method with a completion handler twice, as
// written and as an `async` method; a module's interface prints both, but they are one method
// with one selector, so a proxy implements only the completion-handler form.

extension Resolver {
    /// `members` without the `async` functions that are the imported twin of a completion-handler
    /// method among them (for Objective-C protocols; elsewhere both are requirements of their own).
    static func withoutAsyncTwins(_ members: [Member]) -> [Member] {
        let completionForms = members.compactMap { member -> FunctionDecl? in
            guard case .function(let function) = member, !function.effects.isAsync,
                let last = function.parameters.last, last.type.isFunction || last.type.isOptionalFunction
            else { return nil }
            return function
        }
        guard !completionForms.isEmpty else { return members }
        return members.filter { member in
            guard case .function(let function) = member, function.effects.isAsync else { return true }
            return !completionForms.contains { isAsyncTwin(function, of: $0) }
        }
    }

    /// Whether `asyncForm` is `completionForm` imported as `async`: the same parameter types, less
    /// the completion handler, and a name that starts with the completion form's (the importer
    /// renames labels and may fold one into the name: `download(_:decidedPolicyForHTTPRedirection:newRequest:)`
    /// for `download(_:willPerformHTTPRedirection:newRequest:decisionHandler:)`,
    /// `screenshotServiceGeneratePDFRepresentation(_:)` for
    /// `screenshotService(_:generatePDFRepresentationWithCompletion:)`), or that the completion
    /// form's starts with (it drops a trailing `Asynchronously`: `loadValues(forKeys:)` for
    /// `loadValuesAsynchronously(forKeys:completionHandler:)`).
    /// A leading `get` is dropped too (Matter's `deviceController(withFabricId:)` for
    /// `getDeviceController(withFabricId:completion:)`).
    private static func isAsyncTwin(_ asyncForm: FunctionDecl, of completionForm: FunctionDecl) -> Bool {
        let names = [completionForm.name, withoutGet(completionForm.name)]
        guard names.contains(where: { asyncForm.name.hasPrefix($0) || $0.hasPrefix(asyncForm.name) }),
            asyncForm.parameters.count + 1 == completionForm.parameters.count
        else { return false }
        return zip(asyncForm.parameters, completionForm.parameters).allSatisfy { $0.type == $1.type }
    }

    /// `getDeviceController` → `deviceController`; other names as they are.
    private static func withoutGet(_ name: String) -> String {
        guard name.hasPrefix("get"), let first = name.dropFirst(3).first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst(4)
    }
}
