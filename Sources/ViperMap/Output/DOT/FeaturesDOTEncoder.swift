import ViperMapModel

/// The overview of a map too big to draw module by module: one node per feature (its name and module
/// count; the modules in the tooltip), one line per pair of features that navigate, labelled with how
/// many navigations it stands for and thicker the more there are. Pure.
extension NavigationDOTEncoder {
    /// `features`: the nodes (a level of a `FeatureTree`); `featureLink`: where a feature node links
    /// (`{name}` is the feature's page name), empty for none; `ids`: node ids for the HTML map.
    public func encodeFeatures(_ graph: Graph, features: [Feature], pages: FeaturePages, featureLink: String, ids: [String: String] = [:]) -> String {
        encodeFeatures(links: graph.navigation.map { ($0.from, $0.to) }, what: "navigation", features: features, pages: pages, featureLink: featureLink, ids: ids)
    }

    /// The features' dependencies: one line per pair of features whose modules depend on each other's.
    public func encodeFeatureDependencies(_ graph: Graph, features: [Feature], pages: FeaturePages, featureLink: String, ids: [String: String] = [:]) -> String {
        encodeFeatures(links: graph.dependencies.filter { $0.kind == .module }.map { ($0.from, $0.to) }, what: "dependency", features: features, pages: pages, featureLink: featureLink, ids: ids)
    }

