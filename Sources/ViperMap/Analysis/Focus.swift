import ViperMapModel

/// Cuts a graph down to a module's neighbourhood: the modules within `depth` navigation or
/// dependency hops of it (either direction), and only the edges among them.
public enum Focus {
    public static func neighbourhood(of name: String, depth: Int, in graph: Graph) -> Graph? {
        guard graph.modules.contains(where: { $0.name == name }) || name == appModuleName else { return nil }
        var adjacent: [String: Set<String>] = [:]
        for edge in graph.navigation {
            adjacent[edge.from, default: []].insert(edge.to)
            adjacent[edge.to, default: []].insert(edge.from)
        }
        for dependency in graph.dependencies where dependency.kind == .module {
            adjacent[dependency.from, default: []].insert(dependency.to)
            adjacent[dependency.to, default: []].insert(dependency.from)
        }
        var kept: Set<String> = [name]
        var frontier: Set<String> = [name]
        for _ in 0..<max(0, depth) {
            frontier = Set(frontier.flatMap { adjacent[$0] ?? [] }).subtracting(kept)
            kept.formUnion(frontier)
        }
        return Graph(schemaVersion: graph.schemaVersion,
                     modules: graph.modules.filter { kept.contains($0.name) },
                     navigation: graph.navigation.filter { kept.contains($0.from) && kept.contains($0.to) },
                     dependencies: graph.dependencies.filter { kept.contains($0.from) && ($0.kind != .module || kept.contains($0.to)) },
                     diagnostics: []).sorted()
    }
}

extension Focus {
    /// A feature's own map: its modules, the navigation and dependencies among them, and the entry's
    /// lines into them.
    public static func feature(_ feature: Feature, in graph: Graph) -> Graph {
        var kept = Set(feature.modules)
        kept.insert(appModuleName)
        return Graph(schemaVersion: graph.schemaVersion,
                     modules: graph.modules.filter { kept.contains($0.name) },
                     navigation: graph.navigation.filter { kept.contains($0.from) && kept.contains($0.to) && !($0.from == appModuleName && $0.to == appModuleName) },
                     dependencies: graph.dependencies.filter { kept.contains($0.from) && ($0.kind != .module || kept.contains($0.to)) },
                     diagnostics: []).sorted()
    }
}
