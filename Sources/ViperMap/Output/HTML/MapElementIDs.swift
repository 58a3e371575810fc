import ViperMapModel

/// The ids the HTML map's script finds a picture's parts by, the same in the DOT (`id=`), the SVG
/// Graphviz writes from it, and the map's index: a module is `vmn` and its place among the graph's
/// modules by name (`vmn-app` for the entry code) in the navigation picture, `vmd…` in the
/// dependencies picture; a navigation line is `vml`, its ends' numbers and its kind.
public struct MapElementIDs: Sendable, Equatable {
    private var numbers: [String: Int] = [:]

    public init(_ graph: Graph) {
        for (index, name) in graph.modules.map(\.name).sorted().enumerated() { numbers[name] = index }
    }

    private func number(_ name: String) -> String {
        name == appModuleName && numbers[name] == nil ? "-app" : numbers[name].map(String.init) ?? "-x"
    }

    public func node(_ name: String) -> String { "vmn" + number(name) }
    public func dependencyNode(_ name: String) -> String { "vmd" + number(name) }
    public func line(from: String, to: String, kind: NavigationKind) -> String { "vml\(number(from))_\(number(to))_\(kind.rawValue)" }
}
