import Foundation
import ViperMapModel

/// Says where each module lives: the targets that compile its components' and contracts' files,
/// and the graph's list of mapped targets (only when a project chose the files).
public enum TargetAttribution {
    public static func apply(_ selection: ProjectSelection, to graph: Graph) -> Graph {
        guard selection.applies else { return graph }
        var graph = graph
        graph.targets = selection.targets
        for index in graph.modules.indices {
            let module = graph.modules[index]
            let files = module.components.map(\.file) + module.contracts.map(\.file)
            graph.modules[index].targets = Set(files.flatMap { selection.fileTargets[$0] ?? [] }).sorted()
        }
        return graph
    }
}
