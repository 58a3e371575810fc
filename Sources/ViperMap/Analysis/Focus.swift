import ViperMapModel

/// Cuts a graph down to a module's neighbourhood: the modules within `depth` navigation or
/// dependency hops of it (either direction), and only the edges among them.
public enum Focus {
    public static func neighbourhood(of name: String, depth: Int, in graph: Graph) -> Graph? {
        neighbourhood(of: name, depth: depth, in: GraphIndex(graph))
    }

    /// The same, through an index built once (a picture per module of a big app).
    public static func neighbourhood(of name: String, depth: Int, in index: GraphIndex) -> Graph? {
        guard index.module(name) != nil || name == appModuleName else { return nil }
        var kept: Set<String> = [name]
        var frontier: Set<String> = [name]
        for _ in 0..<max(0, depth) {
            frontier = Set(frontier.flatMap { index.neighbours(of: $0) }).subtracting(kept)
            kept.formUnion(frontier)
        }
        return index.subgraph(kept)
    }
}

extension Focus {
    /// A feature's own map: its modules, the navigation and dependencies among them, and the entry's
    /// lines into them.
    public static func feature(_ feature: Feature, in graph: Graph) -> Graph {
        self.feature(feature, in: GraphIndex(graph))
    }

    /// The same, through an index built once (a picture per feature of a big app).
    public static func feature(_ feature: Feature, in index: GraphIndex) -> Graph {
        var kept = Set(feature.modules)
        kept.insert(appModuleName)
        var cut = index.subgraph(kept)
        cut.navigation.removeAll { $0.from == appModuleName && $0.to == appModuleName }
        return cut
    }
}
