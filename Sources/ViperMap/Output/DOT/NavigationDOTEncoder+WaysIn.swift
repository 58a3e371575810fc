import ViperMapModel

/// The ways in from outside on the navigation map: one node per kind (URLs, universal links,
/// notifications, quick actions, activities) beside `App`, a dashed line to each screen they open, the
/// patterns in the line's tooltip. `waysIn = false` (`render --hide-ways-in`) leaves them out.
extension NavigationDOTEncoder {
    static let wayInTitles = ["url": "URLs", "universal-link": "universal links", "notification": "notifications",
                              "shortcut": "quick actions", "activity": "activities"]

    /// The node's name: no module's (a module is a type name; this has a space and a colon).
    public static func wayInNode(_ kind: String) -> String { "outside: " + kind }

    func wayInLines(_ graph: Graph, drawn: Set<String>) -> [String] {
        let entries = (graph.entries ?? []).filter { drawn.contains($0.to) }
        guard !entries.isEmpty else { return [] }
        let app = theme.app
        var lines: [String] = []
        var nodes: [String] = []
        for kind in WayIn.kinds {
            let ways = entries.filter { $0.kind == kind }
            guard !ways.isEmpty else { continue }
            let node = Self.wayInNode(kind)
            nodes.append(node)
            let title = Self.wayInTitles[kind] ?? kind
            let patterns = Array(Set(ways.map(\.pattern))).sorted()
            let tooltip = "opened from outside by " + title + ": " + patterns.prefix(12).joined(separator: ", ") + (patterns.count > 12 ? ", …" : "")
            lines.append("  \(DOTText.quoted(node)) [shape=cds, style=\"filled,dashed\", fillcolor=\(DOTText.quoted(app.fill)), color=\(DOTText.quoted(app.border)), fontcolor=\(DOTText.quoted(app.text)), label=\(DOTText.quoted(title)), tooltip=\(DOTText.quoted(tooltip))];")
            let byTarget = Dictionary(grouping: ways, by: \.to)
            for target in byTarget.keys.sorted() {
                let opened = Array(Set(byTarget[target]!.map(\.pattern))).sorted()
                lines.append("  \(DOTText.quoted(node)) -> \(DOTText.quoted(target)) [style=dashed, color=\(DOTText.quoted(app.border)), arrowhead=vee, tooltip=\(DOTText.quoted(title + " → " + target + ": " + opened.prefix(6).joined(separator: ", ")))];")
            }
        }
        let usesApp = graph.navigation.contains { $0.from == appModuleName || $0.to == appModuleName }
        if usesApp || nodes.count > 1 {
            lines.append("  { rank=same; " + ((usesApp ? [appModuleName] : []) + nodes).map { DOTText.quoted($0) }.joined(separator: "; ") + "; }")
        }
        return lines
    }
}
