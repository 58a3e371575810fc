import ViperMapModel

/// Where a user starts in the app: `App` (the entry code) when the graph has it, else the modules that no
/// forward navigation enters from another module. Pure.
public enum AppEntry {
    /// The entry modules, sorted (`["App"]` when the graph has `App`).
    public static func modules(_ graph: Graph) -> [String] {
        let forward = graph.navigation.filter { !$0.kind.isBackward && $0.from != $0.to }
        if graph.navigation.contains(where: { $0.from == appModuleName || $0.to == appModuleName }) {
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

/// How a user gets from one screen to another: the shortest chains of forward navigation (pops and
/// dismisses go back, so they are not ways in). Pure.
public enum ShortestPaths {
    /// One step: the navigation taken (the first of its from, to and kind by file and line, when several
    /// methods do the same), and how many methods do it.
    public struct Step: Equatable, Sendable, Codable {
        public var from: String
        public var to: String
        public var kind: NavigationKind
        public var via: String
        public var file: String
        public var line: Int
        public var ways: Int
    }

    /// The shortest paths from `from` to `to`, at most `limit` of them, sorted; `[[]]` when `to` is where
    /// `from` starts. `from` is a module or `App`: the app's entry (`AppEntry.modules`), so on a graph
    /// with no `App` node the path starts at any module no forward edge enters. Empty: no path.
    public static func find(from: String, to: String, in graph: Graph, limit: Int = 5) -> [[Step]] {
        let starts = from == appModuleName ? AppEntry.modules(graph) : [from]
        if starts.contains(to) { return [[]] }
        // One step per from, to and kind.
        var steps: [String: [Step]] = [:]
        var grouped: [String: [NavigationEdge]] = [:]
        for edge in graph.navigation where !edge.kind.isBackward && edge.from != edge.to {
            grouped["\(edge.from)\u{0}\(edge.to)\u{0}\(edge.kind.rawValue)", default: []].append(edge)
        }
        for edges in grouped.values {
            let first = edges.sorted()[0]
            steps[first.from, default: []].append(Step(from: first.from, to: first.to, kind: first.kind, via: first.via,
                                                       file: first.file, line: first.line, ways: Set(edges.map(\.via)).count))
        }
        // Breadth first: each module's distance, and the steps that reach it at that distance.
        var distance: [String: Int] = [:]
        var into: [String: [Step]] = [:]
        var layer = starts.sorted()
        for start in layer { distance[start] = 0 }
        var depth = 0
        while !layer.isEmpty, distance[to] == nil {
            depth += 1
            var next: [String] = []
            for name in layer {
                for step in (steps[name] ?? []) {
                    if distance[step.to] == nil { distance[step.to] = depth; next.append(step.to) }
                    if distance[step.to] == depth { into[step.to, default: []].append(step) }
                }
            }
            layer = next.sorted()
        }
        guard distance[to] != nil else { return [] }
        // Every shortest path, walked back from the target, up to the limit.
        var known: [String: [[Step]]] = [:]
        func back(_ name: String) -> [[Step]] {
            if distance[name] == 0 { return [[]] }
            if let paths = known[name] { return paths }
            var result: [[Step]] = []
            for step in (into[name] ?? []).sorted(by: { ($0.from, $0.kind, $0.via) < ($1.from, $1.kind, $1.via) }) {
                for path in back(step.from) where result.count < limit { result.append(path + [step]) }
            }
            known[name] = result
            return result
        }
        return back(to)
    }
}
