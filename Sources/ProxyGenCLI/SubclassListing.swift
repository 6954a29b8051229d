// SubclassListing: `proxygen --list` for observing subclasses: each one, its events, and a note
// for each member it does not override.

import ProxyGen

/// The text `proxygen --list` prints for observing subclasses.
enum SubclassListing {
    /// One block per subclass: `ObservableScreen (Screen, path:line)`, its events with their
    /// methods, then `note:` lines for the members left out. `location` renders a path and offset.
    static func render(_ subclasses: [SubclassSummary], location: (String, Int) -> String) -> String {
        var text = ""
        for subclass in subclasses {
            text +=
                "\(subclass.subclassName) (subclass of \(subclass.className), \(location(subclass.path, subclass.offset)))\n"
            let width = subclass.events.map(\.name.count).max() ?? 0
            for event in subclass.events {
                let padding = String(repeating: " ", count: width - event.name.count + 4)
                text += "  \(event.name)\(padding)\(event.method)\n"
                text += ProxyListing.leftOutLines(event.leftOut)
            }
            if subclass.events.isEmpty { text += "  (no events)\n" }
            for member in subclass.skipped {
                text +=
                    "  note: \(member.name) not overridden: \(member.reason) (\(location(subclass.path, member.offset)))\n"
            }
        }
        return text
    }
}
