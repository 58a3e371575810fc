import ViperMapModel

/// The app map as DOT: modules (and `App`) as nodes clustered by feature folder, one edge per
/// navigation styled by its kind and labelled with the method, a legend of the kinds used.
/// Pure: graph in, text out; the same graph always gives the same text.
public struct NavigationDOTEncoder: Sendable {
    /// Where a module node links to; `{name}` is replaced by the module's page name.
    public var linkTemplate: String
    /// Page names of the whole app (a focused graph keeps the full graph's names); empty: from the graph drawn.
    public var pages = PageNames()
    /// Extra graph attributes (`overlap=false` for sfdp on large maps).
    public var graphAttributes: [String]
    public var theme: Theme
    /// Label each edge with its router method (dot slows down and can fail on big labelled maps).
    public var edgeLabels: Bool
    /// How pops and dismisses are drawn: on their forward line as a second arrowhead (fold), as lines
    /// of their own (show), or not at all (hide).
    public var backEdges: BackEdgeDrawing = .fold
    /// Lines drawn without their label (it would lie over another or over a module): the method stays in the tooltip.
    public var unlabelled: Set<LabelledLine> = []
    /// Ids on modules and lines for the HTML map's script (nil: none). An empty `linkTemplate` links nowhere.
    public var elementIDs: MapElementIDs? = nil
    /// Rank direction, spacing and wrapping of wide fans (edge labels: `edgeLabels`).
    public var shape = MapShape.standard
    /// The legend of kinds drawn by Graphviz inside the picture (DOT output); an SVG gets `LegendStrip` below instead.
    public var legendInPicture = true
    /// Boxes around folder features, embedded modules and unconnected modules. Pictures drawn by the thousand
    /// (a module's neighbourhood on its page) go without: dot's layout of a boxed map with labelled lines
    /// cannot be freed (see GraphvizRenderer), so each would stay in memory to the end of the run.
    public var boxes = true
    /// Draw the ways in from outside (deep links, notifications, quick actions) as nodes beside `App`.
    public var waysIn = true
    /// Pictures of modules' screens drawn in their boxes (`--screens`), as data URLs by module: the boxes are made
    /// tall with the label at the bottom, and `NodeThumbnails` puts each picture in its box once laid out.
    public var thumbnails: [String: String] = [:]

    public init(linkTemplate: String = "modules/{name}.md", graphAttributes: [String] = [], theme: Theme = .light, edgeLabels: Bool = true) {
        self.linkTemplate = linkTemplate
        self.graphAttributes = graphAttributes
        self.theme = theme
        self.edgeLabels = edgeLabels
    }

    func style(_ kind: NavigationKind) -> String {
        let edge = theme.edge(kind)
        let width = edge.style == "bold" ? ", penwidth=2" : ""
        return "style=\(edge.style), color=\(DOTText.quoted(edge.color)), fontcolor=\(DOTText.quoted(edge.color)), arrowhead=\(edge.arrowhead)\(width)"
    }

    /// Module labels on a map are larger than the theme's text (the map is read fitted to a window).
    public var moduleFontSize: Int { theme.fontSize + 5 }

    func header() -> [String] {
        let font = DOTText.quoted(theme.font)
        let box = theme.module
        var lines = [
            "digraph navigation {",
            "  graph [rankdir=\(shape.rankdir), newrank=true, fontname=\(font), fontsize=\(theme.fontSize + 2), nodesep=\(shape.nodesep), ranksep=\(shape.ranksep), bgcolor=\(DOTText.quoted(theme.background)), fontcolor=\(DOTText.quoted(theme.cluster.text))];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\(DOTText.quoted(box.fill)), color=\(DOTText.quoted(box.border)), fontcolor=\(DOTText.quoted(box.text)), fontname=\(font), fontsize=\(moduleFontSize)];",
            "  edge [fontname=\(font), fontsize=\(max(6, theme.fontSize - 2))];",
        ]
        if !graphAttributes.isEmpty { lines.append("  graph [\(graphAttributes.joined(separator: ", "))];") }
        return lines
    }

