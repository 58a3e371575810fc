import ViperMapModel

extension MermaidEncoder {
    /// A diff picture as one Mermaid `flowchart` for a PR comment: class styles for the module
    /// statuses and `linkStyle` colours for the edges (the colours of the SVG). Past Mermaid's
    /// edge limit, unchanged edges are left out first, with a comment saying how many.
    public func diff(_ picture: DiffPicture) -> String {
        var lines = ["flowchart LR"]
        for status in DiffPicture.Status.allCases {
            let colours = DiffDOTEncoder.palette[status]!
            var style = "fill:\(colours.fill),stroke:\(colours.line),stroke-width:\(status == .unchanged ? 1 : 2)px"
            if status == .removed { style += ",stroke-dasharray:5 5" }
            if status == .unchanged { style += ",color:#8c959f" }
            lines.append("  classDef \(status.rawValue) \(style)")
        }
        for node in picture.nodes {
            lines.append("  \(id(node.name))[\(label(node.label.replacingOccurrences(of: "\n", with: " ")))]:::\(node.status.rawValue)")
        }
        let all = picture.lines
        var drawn = all.filter { $0.edge.status != .unchanged }
        let unchanged = all.filter { $0.edge.status == .unchanged }
        drawn += unchanged.prefix(max(0, Self.maxEdges - drawn.count))
        let cut = all.count - min(drawn.count, Self.maxEdges)
        var indexes: [DiffPicture.Status: [Int]] = [:]
        for (index, line) in drawn.prefix(Self.maxEdges).enumerated() {
            let edge = line.edge
            let dashed = edge.status == .removed || edge.kind == nil
            // A pop or dismiss folded onto its line: the line has a head at both ends.
            let arrow = line.back == nil ? (dashed ? "-.->" : "-->") : (dashed ? "<-.->" : "<-->")
            lines.append("  \(id(edge.from)) \(arrow)|\(label(DiffDOTEncoder.label(line)))| \(id(edge.to))")
            indexes[edge.status, default: []].append(index)
        }
        for status in DiffPicture.Status.allCases {
            guard let list = indexes[status] else { continue }
            let width = status == .unchanged ? 1 : 2
            lines.append("  linkStyle \(list.map(String.init).joined(separator: ",")) stroke:\(DiffDOTEncoder.palette[status]!.line),stroke-width:\(width)px")
        }
        if cut > 0 { lines.append("  %% \(cut) edges left out (Mermaid draws at most \(Self.maxEdges))") }
        return lines.joined(separator: "\n") + "\n"
    }
}