    func encodeFeatures(links: [(String, String)], what: String, features level: [Feature], pages: FeaturePages, featureLink: String, ids: [String: String]) -> String {
        var lines = header()
        let nodes = FeatureTree.overview(level)
        let features = nodes.map(\.feature)
        var parents: [String: Feature] = [:]
        for node in nodes { if let parent = node.parent { parents[node.feature.id] = parent } }
        var featureOf: [String: Int] = [:]
        for (index, feature) in features.enumerated() { for name in feature.modules { featureOf[name] = index } }
        var counts: [Pair: Int] = [:]
        var inside = [Int](repeating: 0, count: features.count)
        var fromApp: [Int: Int] = [:]
        for (fromName, toName) in links {
            let from = featureOf[fromName], to = featureOf[toName]
            if fromName == appModuleName, let to { fromApp[to, default: 0] += 1; continue }
            guard let from, let to else { continue }
            if from == to { inside[from] += 1; continue }
            counts[Pair(from: from, to: to), default: 0] += 1
        }
        let boxes = Dictionary(grouping: features.indices, by: { parents[features[$0].id]?.id ?? "" }).sorted { $0.key < $1.key }
        func label(_ feature: Feature) -> String {
            var label = "\(feature.name)\n\(feature.modules.count) module\(feature.modules.count == 1 ? "" : "s")"
            if !feature.children.isEmpty { label += " in \(feature.children.count) features" }
            return label
        }
        // On a grid: App first, then the features box by box, row by row (no boxes: neato does not draw them).
        let places = shape.grid ? Self.gridPlaces((fromApp.isEmpty ? [] : [appModuleName]) + boxes.flatMap { $0.value.map { label(features[$0]) } },
                                                  fontSize: Double(moduleFontSize)) : []
        var place = 0
        func pinned() -> String {
            guard shape.grid else { return "" }
            defer { place += 1 }
            return ", pos=\"\(places[place].x),\(places[place].y)!\""
        }
        if !fromApp.isEmpty { lines.append(String(appNode().dropLast(2)) + pinned() + "];") }
        for (parentID, members) in boxes {
            let parent = parentID.isEmpty || shape.grid ? nil : parents[features[members[0]].id]
            if let parent {
                lines.append("  subgraph \(DOTText.quoted("cluster_" + parent.id)) {")
                lines.append("    label=\(DOTText.quoted("\(parent.name) (\(parent.modules.count) modules)")); style=\"rounded\"; color=\(DOTText.quoted(theme.cluster.border)); fontcolor=\(DOTText.quoted(theme.cluster.text));")
            }
            for index in members {
                let feature = features[index]
                let listed = feature.modules.prefix(30).joined(separator: ", ") + (feature.modules.count > 30 ? ", ..." : "")
                var attributes = ["label=\(DOTText.quoted(label(feature)))", "tooltip=\(DOTText.quoted(listed + (inside[index] > 0 ? "\n\(inside[index]) \(what) lines inside" : "")))"]
                if feature.source == .unconnected { attributes.append("style=\"rounded,dashed\"") }
                if !featureLink.isEmpty { attributes.append("URL=\(DOTText.quoted(featureLink.replacingOccurrences(of: "{name}", with: pages.page(feature.id))))") }
                if let id = ids[feature.id] { attributes.append("id=\(DOTText.quoted(id))") }
                lines.append("\(parent == nil ? "  " : "    ")\(DOTText.quoted("feature:" + feature.id)) [\(attributes.joined(separator: ", "))\(pinned())];")
            }
            if parent != nil { lines.append("  }") }
        }
        let edge = theme.edge(.push)
        for (to, count) in fromApp.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(DOTText.quoted(appModuleName)) -> \(DOTText.quoted("feature:" + features[to].id)) [color=\(DOTText.quoted(edge.color)), tooltip=\(DOTText.quoted("\(count) \(what) lines from the entry"))];")
        }
        // A dense overview keeps each feature's strongest lines (two out, two in): the others are counted in the
        // features' tooltips and drawn on the features' own maps.
        var kept = counts
        if counts.count > 2 * features.count {
            var keep: Set<Pair> = []
            let strongest = counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            var outs: [Int: Int] = [:], ins: [Int: Int] = [:]
            for (pair, _) in strongest where outs[pair.from, default: 0] < 2 || ins[pair.to, default: 0] < 2 {
                keep.insert(pair); outs[pair.from, default: 0] += 1; ins[pair.to, default: 0] += 1
            }
            kept = counts.filter { keep.contains($0.key) }
        }
        for (pair, count) in kept.sorted(by: { $0.key < $1.key }) {
            let width = min(4, 1 + count / 10)
            let from = features[pair.from].name, to = features[pair.to].name
            lines.append("  \(DOTText.quoted("feature:" + features[pair.from].id)) -> \(DOTText.quoted("feature:" + features[pair.to].id)) [color=\(DOTText.quoted(edge.color)), penwidth=\(width), label=\(DOTText.quoted(String(count))), fontcolor=\(DOTText.quoted(edge.color)), tooltip=\(DOTText.quoted("\(count) \(what) line\(count == 1 ? "" : "s") from \(from) to \(to)"))];")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Grid places (points) for nodes with these labels, in order, row by row: cells as large as the largest
    /// label (about 0.6 em per character), as many columns as make the grid about 1.3 times wider than high.
    static func gridPlaces(_ labels: [String], fontSize: Double) -> [(x: Int, y: Int)] {
        guard !labels.isEmpty else { return [] }
        let longest = labels.map { $0.split(separator: "\n").map(\.count).max() ?? 0 }.max() ?? 0
        let rows = labels.map { $0.split(separator: "\n").count }.max() ?? 1
        let width = Double(longest) * fontSize * 0.6 + 60, height = Double(rows) * fontSize * 1.3 + 50
        let columns = max(1, Int((Double(labels.count) * 1.3 * height / width).squareRoot().rounded()))
        return labels.indices.map { index in
            (x: Int(Double(index % columns) * width), y: -Int(Double(index / columns) * height))
        }
    }

    struct Pair: Hashable, Comparable {
        var from: Int, to: Int
        static func < (a: Pair, b: Pair) -> Bool { (a.from, a.to) < (b.from, b.to) }
    }
}

/// Each feature's page name, unique among features (features have their own folder of pages), by feature id.
public struct FeaturePages: Sendable, Equatable {
    private var names: PageNames

    public init(_ tree: FeatureTree) {
        names = PageNames(keyed: tree.all.sorted { $0.id < $1.id }.map { ($0.id, $0.name) })
    }

    public func page(_ id: String) -> String { names.page(id) }
}
