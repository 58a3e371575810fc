import ViperMapModel

/// A graph's lookups built once: each module's navigation out and in, its dependencies, its neighbours,
/// and its diagnostics, so that per-module work (a page, a picture per module) costs
/// what the module has, not what the whole graph has. Pure; positions index the graph's own arrays.
public struct GraphIndex: Sendable {
    public let graph: Graph
    private let moduleAt: [String: Int]
    private let navigationFrom: [String: [Int]]
    private let navigationTo: [String: [Int]]
    private let dependenciesFrom: [String: [Int]]
    private let adjacent: [String: Set<String>]
    private let diagnosticsOf: [String: [Int]]

    public init(_ graph: Graph) {
        self.graph = graph
        var moduleAt: [String: Int] = [:]
        for (index, module) in graph.modules.enumerated() where moduleAt[module.name] == nil { moduleAt[module.name] = index }
        var navigationFrom: [String: [Int]] = [:], navigationTo: [String: [Int]] = [:]
        var adjacent: [String: Set<String>] = [:]
        for (index, edge) in graph.navigation.enumerated() {
            navigationFrom[edge.from, default: []].append(index)
            navigationTo[edge.to, default: []].append(index)
            adjacent[edge.from, default: []].insert(edge.to)
            adjacent[edge.to, default: []].insert(edge.from)
        }
        var dependenciesFrom: [String: [Int]] = [:]
        for (index, dependency) in graph.dependencies.enumerated() {
            dependenciesFrom[dependency.from, default: []].append(index)
            guard dependency.kind == .module else { continue }
            adjacent[dependency.from, default: []].insert(dependency.to)
            adjacent[dependency.to, default: []].insert(dependency.from)
        }
        // A diagnostic belongs to the modules whose components or contracts are in its file, or under whose folder it is.
        var byFile: [String: Set<String>] = [:], byFolder: [String: [String]] = [:]
        for module in graph.modules {
            for file in module.components.map(\.file) + module.contracts.map(\.file) { byFile[file, default: []].insert(module.name) }
            if !module.path.isEmpty { byFolder[module.path, default: []].append(module.name) }
        }
        var diagnosticsOf: [String: [Int]] = [:]
        for (index, diagnostic) in graph.diagnostics.enumerated() {
            var owners = byFile[diagnostic.file] ?? []
            var folder = Substring(diagnostic.file)
            while let slash = folder.lastIndex(of: "/") {
                folder = folder[..<slash]
                owners.formUnion(byFolder[String(folder)] ?? [])
            }
            for owner in owners { diagnosticsOf[owner, default: []].append(index) }
        }
        self.moduleAt = moduleAt
        self.navigationFrom = navigationFrom
        self.navigationTo = navigationTo
        self.dependenciesFrom = dependenciesFrom
        self.adjacent = adjacent
        self.diagnosticsOf = diagnosticsOf
    }

    public func module(_ name: String) -> Module? { moduleAt[name].map { graph.modules[$0] } }

    /// Navigation edges leaving `name` (App included), in the graph's order.
    public func navigation(from name: String) -> [NavigationEdge] { (navigationFrom[name] ?? []).map { graph.navigation[$0] } }
    /// Navigation edges arriving at `name`, in the graph's order.
    public func navigation(to name: String) -> [NavigationEdge] { (navigationTo[name] ?? []).map { graph.navigation[$0] } }
    /// The modules one navigation or module dependency away, either direction.
    public func neighbours(of name: String) -> Set<String> { adjacent[name] ?? [] }
    /// The diagnostics in a module's files (its components' and contracts' files, or under its folder), sorted.
    public func diagnostics(of module: Module) -> [Diagnostic] { (diagnosticsOf[module.name] ?? []).map { graph.diagnostics[$0] }.sorted() }

    /// The graph cut to `kept` modules: the navigation and module dependencies among them, and their other dependencies.
    public func subgraph(_ kept: Set<String>) -> Graph {
        let names = kept.sorted()
        var navigation: [Int] = [], dependencies: [Int] = []
        for name in names {
            navigation += (navigationFrom[name] ?? []).filter { kept.contains(graph.navigation[$0].to) }
            dependencies += (dependenciesFrom[name] ?? []).filter { graph.dependencies[$0].kind != .module || kept.contains(graph.dependencies[$0].to) }
        }
        return Graph(schemaVersion: graph.schemaVersion,
                     modules: names.compactMap { moduleAt[$0].map { graph.modules[$0] } },
                     navigation: navigation.sorted().map { graph.navigation[$0] },
                     dependencies: dependencies.sorted().map { graph.dependencies[$0] },
                     diagnostics: []).sorted()
    }
}