    func appNode() -> String {
        let app = theme.app
        let id = elementIDs.map { "id=\(DOTText.quoted($0.node(appModuleName))), " } ?? ""
        return "  \(DOTText.quoted(appModuleName)) [\(id)shape=oval, fillcolor=\(DOTText.quoted(app.fill)), color=\(DOTText.quoted(app.border)), fontcolor=\(DOTText.quoted(app.text)), tooltip=\"App entry code\"];"
    }

    public func encode(_ graph: Graph) -> String {
        var lines = header()
        // Declared in the order a user meets them (from the entry, breadth first): dot keeps that order where it can.
        let rank = Dictionary(AppEntry.flowOrder(graph).enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let modules = graph.modules.sorted { (rank[$0.name] ?? Int.max, $0.name) < (rank[$1.name] ?? Int.max, $1.name) }
        let usesApp = graph.navigation.contains { $0.from == appModuleName || $0.to == appModuleName }
        if usesApp { lines.append(appNode()) }
        // Modules that no navigation enters or leaves are gathered in one box of their own, apart from the map.
        let navigating = Set(graph.navigation.flatMap { [$0.from, $0.to] })
        let unconnected = graph.navigation.isEmpty || !boxes ? [] : modules.filter { !navigating.contains($0.name) }
        let drawnModules = modules.filter { navigating.contains($0.name) || graph.navigation.isEmpty || !boxes }
        let boxed = boxes ? clusters(drawnModules, containers: Self.containers(graph.navigation)) : [(nil, drawnModules)]
        for (cluster, members) in boxed {
            let indent = cluster == nil ? "  " : "    "
            if let cluster {
                lines.append("  subgraph \(DOTText.quoted("cluster_" + cluster.id)) {")
                lines.append("    label=\(DOTText.quoted(cluster.label)); style=\"rounded\"; color=\(DOTText.quoted(theme.cluster.border)); fontcolor=\(DOTText.quoted(theme.cluster.text));")
            }
            for module in members { lines.append(indent + node(module)) }
            if cluster != nil { lines.append("  }") }
        }
        if !unconnected.isEmpty {
            lines.append("  subgraph \"cluster_no_navigation\" {")
            lines.append("    label=\"no navigation in or out\"; style=\"rounded,dashed\"; color=\(DOTText.quoted(theme.cluster.border)); fontcolor=\(DOTText.quoted(theme.cluster.text));")
            for module in unconnected { lines.append("    " + node(module)) }
            lines += grid(unconnected.map(\.name)).map { "  " + $0 }
            lines.append("  }")
        }
        // A map with no navigation at all (a feature of modules that do not navigate): the same grid.
        if graph.navigation.isEmpty { lines += grid(drawnModules.map(\.name)) }
        let drawn = DrawnLine.lines(graph.navigation, backEdges: backEdges)
        let place = { (name: String) in rank[name] ?? Int.max }
        let lengths = Self.staggered(drawn, levels: shape.stagger)
        for line in drawn.sorted(by: { (place($0.from), place($0.to), $0.kind) < (place($1.from), place($1.to), $1.kind) }) {
            var attributes = [style(line.kind)]
            if let length = lengths[LineKey(from: line.from, to: line.to, kind: line.kind)], length > 1 { attributes.append("minlen=\(length)") }
            if let ids = elementIDs {
                attributes.append("id=\(DOTText.quoted(ids.line(from: line.from, to: line.to, kind: line.kind))), class=\"vm-kind-\(line.kind.rawValue)\"")
            }
            if let back = line.back {
                attributes.append("dir=both, arrowtail=\(theme.edge(back.kind).arrowhead)")
            }
            if edgeLabels, !unlabelled.contains(LabelledLine(tail: line.from, head: line.to, label: line.label)) {
                attributes.append("label=\(DOTText.quoted(line.label))")
            }
            attributes.append("tooltip=\(DOTText.quoted(line.tooltip))")
            lines.append("  \(DOTText.quoted(line.from)) -> \(DOTText.quoted(line.to)) [\(attributes.joined(separator: ", "))];")
        }
        if waysIn { lines += wayInLines(graph, drawn: Set(drawnModules.map(\.name))) }
        if legendInPicture {
            lines += legend(kinds: Set(drawn.map(\.kind)), folded: Set(drawn.compactMap { line in line.back.map { FoldedPair(shown: line.kind, back: $0.kind) } }))
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Modules with no line between them, laid out as a grid rather than one long row: chains of invisible
    /// lines (dot puts a chain's modules on successive ranks and stacks the chains), as many modules per chain
    /// as makes the block about as wide as tall for boxes about three times wider than high.
    func grid(_ names: [String]) -> [String] {
        guard names.count > 1 else { return [] }
        let across = shape.rankdir == "LR" || shape.rankdir == "RL"
        // LR: a chain is a row (its length sets the width); TB: a chain is a column (boxes are short, so longer chains).
        // Three or fewer stay one row or column.
        let length = max(min(names.count, 3), Int((Double(names.count) * (across ? 0.4 : 2.5)).squareRoot().rounded(.up)))
        return stride(from: 0, to: names.count, by: length).compactMap { start in
            let chain = names[start..<min(start + length, names.count)]
            return chain.count > 1 ? "  " + chain.map { DOTText.quoted($0) }.joined(separator: " -> ") + " [style=invis];" : nil
        }
    }

    /// Relations: navigations with the same from, to and kind are one; a pop or dismiss along a line that
    /// showed the screen counts with that line.
    public static func relationCount(_ navigation: [NavigationEdge]) -> Int {
        DrawnLine.lines(navigation, backEdges: .fold).count
    }

    private func node(_ module: Module) -> String {
        let url = linkTemplate.isEmpty ? "" : "URL=\(DOTText.quoted(pages.link(linkTemplate, module.name))), "
        let id = elementIDs.map { "id=\(DOTText.quoted($0.node(module.name))), " } ?? ""
        let text = module.path.isEmpty ? module.name : "\(module.name) (\(module.path))"
        // On the HTML map the panel says what a module's tooltip would (the page stays small on big apps).
        let tooltip = elementIDs != nil ? "" : "tooltip=\(DOTText.quoted(text))"
        let tall = thumbnails[module.name] == nil ? "" : "\(tooltip.isEmpty ? "" : ", ")height=\(NodeThumbnails.boxHeight), labelloc=b"
        return "\(DOTText.quoted(module.name)) [\(id)\(url)\(tooltip)\(tall)];"
    }

    /// The folder that holds a module's home folder ("" at the top level).
    static func folder(_ module: Module) -> String {
        let parts = module.path.split(separator: "/")
        return parts.count >= 2 ? String(parts[parts.count - 2]) : ""
    }

    struct LineKey: Hashable { var from: String, to: String, kind: NavigationKind }

    /// Wide fans wrapped: a module's lines to screens that lead nowhere else (four or more of them) get
    /// lengths 1, 2, … `levels` in turn, so they stack over several ranks instead of one long row.
    static func staggered(_ drawn: [DrawnLine], levels: Int) -> [LineKey: Int] {
        guard levels > 1 else { return [:] }
        var touching: [String: Set<String>] = [:]
        for line in drawn where line.from != line.to {
            touching[line.from, default: []].insert(line.to)
            touching[line.to, default: []].insert(line.from)
        }
        var fans: [String: [DrawnLine]] = [:]
        for line in drawn where line.from != line.to && touching[line.to] == [line.from] && !line.kind.isBackward {
            fans[line.from, default: []].append(line)
        }
        var lengths: [LineKey: Int] = [:]
        for (_, leaves) in fans where leaves.count >= 4 {
            for (i, line) in leaves.sorted(by: { ($0.to, $0.kind) < ($1.to, $1.kind) }).enumerated() {
                lengths[LineKey(from: line.from, to: line.to, kind: line.kind)] = 1 + i % levels
            }
        }
        return lengths
    }

    /// A box drawn around modules: its DOT id (after `cluster_`) and its label.
    struct Cluster: Equatable {
        var id: String
        var label: String
    }

    /// Containers and what they embed (a tab bar and its tabs, a page and its children): module → the one
    /// module that embeds it, for containers that embed two or more modules no other module embeds; a
    /// container maps to itself (`App` too: it is not drawn in a box, being the entry, but its children are).
    public static func containers(_ navigation: [NavigationEdge]) -> [String: String] {
        var embedders: [String: Set<String>] = [:]
        for edge in navigation where edge.kind == .embed && edge.from != edge.to { embedders[edge.to, default: []].insert(edge.from) }
        var children: [String: [String]] = [:]
        for (child, by) in embedders where by.count == 1 { children[by.first!, default: []].append(child) }
        var result: [String: String] = [:]
        for (container, list) in children where list.count >= 2 {
            for child in list { result[child] = container }
        }
        // The container sits with them, unless it is itself embedded in another's box.
        for container in Set(result.values) where result[container] == nil { result[container] = container }
        return result
    }

    /// The boxes of the map, in the order of `modules`: a container's embedded modules together in a box of
    /// their own ("embedded in Home"); the others by their folder feature (`FeatureTree.folders`: the folder
    /// level above the modules) where that carries meaning: a box holds two or more modules and not all of
    /// them. The rest stand at the top level (nil).
    func clusters(_ modules: [Module], containers: [String: String] = [:]) -> [(Cluster?, [Module])] {
        var feature: [String: Cluster] = [:]
        for found in FeatureTree.folders(modules.filter { containers[$0.name] == nil }).features {
            for name in found.modules { feature[name] = Cluster(id: found.id, label: found.name) }
        }
        func box(_ module: Module) -> Cluster? {
            if let container = containers[module.name] {
                // App (the entry code) is no module: its box holds what it embeds.
                return Cluster(id: "embedded/" + container, label: container == appModuleName ? "embedded in " + container : container + " and what it embeds")
            }
            return feature[module.name] ?? Cluster(id: "", label: "")
        }
        var members: [String: [Module]] = [:]
        for module in modules { if let cluster = box(module) { members[cluster.id, default: []].append(module) } }
        func kept(_ module: Module) -> Cluster? {
            guard let cluster = box(module), !cluster.id.isEmpty, let list = members[cluster.id] else { return nil }
            if containers[module.name] != nil { return cluster }
            return list.count >= 2 && list.count < modules.count ? cluster : nil
        }
        let loose = modules.filter { kept($0) == nil }
        var result: [(Cluster?, [Module])] = loose.isEmpty ? [] : [(nil, loose)]
        var listed: Set<String> = []
        for module in modules {
            guard let cluster = kept(module), listed.insert(cluster.id).inserted else { continue }
            result.append((cluster, members[cluster.id]!))
        }
        return result
    }

    struct FoldedPair: Hashable, Comparable {
        var shown: NavigationKind, back: NavigationKind
        static func < (a: FoldedPair, b: FoldedPair) -> Bool { (a.shown, a.back) < (b.shown, b.back) }
    }

    /// The legend's entries for a map of `graph` (the kinds its lines are drawn with), for `LegendStrip`.
    public func legendEntries(_ graph: Graph) -> [LegendStrip.Entry] {
        let drawn = DrawnLine.lines(graph.navigation, backEdges: backEdges)
        var entries = Set(drawn.map(\.kind)).sorted().map { kind -> LegendStrip.Entry in
            let edge = theme.edge(kind)
            return LegendStrip.Entry(label: kind.rawValue, color: edge.color, style: edge.style, head: edge.arrowhead, tail: nil)
        }
        for pair in Set(drawn.compactMap { line in line.back.map { FoldedPair(shown: line.kind, back: $0.kind) } }).sorted() {
            let edge = theme.edge(pair.shown)
            entries.append(LegendStrip.Entry(label: "\(pair.shown.rawValue), and \(pair.back.rawValue) back", color: edge.color, style: edge.style,
                                             head: edge.arrowhead, tail: theme.edge(pair.back).arrowhead))
        }
        return entries
    }

    private func legend(kinds: Set<NavigationKind>, folded: Set<FoldedPair> = []) -> [String] {
        guard !kinds.isEmpty else { return [] }
        var lines = ["  subgraph cluster_legend {", "    label=\"navigation kinds\"; style=\"rounded,dashed\"; color=\(DOTText.quoted(theme.cluster.border)); fontcolor=\(DOTText.quoted(theme.cluster.text));",
                     "    node [shape=point, width=0.01, style=invis];"]
        for kind in kinds.sorted() {
            let a = "\"legend_\(kind.rawValue)_a\"", b = "\"legend_\(kind.rawValue)_b\""
            lines.append("    \(a); \(b);")
            lines.append("    \(a) -> \(b) [\(style(kind)), label=\"\(kind.rawValue)\"];")
        }
        // A two-headed line: shown one way (the line's style), and back the other way (the tail's arrowhead).
        for pair in folded.sorted() {
            let a = "\"legend_\(pair.shown.rawValue)_\(pair.back.rawValue)_a\"", b = "\"legend_\(pair.shown.rawValue)_\(pair.back.rawValue)_b\""
            lines.append("    \(a); \(b);")
            lines.append("    \(a) -> \(b) [\(style(pair.shown)), dir=both, arrowtail=\(theme.edge(pair.back).arrowhead), label=\"\(pair.shown.rawValue), and \(pair.back.rawValue) back\"];")
        }
        lines.append("  }")
        return lines
    }
}

/// How a picture draws pops and dismisses (`render --back-edges`).
public enum BackEdgeDrawing: String, Sendable, CaseIterable {
    case fold, show, hide
}

/// One line of the picture: every navigation edge with the same from, to and kind, and (folded) the
/// pops or dismisses that go back along it. The graph JSON keeps every edge; this is a drawing rule.
struct DrawnLine {
    var from: String
    var to: String
    var kind: NavigationKind
    var edges: [NavigationEdge]
    /// The back edges drawn as this line's second arrowhead: their kind and the edges.
    var back: (kind: NavigationKind, edges: [NavigationEdge])?

    /// The method when the edges share one, else how many ways there are.
    var label: String {
        let methods = Set(edges.map(\.shortMethod))
        return methods.count == 1 ? methods.first! : "\(methods.count) ways"
    }

    /// Every edge it stands for, one per line: kind, via, file:line.
    var tooltip: String {
        var rows = edges.map { "\($0.kind.rawValue): \($0.via) (\($0.file):\($0.line))" }
        if let back { rows += back.edges.map { "back, \($0.kind.rawValue): \($0.via) (\($0.file):\($0.line))" } }
        return rows.joined(separator: "\n")
    }

    static func lines(_ navigation: [NavigationEdge], backEdges: BackEdgeDrawing) -> [DrawnLine] {
        struct Key: Hashable, Comparable {
            var from: String, to: String, kind: NavigationKind
            static func < (a: Key, b: Key) -> Bool { (a.from, a.to, a.kind) < (b.from, b.to, b.kind) }
        }
        var groups: [Key: [NavigationEdge]] = [:]
        for edge in navigation where !(backEdges == .hide && edge.kind.isBackward) {
            groups[Key(from: edge.from, to: edge.to, kind: edge.kind), default: []].append(edge)
        }
        var lines: [Key: DrawnLine] = [:]
        for (key, edges) in groups where !(backEdges == .fold && key.kind.isBackward) {
            lines[key] = DrawnLine(from: key.from, to: key.to, kind: key.kind, edges: edges.sorted(), back: nil)
        }
        if backEdges == .fold {
            for (key, edges) in groups.sorted(by: { $0.key < $1.key }) where key.kind.isBackward {
                // Back along the line that showed it: a pop along a push, a dismiss along a present, else any.
                let preferred: [NavigationKind] = key.kind == .pop ? [.push, .embed, .present, .root, .unknown] : [.present, .push, .embed, .root, .unknown]
                let partner = preferred.lazy.map { Key(from: key.to, to: key.from, kind: $0) }.first { lines[$0] != nil && lines[$0]!.back == nil }
                if let partner {
                    lines[partner]!.back = (key.kind, edges.sorted())
                } else {
                    lines[key] = DrawnLine(from: key.from, to: key.to, kind: key.kind, edges: edges.sorted(), back: nil)
                }
            }
        }
        return lines.sorted { $0.key < $1.key }.map(\.value)
    }
}
