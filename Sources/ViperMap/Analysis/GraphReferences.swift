import ViperMapModel

/// A graph JSON read from disk (hand-edited, or another tool's) may name modules it does not have. A
/// dangling reference is a navigation edge whose `from` or `to` is neither a module nor `App`, or a
/// dependency from a module the graph lacks, or a `module` dependency to one. Import and SDK targets,
/// and `adoptedBy`/`heldBy` types that are not components, are not dangling: the scanner writes them by
/// design. Pure.
public enum GraphReferences {
    /// The graph without its dangling edges, and a sentence for each one left out.
    public static func withoutDangling(_ graph: Graph) -> (graph: Graph, warnings: [String]) {
        let modules = Set(graph.modules.map(\.name))
        var warnings: [String] = []
        var kept = graph
        kept.navigation = graph.navigation.filter { edge in
            let missing = [edge.from, edge.to].filter { !modules.contains($0) && $0 != appModuleName }
            guard !missing.isEmpty else { return true }
            warnings.append("navigation \(edge.from) → \(edge.to) (\(edge.kind.rawValue), \(edge.via)) names no module \(Set(missing).sorted().map { "'\($0)'" }.joined(separator: " or ")): left out")
            return false
        }
        kept.dependencies = graph.dependencies.filter { dependency in
            var missing: [String] = []
            if !modules.contains(dependency.from) { missing.append(dependency.from) }
            if dependency.kind == .module, !modules.contains(dependency.to) { missing.append(dependency.to) }
            guard !missing.isEmpty else { return true }
            warnings.append("dependency \(dependency.from) → \(dependency.to) (\(dependency.kind.rawValue)) names no module \(missing.map { "'\($0)'" }.joined(separator: " or ")): left out")
            return false
        }
        return (kept, warnings)
    }
}
