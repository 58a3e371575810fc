import Foundation
import ViperMapModel

/// What the HTML map's panel, search and paths read: a compact index of the graph (names, roles,
/// file:line, edges, the ids of the picture's parts), not the graph JSON itself, so that a big app's
/// map stays small. Pure; encoded with sorted keys, the same graph gives the same bytes.
public struct MapIndex: Encodable, Equatable, Sendable {
    public struct Component: Encodable, Equatable, Sendable {
        /// name, role, file (`~/…` inside the module's folder, to keep the index small), line
        var n: String, r: String, f: String, l: Int
    }

    public struct Module: Encodable, Equatable, Sendable {
        var name: String
        var path: String
        /// The build targets that compile it, when the map covers more than one (omitted otherwise).
        var targets: [String]?
        /// The node's id in the navigation picture and in the dependencies picture.
        var id: String, did: String
        /// Link to the module's docs page, when the map sits in a docs site.
        var docs: String?
        var components: [Component]
        var contracts: [String]
        /// Where the scan stopped following the module's navigation (omitted when nowhere).
        var gaps: [Gap]?
        /// The map level the module is drawn on (omitted: the first).
        var lv: Int?
        /// What it is for: the first sentence of its README or doc comments (omitted when none).
        var about: String?
        /// How to make it: each entry point's declaration (omitted when none found).
        var opens: [String]?
        /// The services its components hold or call (omitted when none).
        var services: [Service]?
        /// The ways in from outside that open it (omitted when none).
        var outside: [Outside]?
        /// Its code's transition sites and how many the scan followed (omitted in graphs without coverage).
        var cs: Int?, cf: Int?
        /// A picture of its screen as a data URL, and where it comes from (omitted when none).
        var pic: String?, pf: String?
    }

    public struct Outside: Encodable, Equatable, Sendable {
        /// kind, pattern, how, handler, file, line
        var k: String, p: String, h: String, v: String, f: String, l: Int
    }

    public struct Service: Encodable, Equatable, Sendable {
        /// name, kind, the other modules that use it
        var n: String, k: String, o: [String]
    }

    /// One picture of a map with levels: the features overview (0), then each feature's map.
    public struct Level: Encodable, Equatable, Sendable {
        /// name, the level it opens from (-1: none), its node's id on that level's picture, how many modules it holds
        var name: String, parent: Int, node: String, count: Int
    }

    /// A navigation kind's line, for the legend beside the kinds' toggles: colour, style, arrowhead.
    public struct KindStyle: Encodable, Equatable, Sendable {
        var c: String, s: String, h: String
    }

    public struct Gap: Encodable, Equatable, Sendable {
        /// message, file, line
        var m: String, f: String, l: Int
    }

    public struct Navigation: Encodable, Equatable, Sendable {
        /// from, to, kind, via, file, line, and the id of the line it is drawn on.
        var f: String, t: String, k: String, v: String, file: String, line: Int, id: String
    }

    public struct Dependency: Encodable, Equatable, Sendable {
        /// from, to, kind (module, import, sdk), the first reasons.
        var f: String, t: String, k: String, r: [String]
    }

    var modules: [Module]
    var navigation: [Navigation]
    var dependencies: [Dependency]
    /// Where paths start: `App`, or the modules no forward navigation enters.
    var entry: [String]
    /// The app node's id when the picture has one.
    var app: String?
    /// A link template for file:line (`{path}`, `{line}`), when given.
    var source: String?
    var kinds: [String]
    var kindStyles: [String: KindStyle]
    /// Module labels' size in the pictures (points), for opening the map at a zoom where they read.
    var fontSize: Int
    /// The map's levels, when it has more than one (a big app: features first).
    var levels: [Level]?

    /// The levels of a map drawn feature by feature: the overview, then every feature of `tree` in `tree.all` order.
    public static func levels(_ tree: FeatureTree) -> [Level] {
        var result = [Level(name: "All features", parent: -1, node: "", count: tree.features.reduce(0) { $0 + $1.modules.count })]
        func visit(_ feature: Feature, parent: Int) {
            let index = result.count
            result.append(Level(name: feature.name, parent: parent, node: "vmf\(index)", count: feature.modules.count))
            feature.children.forEach { visit($0, parent: index) }
        }
        tree.features.forEach { visit($0, parent: 0) }
        return result
    }

    /// Each feature's level number (as `levels` numbers them), by feature id.
    public static func levelNumbers(_ tree: FeatureTree) -> [String: Int] {
        var numbers: [String: Int] = [:]
        for (index, feature) in tree.all.enumerated() { numbers[feature.id] = index + 1 }
        return numbers
    }

