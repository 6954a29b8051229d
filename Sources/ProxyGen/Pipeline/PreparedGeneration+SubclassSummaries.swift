// PreparedGeneration+SubclassSummaries: the observing subclasses of a prepared run as summaries,
// for listings.

extension PreparedGeneration {
    /// Every observing subclass of the run, in file order.
    public var subclassSummaries: [SubclassSummary] {
        subclasses.map { subclass in
            SubclassSummary(
                subclassName: subclass.subclassName, className: subclass.className,
                path: sortedModels[subclass.fileIndex].path, offset: subclass.offset,
                events: subclass.methods.map { method in
                    let carriage = SubclassCarriage(method: method, unstorable: subclass.unstorableTypes)
                    var leftOut = carriage.omitted.map { ProxySummary.LeftOut(name: $0.name, reason: $0.reason) }
                    if let reason = carriage.resultLeftOut { leftOut.append(.init(name: "result", reason: reason)) }
                    return SubclassSummary.Event(
                        name: method.eventName,
                        method: method.propertyType == nil ? method.decl.fullName : "set \(method.decl.name)",
                        leftOut: leftOut)
                },
                skipped: subclass.skipped)
        }
    }
}
