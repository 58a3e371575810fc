/// How a map reads when fitted whole to a window: the module labels' height in screen pixels, from
/// Graphviz's layout (`plain`: the drawing's size in inches). A map is drawn in the first shape whose
/// labels reach the minimum in every window (a screen, and a docs column), else in the shape that
/// comes closest. Pure: layout text in, figures out.
public enum ScreenFit {
    public struct Window: Sendable, Equatable {
        public var width: Double, height: Double
        /// Below this label height (px) the map does not read in this window.
        public var minimum: Double
    }

    /// A screen (as the HTML map opens and a browser shows the SVG) and a docs page's column.
    public static let windows = [Window(width: 1600, height: 1000, minimum: 11), Window(width: 980, height: 1400, minimum: 9)]

    /// The drawing's size in points from `plain` (its first row: `graph scale width height`, inches),
    /// with Graphviz's 4-point margin on each side.
    public static func size(plain: String) -> (width: Double, height: Double)? {
        guard let first = plain.split(separator: "\n").first else { return nil }
        let fields = first.split(separator: " ")
        guard fields.count >= 4, fields[0] == "graph", let w = Double(fields[2]), let h = Double(fields[3]) else { return nil }
        return (w * 72 + 8, h * 72 + 8)
    }

    /// Label height in pixels in each of `windows` for labels of `fontSize` points on a drawing of `size`.
    public static func labelPixels(width: Double, height: Double, fontSize: Double, windows: [Window] = windows) -> [Double] {
        windows.map { fontSize * min($0.width / max(width, 1), $0.height / max(height, 1)) }
    }

    /// The worst window's label height over its minimum: 1 or more reads everywhere.
    public static func score(width: Double, height: Double, fontSize: Double, windows: [Window] = windows) -> Double {
        zip(labelPixels(width: width, height: height, fontSize: fontSize, windows: windows), windows).map { $0 / $1.minimum }.min() ?? 0
    }

    /// The aspects (width over height) a map should have: between a docs column and a wide screen.
    public static let aspects = 0.6...1.8

    /// Among `candidates` in order: the first that reads in every window with an aspect in `aspects` (when
    /// `preferAspect`), else of those that read the one whose aspect is nearest `aspects` (by ratio; the first on
    /// a tie: a three-module chain is drawn less long), else the best; `measure` lays one out and gives its score
    /// and aspect (nil: Graphviz could not draw it). Returns nil when none could be drawn.
    public static func choose<C, R>(_ candidates: [C], preferAspect: Bool = false,
                                    measure: (C) throws -> (score: Double, aspect: Double, result: R)?) rethrows -> (candidate: C, result: R, score: Double)? {
        var best: (candidate: C, result: R, score: Double)? = nil
        var nearest: (candidate: C, result: R, score: Double, off: Double)? = nil
        for candidate in candidates {
            guard let measured = try measure(candidate) else { continue }
            if measured.score >= 1 {
                if !preferAspect || aspects.contains(measured.aspect) { return (candidate, measured.result, measured.score) }
                let off = outside(measured.aspect)
                if nearest == nil || off < nearest!.off { nearest = (candidate, measured.result, measured.score, off) }
            }
            if best == nil || measured.score > best!.score { best = (candidate, measured.result, measured.score) }
        }
        return nearest.map { ($0.candidate, $0.result, $0.score) } ?? best
    }

    /// How far an aspect lies outside `aspects`, as a ratio (1: inside).
    static func outside(_ aspect: Double) -> Double {
        aspect < aspects.lowerBound ? aspects.lowerBound / max(aspect, 0.0001) : aspect > aspects.upperBound ? aspect / aspects.upperBound : 1
    }
}

/// The shape of a module-by-module map: rank direction, edge labels, spacing, and how wide fans of
/// screens that lead nowhere else are staggered over several ranks (a wide row wraps).
public struct MapShape: Sendable, Equatable, CustomStringConvertible {
    public var rankdir: String
    public var edgeLabels: Bool
    public var nodesep: Double
    public var ranksep: Double
    /// Leaves of one module spread over this many ranks (1: all in one).
    public var stagger: Int
    /// A features overview with its nodes pinned on a grid (drawn by neato, which then only routes the lines):
    /// as compact as the labels allow, where dot strings a hub's features along one rank.
    public var grid: Bool

    public init(rankdir: String = "LR", edgeLabels: Bool = true, nodesep: Double = 0.35, ranksep: Double = 0.6, stagger: Int = 1, grid: Bool = false) {
        self.rankdir = rankdir
        self.edgeLabels = edgeLabels
        self.nodesep = nodesep
        self.ranksep = ranksep
        self.stagger = stagger
        self.grid = grid
    }

    public static let standard = MapShape()

    /// Best first: left to right with the methods on the lines; top down; the methods in the tooltips;
    /// tighter, with wide fans wrapped.
    public static let candidates: [MapShape] = [
        MapShape(),
        MapShape(rankdir: "TB"),
        MapShape(edgeLabels: false),
        MapShape(rankdir: "TB", edgeLabels: false),
        MapShape(rankdir: "TB", edgeLabels: false, nodesep: 0.2, ranksep: 0.4, stagger: 2),
        MapShape(rankdir: "LR", edgeLabels: false, nodesep: 0.15, ranksep: 0.4, stagger: 2),
        MapShape(rankdir: "TB", edgeLabels: false, nodesep: 0.15, ranksep: 0.35, stagger: 3),
        MapShape(rankdir: "LR", edgeLabels: false, nodesep: 0.12, ranksep: 0.3, stagger: 3),
        MapShape(rankdir: "LR", edgeLabels: false, nodesep: 0.1, ranksep: 0.25, stagger: 4),
    ]

    /// For the many maps of a big app's features (each at most `FeatureTree.mapLimit` modules): top down,
    /// methods in the tooltips, then tighter, then left to right with wide fans wrapped (a feature of long
    /// chains is wide top down).
    public static let bulk: [MapShape] = [
        MapShape(rankdir: "TB", edgeLabels: false),
        MapShape(rankdir: "TB", edgeLabels: false, nodesep: 0.2, ranksep: 0.4, stagger: 2),
        MapShape(rankdir: "LR", edgeLabels: false, nodesep: 0.15, ranksep: 0.4, stagger: 2),
        MapShape(rankdir: "LR", edgeLabels: false, nodesep: 0.12, ranksep: 0.3, stagger: 3),
    ]

    public var description: String {
        if grid { return "on a grid" }
        var parts = [rankdir == "LR" ? "left to right" : "top down"]
        if !edgeLabels { parts.append("methods in the tooltips") }
        if stagger > 1 { parts.append("wide fans over \(stagger) ranks") }
        return parts.joined(separator: ", ")
    }
}
