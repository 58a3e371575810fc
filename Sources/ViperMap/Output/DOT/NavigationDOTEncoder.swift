import ViperMapModel

/// The app map as DOT: modules (and `App`) as nodes clustered by feature folder, one edge per
/// navigation styled by its kind and labelled with the method, a legend of the kinds used.
/// Pure: graph in, text out; the same graph always gives the same text.
public struct NavigationDOTEncoder {
    /// Where a module node links to; `{name}` is replaced by the module's page name.
    public var linkTemplate: String
    /// Extra graph attributes (`overlap=false` for sfdp on large maps).
    public var graphAttributes: [String]

    public init(linkTemplate: String = "modules/{name}.md", graphAttributes: [String] = []) {
        self.linkTemplate = linkTemplate
        self.graphAttributes = graphAttributes
    }

    static let kindStyle: [NavigationKind: String] = [
        .push: "style=solid, color=\"#1f5fa8\", arrowhead=normal",
        .present: "style=dashed, color=\"#7a3fb0\", arrowhead=vee",
        .root: "style=bold, color=\"#b03a2e\", arrowhead=normal, penwidth=2",
        .embed: "style=solid, color=\"#2e7d32\", arrowhead=diamond",
        .pop: "style=dashed, color=\"#8a8a8a\", arrowhead=empty",
        .dismiss: "style=dotted, color=\"#8a8a8a\", arrowhead=empty",
        .unknown: "style=dotted, color=\"#555555\", arrowhead=odot",
    ]

    public func encode(_ graph: Graph) -> String {
        var lines = [
            "digraph navigation {",
            "  graph [rankdir=LR, fontname=\"Helvetica\", fontsize=11, nodesep=0.35, ranksep=0.6, bgcolor=\"#ffffff\"];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#eef3fb\", color=\"#4a6fa5\", fontname=\"Helvetica\", fontsize=11];",
            "  edge [fontname=\"Helvetica\", fontsize=9];",
        ]
        if !graphAttributes.isEmpty { lines.append("  graph [\(graphAttributes.joined(separator: ", "))];") }
        let modules = graph.modules.sorted { $0.name < $1.name }
        let usesApp = graph.navigation.contains { $0.from == appModuleName || $0.to == appModuleName }
        if usesApp {
            lines.append("  \(DOTText.quoted(appModuleName)) [shape=oval, fillcolor=\"#fff4d6\", color=\"#b58900\", tooltip=\"App entry code\"];")
        }
        for (cluster, members) in clusters(modules) {
            let indent = cluster == nil ? "  " : "    "
            if let cluster {
                lines.append("  subgraph \(DOTText.quoted("cluster_" + cluster)) {")
                lines.append("    label=\(DOTText.quoted(cluster)); style=\"rounded\"; color=\"#c8d3e6\"; fontcolor=\"#4a5a73\";")
            }
            for module in members { lines.append(indent + node(module)) }
            if cluster != nil { lines.append("  }") }
        }
        for edge in graph.navigation.sorted() {
            let method = edge.via.split(separator: ".").last.map(String.init) ?? edge.via
            let attributes = [
                Self.kindStyle[edge.kind] ?? "",
                "label=\(DOTText.quoted(method))",
                "tooltip=\(DOTText.quoted("\(edge.kind.rawValue): \(edge.via) (\(edge.file):\(edge.line))"))",
            ]
            lines.append("  \(DOTText.quoted(edge.from)) -> \(DOTText.quoted(edge.to)) [\(attributes.joined(separator: ", "))];")
        }
        lines += legend(kinds: Set(graph.navigation.map(\.kind)))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func node(_ module: Module) -> String {
        let url = linkTemplate.replacingOccurrences(of: "{name}", with: PageName.of(module.name))
        let tooltip = module.path.isEmpty ? module.name : "\(module.name) (\(module.path))"
        return "\(DOTText.quoted(module.name)) [URL=\(DOTText.quoted(url)), tooltip=\(DOTText.quoted(tooltip))];"
    }

    /// Modules grouped by the folder that holds their home folders; no clusters when all share one.
    func clusters(_ modules: [Module]) -> [(String?, [Module])] {
        func parent(_ module: Module) -> String {
            let parts = module.path.split(separator: "/")
            return parts.count >= 2 ? String(parts[parts.count - 2]) : ""
        }
        let keys = Set(modules.map(parent))
        guard keys.count > 1 else { return [(nil, modules)] }
        return keys.sorted().map { key in (key.isEmpty ? nil : key, modules.filter { parent($0) == key }) }
    }

    private func legend(kinds: Set<NavigationKind>) -> [String] {
        guard !kinds.isEmpty else { return [] }
        var lines = ["  subgraph cluster_legend {", "    label=\"navigation kinds\"; style=\"rounded,dashed\"; color=\"#bbbbbb\"; fontcolor=\"#666666\";",
                     "    node [shape=point, width=0.01, style=invis];"]
        for kind in kinds.sorted() {
            let a = "\"legend_\(kind.rawValue)_a\"", b = "\"legend_\(kind.rawValue)_b\""
            lines.append("    \(a); \(b);")
            lines.append("    \(a) -> \(b) [\(Self.kindStyle[kind] ?? ""), label=\"\(kind.rawValue)\"];")
        }
        lines.append("  }")
        return lines
    }
}

/// Safe, unique-enough file names for module pages: letters, digits, `-` and `_` kept, the rest `_`.
public enum PageName {
    public static func of(_ name: String) -> String {
        let cleaned = String(name.unicodeScalars.map { scalar -> Character in
            let c = Character(scalar)
            return (c.isASCII && (c.isLetter || c.isNumber)) || c == "-" || c == "_" ? c : "_"
        })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "_" }) ? "module" : cleaned
    }
}
