import ViperMapModel

/// Which module depends on which: modules as boxes, external frameworks as folders (Apple SDK
/// frameworks only when asked for), module edges with their reasons as tooltips; when the app has
/// several build targets, each target's modules in a box named for it.
public struct DependenciesDOTEncoder {
    public var theme: Theme
    public var includeSDK: Bool
    public var linkTemplate: String
    /// Page names of the whole app (a focused graph keeps the full graph's names); empty: from the graph drawn.
    public var pages = PageNames()
    /// Extra graph attributes (`overlap=false` for sfdp on large maps).
    public var graphAttributes: [String] = []
    /// Ids on modules for the HTML map's script (nil: none). An empty `linkTemplate` links nowhere.
    public var elementIDs: MapElementIDs? = nil

    public init(theme: Theme = .light, includeSDK: Bool = false, linkTemplate: String = "modules/{name}.md") {
        self.theme = theme
        self.includeSDK = includeSDK
        self.linkTemplate = linkTemplate
    }

    public func encode(_ graph: Graph) -> String {
        let font = DOTText.quoted(theme.font)
        var lines = [
            "digraph dependencies {",
            "  graph [rankdir=LR, fontname=\(font), fontsize=\(theme.fontSize), nodesep=0.3, ranksep=0.7, bgcolor=\(DOTText.quoted(theme.background))];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\(DOTText.quoted(theme.module.fill)), color=\(DOTText.quoted(theme.module.border)), fontcolor=\(DOTText.quoted(theme.module.text)), fontname=\(font), fontsize=\(theme.fontSize)];",
            "  edge [fontname=\(font), fontsize=\(max(6, theme.fontSize - 2)), color=\(DOTText.quoted(theme.module.border))];",
        ]
        if !graphAttributes.isEmpty { lines.append("  graph [\(graphAttributes.joined(separator: ", "))];") }
        // With more than one build target, each target's modules sit in a box named for it.
        let byTarget = (graph.targets?.count ?? 0) > 1
        let kinds = Dictionary((graph.targets ?? []).map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let groups = Dictionary(grouping: graph.modules) { byTarget ? ($0.targets ?? []).joined(separator: " + ") : "" }
        for key in groups.keys.sorted() {
            let boxed = !key.isEmpty
            if boxed {
                let kind = kinds[key].map { " (\($0))" } ?? ""
                lines.append("  subgraph \(DOTText.quoted("cluster_target_" + key)) {")
                lines.append("    label=\(DOTText.quoted(key + kind)); style=\"rounded\"; color=\(DOTText.quoted(theme.cluster.border)); fontcolor=\(DOTText.quoted(theme.cluster.text));")
            }
            for module in groups[key]!.sorted(by: { $0.name < $1.name }) {
                let url = linkTemplate.isEmpty ? "" : "URL=\(DOTText.quoted(pages.link(linkTemplate, module.name))), "
                let id = elementIDs.map { "id=\(DOTText.quoted($0.dependencyNode(module.name))), " } ?? ""
                // On the HTML map the panel says what a tooltip would (the page stays small on big apps).
                let tooltip = elementIDs != nil ? "" : "tooltip=\(DOTText.quoted(module.path.isEmpty ? module.name : "\(module.name) (\(module.path))"))"
                lines.append("\(boxed ? "    " : "  ")\(DOTText.quoted(module.name)) [\(id)\(url)\(tooltip)];")
            }
            if boxed { lines.append("  }") }
        }
        let shown = graph.dependencies.filter { $0.kind != .sdk || includeSDK }.sorted()
        let frameworks = Set(shown.filter { $0.kind != .module }.map(\.to)).sorted()
        let fw = theme.framework
        for name in frameworks {
            let isSDK = shown.contains { $0.to == name && $0.kind == .sdk }
            let what = isSDK ? "Apple SDK framework" : kinds[name] != nil ? "a \(kinds[name]!) target of the app" : "external framework"
            lines.append("  \(DOTText.quoted("fw:" + name)) [label=\(DOTText.quoted(name)), shape=folder, style=filled, fillcolor=\(DOTText.quoted(fw.fill)), color=\(DOTText.quoted(fw.border)), fontcolor=\(DOTText.quoted(fw.text)), tooltip=\(DOTText.quoted(what))];")
        }
        func why(_ dependency: Dependency) -> String {
            dependency.reasons.prefix(5).joined(separator: "\n") + (dependency.reasons.count > 5 ? "\n…" : "")
        }
        // Mutual module dependencies are one two-headed line, drawn from the first by name.
        let moduleEdges = Set(shown.filter { $0.kind == .module }.map { "\($0.from)\u{0}\($0.to)" })
        for dependency in shown {
            let target = dependency.kind == .module ? dependency.to : "fw:" + dependency.to
            var style = dependency.kind == .module ? "style=solid" : "style=dashed, arrowhead=vee"
            var tooltip = why(dependency)
            if dependency.kind == .module, moduleEdges.contains("\(dependency.to)\u{0}\(dependency.from)") {
                if dependency.from > dependency.to { continue }
                style += ", dir=both"
                if let other = shown.first(where: { $0.kind == .module && $0.from == dependency.to && $0.to == dependency.from }) {
                    tooltip = "\(dependency.from) -> \(dependency.to):\n" + tooltip + "\n\(other.from) -> \(other.to):\n" + why(other)
                }
            }
            lines.append("  \(DOTText.quoted(dependency.from)) -> \(DOTText.quoted(target)) [\(style)\(elementIDs != nil ? "" : ", tooltip=\(DOTText.quoted(tooltip))")];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }
}
