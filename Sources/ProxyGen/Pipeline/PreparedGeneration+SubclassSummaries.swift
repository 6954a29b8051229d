// PreparedGeneration+SubclassSummaries: the observing subclasses of a prepared run as summaries,
// for listings.

extension PreparedGeneration {
    /// Every observing subclass of the run, in file order.
    public var subclassSummaries: [SubclassSummary] {
        subclasses.map { subclass in
            SubclassSummary(
                subclassName: subclass.subclassName, className: subclass.className,
                path: sortedModels[subclass.fileIndex].path, offset: subclass.offset,
                events: subclass.methods.map {
                    SubclassSummary.Event(name: $0.eventName, method: Resolver.swiftName(of: $0.decl))
                },
                skipped: subclass.skipped)
        }
    }
}
