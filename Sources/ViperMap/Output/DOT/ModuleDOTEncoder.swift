import ViperMapModel

/// One module's wiring: its components as role-shaped nodes, the contracts between them (who holds
/// which protocol, who adopts it), and the modules it navigates to and from.
public struct ModuleDOTEncoder {
    public var theme: Theme
    public var linkTemplate: String
    /// Page names of the whole app (a focused graph keeps the full graph's names); empty: from the graph drawn.
    public var pages = PageNames()

    public init(theme: Theme = .light, linkTemplate: String = "modules/{name}.md") {
        self.theme = theme
        self.linkTemplate = linkTemplate
    }

    public func encode(_ graph: Graph, module name: String) -> String? {
        guard let module = graph.modules.first(where: { $0.name == name }) else { return nil }
        let font = DOTText.quoted(theme.font)
        var lines = [
            "digraph \(DOTText.quoted(module.name)) {",
            "  graph [rankdir=LR, fontname=\(font), fontsize=\(theme.fontSize), bgcolor=\(DOTText.quoted(theme.background)), fontcolor=\(DOTText.quoted(theme.cluster.text))];",
            "  node [style=filled, fillcolor=\(DOTText.quoted(theme.module.fill)), color=\(DOTText.quoted(theme.module.border)), fontcolor=\(DOTText.quoted(theme.module.text)), fontname=\(font), fontsize=\(theme.fontSize)];",
            "  edge [fontname=\(font), fontsize=\(max(6, theme.fontSize - 2)), color=\(DOTText.quoted(theme.module.border)), fontcolor=\(DOTText.quoted(theme.cluster.text))];",
            // The module's name as the picture's title, not a box around its components: one of these is drawn per module,
            // and dot's layout of a boxed graph with labelled lines cannot be freed (see GraphvizRenderer).
            "  label=\(DOTText.quoted(module.name)); labelloc=t; labeljust=l;",
        ]
        let core = module.components.filter { $0.role != .other && $0.role != .entity }.sorted { ($0.role, $0.name) < ($1.role, $1.name) }
        for component in core {
            let shape = theme.roleShapes[component.role.rawValue] ?? "box"
            lines.append("  \(DOTText.quoted(component.name)) [shape=\(shape), label=\(DOTText.quoted("\(component.name)\n\(component.role.rawValue)")), tooltip=\(DOTText.quoted("\(component.file):\(component.line)"))];")
        }
        let names = Set(core.map(\.name))
        // holder -> adopter through each contract the module declares.
        for contract in module.contracts.sorted(by: { $0.name < $1.name }) {
            for holder in contract.heldBy where names.contains(holder) {
                for adopter in contract.adoptedBy where names.contains(adopter) && adopter != holder {
                    lines.append("  \(DOTText.quoted(holder)) -> \(DOTText.quoted(adopter)) [label=\(DOTText.quoted(contract.name)), tooltip=\(DOTText.quoted("\(holder) holds \(contract.name), \(adopter) adopts it"))];")
                }
            }
        }
        let outgoing = graph.navigation.filter { $0.from == module.name && $0.to != module.name }
        let incoming = graph.navigation.filter { $0.to == module.name && $0.from != module.name }
        let neighbours = Set(outgoing.map(\.to) + incoming.map(\.from)).sorted()
        for other in neighbours {
            let url = other == appModuleName ? "" : ", URL=\(DOTText.quoted(pages.link(linkTemplate, other)))"
            lines.append("  \(DOTText.quoted("nav:" + other)) [label=\(DOTText.quoted(other)), shape=box, style=\"rounded,dashed\", fillcolor=\(DOTText.quoted(theme.background))\(url)];")
        }
        let anchor = core.first { $0.role == .router }?.name ?? core.first?.name
        let view = core.first { $0.role == .view }?.name ?? anchor
        // The module map's rule: one line per neighbour and kind, a pop or dismiss folded onto the line that showed the screen.
        for line in DrawnLine.lines(outgoing + incoming, backEdges: .fold) {
            let leaving = line.from == module.name
            // Out of the component whose method navigates (when all the line's methods are one component's), into the view.
            let owners = Set(line.edges.map { edge in core.first { edge.via.hasPrefix($0.name + ".") }?.name })
            let inside = leaving ? ((owners.count == 1 ? owners.first! : nil) ?? anchor) : view
            guard let inside else { continue }
            let (tail, head) = leaving ? (inside, "nav:" + line.to) : ("nav:" + line.from, inside)
            let style = theme.edge(line.kind)
            var attributes = ["style=\(style.style)", "color=\(DOTText.quoted(style.color))", "arrowhead=\(style.arrowhead)"]
            if let back = line.back { attributes.append("dir=both, arrowtail=\(theme.edge(back.kind).arrowhead)") }
            let label = line.back.map { "\(line.kind.rawValue), \($0.kind.rawValue) back" } ?? line.kind.rawValue
            attributes.append("label=\(DOTText.quoted(label))")
            attributes.append("tooltip=\(DOTText.quoted(line.tooltip))")
            lines.append("  \(DOTText.quoted(tail)) -> \(DOTText.quoted(head)) [\(attributes.joined(separator: ", "))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
