// PreparedGeneration: a run's inputs parsed and resolved, its output files rendered one at a time.

/// What ``ProxyGenerator/prepare(_:options:)`` found: diagnostics and models of every input, and
/// the proxies to emit, grouped by output file. Nothing is rendered until asked for, so a caller
/// that writes each file as it is rendered holds one output in memory at a time.
public struct PreparedGeneration: Sendable {
    let options: GeneratorOptions
    /// Sorted position → the caller's input index.
    let order: [Int]
    /// The caller's input index → sorted position.
    let sortedPositions: [Int]
    /// Models in sorted order (what proxies' file indices refer to).
    let sortedModels: [FileModel]
    /// Every proxy, in sorted file order (as the resolver made them).
    let proxies: [ResolvedProxy]
    /// For ``GeneratorOptions/OutputLayout/filePerInput``, the range of ``proxies`` of each input,
    /// in the caller's input order; for a single file, one range over every proxy. Ranges rather
    /// than one array per file, so that a run holds each proxy once.
    let fileRanges: [Range<Int>]
    /// The observing subclasses, in sorted file order, and each output file's run of them (as
    /// ``fileRanges`` for proxies).
    let subclasses: [ResolvedSubclass]
    let subclassRanges: [Range<Int>]
    /// Diagnostics sorted by path and position.
    public let diagnostics: [Diagnostic]
    /// The keys of ``GeneratorOptions/eventNameOverrides`` that named no requirement of a proxy
    /// made, sorted: the resolver's own matching, which the caller reports.
    public let unusedEventNameOverrides: [String]
    /// The warnings about near misses of the `@proxyable` marker, by input path, as
    /// `path:line:column: message`: the generated file repeats them as `#warning`s, so that every
    /// build that compiles it shows them, not only the one that ran the generator. Rendered from
    /// ``diagnostics`` once, not once per output file.
    private let markerWarnings: [String: [String]]

    init(
        options: GeneratorOptions, order: [Int], sortedModels: [FileModel], proxies: [ResolvedProxy],
        subclasses: [ResolvedSubclass] = [], diagnostics: [Diagnostic], unusedEventNameOverrides: [String] = []
    ) {
        self.options = options
        self.unusedEventNameOverrides = unusedEventNameOverrides
        self.order = order
        var sortedPositions = [Int](repeating: 0, count: order.count)
        for (position, inputIndex) in order.enumerated() { sortedPositions[inputIndex] = position }
        self.sortedPositions = sortedPositions
        self.sortedModels = sortedModels
        self.diagnostics = diagnostics
        var markerWarnings: [String: [String]] = [:]
        for diagnostic in diagnostics where diagnostic.kind == .markerNearMiss {
            guard let location = diagnostic.location else { continue }
            markerWarnings[diagnostic.path, default: []].append(
                "\(diagnostic.path):\(location.line):\(location.column): \(diagnostic.text)")
        }
        self.markerWarnings = markerWarnings
        // The resolver makes proxies file by file; a stable sort keeps that order if it ever did not.
        // (By index: iterating the proxies themselves would copy each one.)
        let inFileOrder = proxies.indices.dropFirst().allSatisfy { proxies[$0 - 1].fileIndex <= proxies[$0].fileIndex }
        self.proxies =
            inFileOrder
            ? proxies : proxies.enumerated().sorted { ($0.1.fileIndex, $0.0) < ($1.1.fileIndex, $1.0) }.map(\.1)
        self.subclasses = subclasses
        subclassRanges = Self.outputRuns(of: subclasses.map(\.fileIndex), order: order, layout: options.layout)
        switch options.layout {
        case .singleFile:
            fileRanges = [self.proxies.indices]
        case .filePerInput:
            // Sorted position `index` is input `order[index]`; its proxies are one run of the array.
            var ranges = [Range<Int>](repeating: 0..<0, count: order.count)
            var start = 0
            for position in order.indices {
                var end = start
                while end < self.proxies.count && self.proxies[end].fileIndex == position { end += 1 }
                ranges[order[position]] = start..<end
                start = end
            }
            fileRanges = ranges
        }
    }

    /// What the parser saw, one model per input (in input order).
    public var models: [FileModel] {
        var restored = [FileModel](repeating: FileModel(path: ""), count: order.count)
        for (sortedIndex, inputIndex) in order.enumerated() { restored[inputIndex] = sortedModels[sortedIndex] }
        return restored
    }

