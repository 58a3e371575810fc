import ViperMapModel

/// A diff picture as DOT: added in green, removed in red and dashed, changed in orange, the rest
/// muted; navigation edges labelled with their kind, changed module dependencies dotted; a legend.
/// With `positions` (from a layout of the union) every node is pinned there, for Graphviz's `nop`
/// engine, so base and head are drawn with the same placement.
public struct DiffDOTEncoder {
    public struct Colours: Sendable {
        public var line: String
        public var fill: String
    }

    public static let palette: [DiffPicture.Status: Colours] = [
        .added: Colours(line: "#1a7f37", fill: "#dafbe1"),
        .removed: Colours(line: "#cf222e", fill: "#ffebe9"),
        .changed: Colours(line: "#bc4c00", fill: "#fff1e5"),
        .unchanged: Colours(line: "#afb8c1", fill: "#f6f8fa"),
    ]

    public var graphAttributes: [String]
    public var edgeLabels: Bool
    /// Node name → point in the union's layout (x, y in points).
    public var positions: [String: (Double, Double)]?

    public init(graphAttributes: [String] = [], edgeLabels: Bool = true, positions: [String: (Double, Double)]? = nil) {
        self.graphAttributes = graphAttributes
        self.edgeLabels = edgeLabels
        self.positions = positions
    }

    /// The legend's node name (it is laid out with the rest, so it can be pinned too).
    static let legendNode = " legend"

    public func encode(_ picture: DiffPicture, title: String) -> String {
        var lines = [
            "digraph diff {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.35, ranksep=0.6, bgcolor=\"#ffffff\", label=\(DOTText.quoted(title)), labelloc=t, fontcolor=\"#24292f\"];",
            "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\", fontsize=11, penwidth=1.5];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        if !graphAttributes.isEmpty { lines.append("  graph [\(graphAttributes.joined(separator: ", "))];") }
        let pinned = positions != nil
        let folders = Set(picture.nodes.map(\.folder))
        let clustered = folders.count > 1 && !pinned
        for folder in folders.sorted() {
            let members = picture.nodes.filter { $0.folder == folder }
            let inCluster = clustered && !folder.isEmpty
            if inCluster {
                lines.append("  subgraph \(DOTText.quoted("cluster_" + folder)) {")
                lines.append("    label=\(DOTText.quoted(folder)); style=\"rounded\"; color=\"#d0d7de\"; fontcolor=\"#57606a\";")
            }
            for node in members { lines.append((inCluster ? "    " : "  ") + self.node(node)) }
            if inCluster { lines.append("  }") }
        }
        for line in picture.lines { lines.append("  " + self.edge(line.edge, back: line.back)) }
        lines += legend()
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func pin(_ name: String) -> String {
        guard let point = positions?[name] else { return "" }
        return ", pos=\"\(format(point.0)),\(format(point.1))!\""
    }

    /// Points with at most two decimals, the same text on every platform.
    private func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        return fraction == 0 ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
    }

    private func node(_ node: DiffPicture.Node) -> String {
        let colours = Self.palette[node.status]!
        let shape = node.name == appModuleName && node.path.isEmpty ? "shape=oval, " : ""
        let style = node.status == .removed ? "\"rounded,filled,dashed\"" : "\"rounded,filled\""
        let text = node.status == .unchanged ? "#8c959f" : "#24292f"
        var tooltip = node.path.isEmpty ? node.name : "\(node.name) (\(node.path))"
        tooltip += ": \(node.status.rawValue)" + (node.note.isEmpty ? "" : ", \(node.note)")
        let label = node.oldName == nil ? "" : "label=\(DOTText.quoted(node.label)), "
        return "\(DOTText.quoted(node.name)) [\(shape)\(label)style=\(style), color=\(DOTText.quoted(colours.line)), fillcolor=\(DOTText.quoted(colours.fill)), fontcolor=\(DOTText.quoted(text)), tooltip=\(DOTText.quoted(tooltip))\(pin(node.name))];"
    }

    static func label(_ edge: DiffPicture.Edge) -> String {
        guard let kind = edge.kind else { return "depends on" }
        if let old = edge.oldKind { return "\(old.rawValue) → \(kind.rawValue)" }
        return kind.rawValue
    }

    /// A line's label: its edge's, and the back edge folded onto it.
    static func label(_ line: DiffPicture.Line) -> String {
        guard let back = line.back else { return label(line.edge) }
        return "\(label(line.edge)), \(label(back)) back"
    }

    private func edge(_ edge: DiffPicture.Edge, back: DiffPicture.Edge?) -> String {
        let colour = Self.palette[edge.status]!.line
        var style = edge.status == .removed ? "dashed" : (edge.kind == nil ? "dotted" : "solid")
        if edge.kind?.isBackward == true, edge.status == .unchanged { style = "dashed" }
        let width = edge.status == .unchanged ? 1 : 2
        var attributes = ["color=\(DOTText.quoted(colour))", "style=\(style)", "penwidth=\(width)"]
        if edge.kind == nil { attributes.append("arrowhead=vee") }
        // A pop or dismiss folded onto the line: a second arrowhead at its tail (hollow: going back).
        if back != nil { attributes.append("dir=both, arrowtail=onormal") }
        let line = DiffPicture.Line(edge: edge, back: back)
        if edgeLabels { attributes.append("label=\(DOTText.quoted(Self.label(line))), fontcolor=\(DOTText.quoted(colour))") }
        let what = edge.kind == nil ? "dependency" : "navigation"
        var tooltip = "\(what) \(edge.status.rawValue): \(edge.from) → \(edge.to) (\(Self.label(edge)))\(edge.via.isEmpty ? "" : ", \(edge.via)")"
        if let back { tooltip += "\nback: \(back.from) → \(back.to) (\(Self.label(back)))\(back.via.isEmpty ? "" : ", \(back.via)")" }
        attributes.append("tooltip=\(DOTText.quoted(tooltip))")
        return "\(DOTText.quoted(edge.from)) -> \(DOTText.quoted(edge.to)) [\(attributes.joined(separator: ", "))];"
    }

    /// One small node: a row of coloured cells (an HTML-like label), so the legend takes little room
    /// and is a single point to pin.
    private func legend() -> [String] {
        let cells = DiffPicture.Status.allCases.map { status -> String in
            let colours = Self.palette[status]!
            let text = status == .removed ? "removed (dashed)" : status.rawValue
            return "<td bgcolor=\"\(colours.fill)\" color=\"\(colours.line)\"><font color=\"#24292f\">\(text)</font></td>"
        }
        let table = "<table border=\"0\" cellborder=\"1\" cellspacing=\"4\" cellpadding=\"3\"><tr>\(cells.joined())</tr></table>"
        return ["  \(DOTText.quoted(Self.legendNode)) [shape=plaintext, style=\"\", fontsize=9, label=<\(table)>, tooltip=\"what the colours mean\"\(pin(Self.legendNode))];"]
    }
}