    /// `docsLink`: a template such as `modules/{name}.md` (nil: no docs links); `sourceURL`: `{path}`, `{line}`.
    /// `screens`: each module's picture (the first drawn).
    public init(_ graph: Graph, docsLink: String? = nil, sourceURL: String? = nil, theme: Theme = .light, tree: FeatureTree? = nil,
                screens: [ScreenDrawing.Picture] = []) {
        var pictureOf: [String: ScreenDrawing.Picture] = [:]
        for picture in screens where pictureOf[picture.module] == nil && picture.fitsInPage { pictureOf[picture.module] = picture }
        let ids = MapElementIDs(graph)
        var levelOf: [String: Int] = [:]
        if let tree {
            let numbers = Self.levelNumbers(tree)
            for feature in tree.all where feature.children.isEmpty { for name in feature.modules { levelOf[name] = numbers[feature.id] } }
        }
        let pages = PageNames(graph.modules.map(\.name))
        let lookups = GraphIndex(graph)
        let serviceUsers = ServiceIndex(graph)
        let waysIn = Dictionary(grouping: graph.entries ?? [], by: \.to)
        modules = graph.modules.sorted { $0.name < $1.name }.map { module in
            Module(name: module.name, path: module.path, targets: (graph.targets?.count ?? 0) > 1 ? module.targets : nil,
                   id: ids.node(module.name), did: ids.dependencyNode(module.name),
                   docs: docsLink.map { pages.link($0, module.name) },
                   components: module.components.sorted { ($0.role, $0.name) < ($1.role, $1.name) }
                       .map { component in
                           let inside = !module.path.isEmpty && component.file.hasPrefix(module.path + "/")
                           return Component(n: component.name, r: component.role.rawValue,
                                            f: inside ? "~" + component.file.dropFirst(module.path.count) : component.file, l: component.line)
                       },
                   contracts: module.contracts.map(\.name).sorted(),
                   gaps: Self.gaps(lookups.diagnostics(of: module)), lv: levelOf[module.name],
                   about: ModuleAbout.summary(of: module),
                   opens: module.entryPoints.map { $0.map(\.declaration) },
                   services: module.services.map { $0.map { Service(n: $0.name, k: $0.kind, o: serviceUsers.modules(using: $0.name).filter { $0 != module.name }) } },
                   outside: waysIn[module.name].map { $0.map { Outside(k: $0.kind, p: $0.pattern, h: $0.how.rawValue, v: $0.via, f: $0.file, l: $0.line) } },
                   cs: module.coverage?.sites, cf: module.coverage?.followed,
                   pic: pictureOf[module.name].map(\.dataURL), pf: pictureOf[module.name].map(\.origin))
        }
        // Each edge names the line it is drawn on: its own, or (a folded pop or dismiss) the line that showed the screen.
        var lineOf: [NavigationEdge: String] = [:]
        for line in DrawnLine.lines(graph.navigation, backEdges: .fold) {
            let id = ids.line(from: line.from, to: line.to, kind: line.kind)
            for edge in line.edges + (line.back?.edges ?? []) { lineOf[edge] = id }
        }
        navigation = graph.navigation.sorted().map { edge in
            Navigation(f: edge.from, t: edge.to, k: edge.kind.rawValue, v: edge.via, file: edge.file, line: edge.line,
                       id: lineOf[edge] ?? ids.line(from: edge.from, to: edge.to, kind: edge.kind))
        }
        dependencies = graph.dependencies.filter { $0.kind != .sdk }.sorted().map {
            Dependency(f: $0.from, t: $0.to, k: $0.kind.rawValue, r: Array($0.reasons.prefix(3)))
        }
        entry = AppEntry.modules(graph)
        app = graph.navigation.contains { $0.from == appModuleName || $0.to == appModuleName } ? ids.node(appModuleName) : nil
        source = sourceURL
        kinds = Set(graph.navigation.map(\.kind)).sorted().map(\.rawValue)
        kindStyles = Dictionary(uniqueKeysWithValues: Set(graph.navigation.map(\.kind)).map { kind in
            let edge = theme.edge(kind)
            return (kind.rawValue, KindStyle(c: edge.color, s: edge.style, h: edge.arrowhead))
        })
        levels = tree.map(Self.levels)
        fontSize = NavigationDOTEncoder(theme: theme).moduleFontSize
    }

    private static func gaps(_ diagnostics: [Diagnostic]) -> [Gap]? {
        let gaps = diagnostics.filter(\.isNavigationGap).map { Gap(m: $0.message, f: $0.file, l: $0.line ?? 0) }
        return gaps.isEmpty ? nil : gaps
    }

    /// The index as JSON that is safe inside a `<script>` element (no `<`, `>` or `&` left unescaped).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let text = String(decoding: (try? encoder.encode(self)) ?? Data("{}".utf8), as: UTF8.self)
        return text.replacingOccurrences(of: "<", with: "\\u003c").replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }
}
