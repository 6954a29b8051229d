// Resolver+Selection: which protocols of the inputs are proxied (by name, by marker, as the type of
// a delegate slot, or all), and the diagnostics for names that select nothing or more than one
// protocol.

extension Resolver {
    /// The selected protocols, in input order, each with whether it was asked for (by name or
    /// marker) rather than only swept up by ``ProtocolSelection/includesAll``.
    mutating func selectedProtocols() -> [(location: ProtocolLocation, isRequested: Bool)] {
        // Locations rather than copies of the declarations: a copy would keep a protocol's
        // members alive after ``resolve()`` lets go of them.
        var selected: [(location: ProtocolLocation, isRequested: Bool)] = []
        if selection.includesAll { selected.reserveCapacity(files.reduce(0) { $0 + $1.protocols.count }) }
        var requested = Set(selection.names)
        let ambiguous = reportAmbiguousNames()
        for name in ambiguous.keys { requested.remove(name) }
        let slotFiles = Set(selection.delegateSlotFiles)
        let slotTypes = slotFiles.isEmpty ? [] : delegateSlotProtocolNames()
        for (fileIndex, file) in files.enumerated() where !selection.supportingPaths.contains(file.path) {
            let selectsSlotTypes = slotFiles.contains(path(of: fileIndex))
            for (index, decl) in file.protocols.enumerated() {
                let byName =
                    (requested.contains(decl.name) && ambiguous[decl.name] == nil)
                    || requested.contains(decl.qualifiedName)
                let marked = selection.includesMarked && (decl.info.doc.map(Self.containsMarker) ?? false)
                let typesSlot =
                    selectsSlotTypes && (slotTypes.contains(decl.name) || slotTypes.contains(decl.qualifiedName))
                if selection.includesAll || byName || marked || typesSlot {
                    selected.append((ProtocolLocation(file: Int32(fileIndex), index: Int32(index)), byName || marked))
                } else if selection.includesMarked, let miss = decl.markerNearMiss {
                    diagnostics.append(
                        Diagnostic(
                            .markerNearMiss, .warning, miss.message, path: path(of: fileIndex), offset: miss.offset))
                }
                if !requested.isEmpty {
                    requested.remove(decl.name)
                    requested.remove(decl.qualifiedName)
                }
            }
        }
        reportUnknownNames(selection.names.filter { requested.contains($0) && ambiguous[$0] == nil })
        return selected
    }

    /// Reports each simple name that several nested protocols share (`Delegate` for `A.Delegate`
    /// and `B.Delegate`), which selects none of them: the qualified name must say which. Returns
    /// them with their matches.
    private mutating func reportAmbiguousNames() -> [String: [String]] {
        var ambiguous: [String: [String]] = [:]
        for name in selection.names where !name.contains(".") {
            let matches = Set((protocols(named: name) ?? []).map(\.qualifiedName))
            if matches.count > 1 { ambiguous[name] = matches.sorted() }
        }
        for (name, matches) in ambiguous.sorted(by: { $0.key < $1.key }) {
            var diagnostic = Diagnostic(
                .unknownProtocol, .error,
                "'\(name)' names \(matches.count) protocols (\(matches.joined(separator: ", "))); give the qualified name of the one to proxy",
                path: "proxygen", offset: -1)
            diagnostic.subject = name
            diagnostics.append(diagnostic)
        }
        return ambiguous
    }

    /// Reports each of `names` that names no protocol of the inputs, with the closest one.
    private mutating func reportUnknownNames(_ names: [String]) {
        guard !names.isEmpty else { return }
        let known = Set(
            files.filter { !selection.supportingPaths.contains($0.path) }.flatMap { $0.protocols.map(\.qualifiedName) }
        ).sorted()
        for name in names {
            let found = NameSuggestion.messageSuffix(for: name, known: known, none: "no protocols were found")
            var diagnostic = Diagnostic(
                .unknownProtocol, .error, "no protocol named '\(name)' in the inputs" + found, path: "proxygen",
                offset: -1)
            diagnostic.subject = name
            diagnostic.suggestion = NameSuggestion.closest(to: name, in: known)
            diagnostics.append(diagnostic)
        }
    }

    /// The protocol names that type a delegate slot of the inputs' classes, as
    /// ``attachHostSlots(to:)`` finds slots, with and without a module qualifier (a module's
    /// synthesized interface writes `UIKit.UITableViewDelegate`).
    private func delegateSlotProtocolNames() -> Set<String> {
        var names: Set<String> = []
        for candidate in slotCandidates() {
            // A composition's protocols are selected, and then the composition (see
            // `attachHostSlots(to:)`).
            let type = candidate.property.type
            for name in Self.slotCompositionMembers(type) ?? Self.slotProtocolName(type).map({ [$0] }) ?? [] {
                names.insert(name)
                if let unqualified = Self.droppingModule(name) { names.insert(unqualified) }
            }
        }
        return names
    }

    /// Whether a doc comment holds the marker (``ProtocolSelection/marker``) as a whole word:
    /// `@proxyable`, not `@proxyableFoo`. Only the first occurrence counts.
    static func containsMarker(_ doc: String) -> Bool {
        guard let range = doc.firstRange(ofASCII: ProtocolSelection.marker) else { return false }
        guard let next = doc[range.upperBound...].unicodeScalars.first else { return true }
        return !(next.properties.isAlphabetic || ("0"..."9").contains(next) || next == "_")
    }
}
