/// One way to draw a map: a Graphviz engine, whether edges carry their method as a label, and
/// whether modules are collapsed into their folders.
public struct LayoutChoice: Equatable, Sendable, CustomStringConvertible {
    public var engine: String
    public var edgeLabels: Bool
    public var collapsed: Bool

    public init(engine: String, edgeLabels: Bool = true, collapsed: Bool = false) {
        self.engine = engine
        self.edgeLabels = edgeLabels
        self.collapsed = collapsed
    }

    public var description: String {
        var text = engine
        if !edgeLabels { text += " without edge labels (methods are in the tooltips)" }
        if collapsed { text = "modules collapsed into their folders, " + text }
        return text
    }
}

/// `--layout auto`: the ways to draw a map of a given size, best first, each expected to finish
/// within the time budget; the caller falls back to the next one when Graphviz fails.
///
/// Figures behind the limits (this machine, Graphviz 2.43, gen-corpus maps of about two
/// navigation edges per module): dot with clusters and edge labels is fast on small maps but
/// hits its own "trouble in init_rank" failure from about 150 modules; without edge labels it
/// takes 0.4 s at 150 modules, 1.8 s at 250 and 5.4 s at 400; dot without clusters takes 20 s
/// at 150. sfdp stays under 1.5 s up to 3,000 nodes.
public enum LayoutPlanner {
    /// Up to this size dot draws edge labels.
    public static let labelledDotLimit = 100
    /// Up to this size dot draws the clustered map without edge labels.
    public static let dotLimit = 250
    /// Up to this size sfdp draws every module; past it, folders.
    public static let sfdpLimit = 3000

    /// The size that counts: modules, or half the lines drawn (for navigation, relations: parallel edges are one line) when they dominate.
    public static func size(modules: Int, edges: Int) -> Int { max(modules, edges / 2) }

    public static func plan(layout: String, modules: Int, edges: Int) -> [LayoutChoice] {
        guard layout == "auto" else { return [LayoutChoice(engine: layout)] }
        let size = size(modules: modules, edges: edges)
        var choices: [LayoutChoice] = []
        if size <= labelledDotLimit { choices.append(LayoutChoice(engine: "dot")) }
        if size <= dotLimit { choices.append(LayoutChoice(engine: "dot", edgeLabels: false)) }
        if size <= sfdpLimit { choices.append(LayoutChoice(engine: "sfdp", edgeLabels: false)) }
        choices.append(LayoutChoice(engine: "sfdp", edgeLabels: false, collapsed: true))
        return choices
    }

    /// Graph attributes an engine needs on a map: sfdp removes overlaps and draws straight edges.
    public static func graphAttributes(_ choice: LayoutChoice) -> [String] {
        choice.engine == "dot" ? [] : ["overlap=false", "splines=false", "outputorder=edgesfirst"]
    }
}