    /// The Swift names of the requirements of each generated proxy, by protocol name (see
    /// ``GenerationResult/requirementNames``): worked out when asked for, as only a configuration
    /// with event names needs them.
    public var requirementNames: [String: [String]] {
        var names: [String: [String]] = [:]
        // Proxies in file order, as the resolver made them.
        for proxy in proxies {
            names[proxy.protocolName, default: []] +=
                RequirementNode.flattened(proxy.requirements).map { "\($0.owner).\($0.swiftName)" }
        }
        return names
    }

    /// The paths of the inputs a single output file is generated from (a supporting input only
    /// lends declarations).
    private var generatedInputPaths: [String] {
        sortedModels.map(\.path).filter { !options.selection.supportingPaths.contains($0) }
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    /// The number of output files: one per input with ``GeneratorOptions/OutputLayout/filePerInput``,
    /// otherwise one.
    public var fileCount: Int { fileRanges.count }

    /// Names of the proxies output file `index` declares (without rendering it).
    public func proxyNames(ofFile index: Int) -> [String] { proxies[fileRanges[index]].map(\.proxyName) }

    /// Renders output file `index`: with ``GeneratorOptions/OutputLayout/filePerInput`` the file of
    /// input `index` (in the caller's order), otherwise the single file.
    public func renderFile(at index: Int) -> GeneratedFile {
        switch options.layout {
        case .singleFile:
            return FileEmitter.render(
                proxies[fileRanges[0]], subclasses: subclasses[subclassRanges[0]], inputPaths: generatedInputPaths,
                models: sortedModels, options: options, inputPath: nil, warnings: warnings(ofFile: index))
        case .filePerInput:
            let path = sortedModels[sortedPositions[index]].path
            return FileEmitter.render(
                proxies[fileRanges[index]], subclasses: subclasses[subclassRanges[index]], inputPaths: [path],
                models: sortedModels, options: options, inputPath: path, warnings: warnings(ofFile: index))
        }
    }

    /// The contents of ``renderFile(at:)`` as UTF-8 bytes, as a file is written: without making a
    /// String of them and taking it apart again.
    public func renderFileUTF8(at index: Int) -> [UInt8] { renderWriter(at: index).utf8 }

    /// Renders output file `index` (see ``renderFile(at:)``) and calls `body` with its UTF-8 bytes,
    /// as a file is written: without making a String of them or copying them into an array. The
    /// bytes are valid only during the call.
    public func withRenderedFileUTF8<Result, Failure: Error>(
        at index: Int, _ body: (UnsafeRawBufferPointer) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        try renderWriter(at: index).withUTF8(body)
    }

    /// The marker warnings output file `index` repeats: its input's, or every input's (in sorted
    /// order) in a single file.
    private func warnings(ofFile index: Int) -> [String] {
        guard !markerWarnings.isEmpty else { return [] }
        switch options.layout {
        case .singleFile: return markerWarnings.keys.sorted().flatMap { markerWarnings[$0] ?? [] }
        case .filePerInput: return markerWarnings[sortedModels[sortedPositions[index]].path] ?? []
        }
    }

    private func renderWriter(at index: Int) -> CodeWriter {
        switch options.layout {
        case .singleFile:
            return FileEmitter.renderWriter(
                proxies[fileRanges[0]], subclasses: subclasses[subclassRanges[0]], inputPaths: generatedInputPaths,
                models: sortedModels, options: options, warnings: warnings(ofFile: index))
        case .filePerInput:
            let path = sortedModels[sortedPositions[index]].path
            return FileEmitter.renderWriter(
                proxies[fileRanges[index]], subclasses: subclasses[subclassRanges[index]], inputPaths: [path],
                models: sortedModels, options: options, warnings: warnings(ofFile: index))
        }
    }

    /// Each output file's run of the items whose sorted input positions are `positions`
    /// (ascending), in the caller's input order; one run of all for a single file.
    static func outputRuns(of positions: [Int], order: [Int], layout: GeneratorOptions.OutputLayout) -> [Range<Int>] {
        guard layout == .filePerInput else { return [positions.indices] }
        var ranges = [Range<Int>](repeating: 0..<0, count: order.count)
        var start = 0
        for position in order.indices {
            var end = start
            while end < positions.count && positions[end] == position { end += 1 }
            ranges[order[position]] = start..<end
            start = end
        }
        return ranges
    }
}
