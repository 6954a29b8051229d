// ObservedAncestors: the superclasses of the classes selected for an observing subclass, whose
// methods the subclass overrides too, read once the inputs that declare them are known.

extension ProxyGenerator {
    /// Classes whose methods no observing subclass overrides: the root of Objective-C classes,
    /// whose methods (equality, `responds(to:)`, key-value coding …) are every object's.
    static let unobservedRoots: Set<String> = ["NSObject", "NSProxy"]

    /// Whether the bytes of an input are kept until the superclasses of the observed classes are
    /// read: in a run that names classes, every input; else an input with a class selected by its
    /// marker (its superclasses in the same file). Most runs select no class and keep nothing.
    static func keepsBytesForAncestors(of model: FileModel, observedClassNames: Set<String>) -> Bool {
        !observedClassNames.isEmpty || model.classes.contains(where: \.isObserved)
    }

    /// Parses again, with the names of their superclasses among those whose methods are read, the
    /// kept inputs that declare a superclass of an observed class whose methods were not read, until
    /// every such superclass declared there is read (one round per level of inheritance). The
    /// first parse's diagnostics stand: those of the second are the same, or about methods read only
    /// for the override.
    static func readObservedAncestors(
        _ models: inout [FileModel], kept: [Int: [UInt8]], observedClassNames: Set<String>, options: GeneratorOptions
    ) {
        guard !kept.isEmpty else { return }
        var names = observedClassNames
        var tried: Set<String> = []
        while true {
            var read: Set<String> = []
            var superclasses: Set<String> = []
            for model in models {
                for declaration in model.classes where declaration.isObserved {
                    read.insert(declaration.name)
                    if let written = declaration.superclassName, let last = written.split(separator: ".").last {
                        superclasses.insert(String(last))
                    }
                }
            }
            let missing = superclasses.subtracting(read).subtracting(tried).subtracting(unobservedRoots)
            guard !missing.isEmpty else { return }
            tried.formUnion(missing)
            names.formUnion(missing)
            for (index, bytes) in kept.sorted(by: { $0.key < $1.key }) {
                let text = String(decoding: bytes, as: UTF8.self)
                guard missing.contains(where: { text.containsASCII("class " + $0) }) else { continue }
                let path = models[index].path
                var (model, _) = Parser.parse(
                    SourceFile(path: path, bytes: bytes), fileIndex: index,
                    readsMarkerNearMisses: options.selection.reportsMarkerNearMisses, observedClassNames: names,
                    typeRenames: options.typeRenamesByInput[path] ?? [:],
                    readsPrintedInterface: options.selection.moduleInterfacePaths.contains(path)
                        || options.selection.supportingPaths.contains(path))
                model.path = path
                models[index] = model
            }
        }
    }
}
