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
            "  subgraph \(DOTText.quoted("cluster_" + module.name)) {",
            "    label=\(DOTText.quoted(module.name)); style=\"rounded\"; color=\(DOTText.quoted(theme.cluster.border));",
        ]
        let core = module.components.filter { $0.role != .other && $0.role != .entity }.sorted { ($0.role, $0.name) < ($1.role, $1.name) }
        for component in core {
            let shape = theme.roleShapes[component.role.rawValue] ?? "box"
            lines.append("    \(DOTText.quoted(component.name)) [shape=\(shape), label=\(DOTText.quoted("\(component.name)\n\(component.role.rawValue)")), tooltip=\(DOTText.quoted("\(component.file):\(component.line)"))];")
        }
        lines.append("  }")
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
        for edge in outgoing.sorted() {
            let from = core.contains { edge.via.hasPrefix($0.name + ".") } ? String(edge.via.split(separator: ".").first!) : anchor
            guard let from else { continue }
            let style = theme.edge(edge.kind)
            lines.append("  \(DOTText.quoted(from)) -> \(DOTText.quoted("nav:" + edge.to)) [style=\(style.style), color=\(DOTText.quoted(style.color)), arrowhead=\(style.arrowhead), label=\(DOTText.quoted(edge.kind.rawValue))];")
        }
        for edge in incoming.sorted() {
            guard let to = core.first(where: { $0.role == .view })?.name ?? anchor else { continue }
            let style = theme.edge(edge.kind)
            lines.append("  \(DOTText.quoted("nav:" + edge.from)) -> \(DOTText.quoted(to)) [style=\(style.style), color=\(DOTText.quoted(style.color)), arrowhead=\(style.arrowhead), label=\(DOTText.quoted(edge.kind.rawValue))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
