import ViperMapModel

/// Where a user starts in the app: `App` (the entry code) when the graph has it, else the modules that no
/// forward navigation enters from another module. Pure.
public enum AppEntry {
    /// The entry modules, sorted (`["App"]` when the graph has `App`).
    public static func modules(_ graph: Graph) -> [String] {
        let forward = graph.navigation.filter { !$0.kind.isBackward && $0.from != $0.to }
        if forward.contains(where: { $0.from == appModuleName }) || graph.navigation.contains(where: { $0.from == appModuleName || $0.to == appModuleName }) {
            return [appModuleName]
        }
        let entered = Set(forward.map(\.to))
        return graph.modules.map(\.name).filter { !entered.contains($0) }.sorted()
    }

    /// Every module (and `App`) in the order a user meets them: breadth first along forward navigation from
    /// the entry, neighbours by name; then the modules that cannot be reached that way, by name.
    public static func flowOrder(_ graph: Graph) -> [String] {
        var next: [String: Set<String>] = [:]
        for edge in graph.navigation where !edge.kind.isBackward && edge.from != edge.to { next[edge.from, default: []].insert(edge.to) }
        var order: [String] = []
        var seen: Set<String> = []
        /// Breadth first from `starts`, neighbours by name, each module once.
        func walk(_ starts: [String]) {
            var queue = starts.filter { seen.insert($0).inserted }
            var head = 0
            while head < queue.count {
                let name = queue[head]
                head += 1
                order.append(name)
                for target in (next[name] ?? []).sorted() where seen.insert(target).inserted { queue.append(target) }
            }
        }
        walk(modules(graph))
        // Cycles no entry reaches, and modules nothing navigates: by name, each followed by what it reaches.
        for name in graph.modules.map(\.name).sorted() { walk([name]) }
        return order
    }
}
