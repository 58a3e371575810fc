import ViperMapModel

/// The union of two app maps with each module and edge marked added, removed, changed or
/// unchanged, cut down to the changes and their neighbourhood. The SVG and Mermaid pictures of a
/// diff are drawn from it, so both sides share one layout.
public struct DiffPicture: Equatable, Sendable {
    public enum Status: String, CaseIterable, Comparable, Sendable {
        case added, removed, changed, unchanged

        public static func < (lhs: Status, rhs: Status) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public struct Node: Equatable, Sendable {
        public var name: String
        public var status: Status
        /// The folder holding the module's home folder (clusters the picture like the app map).
        public var folder: String
        public var path: String
        /// Why it is marked ("renamed from Login", "2 contract changes").
        public var note: String
        /// The base name of a renamed module.
        public var oldName: String? = nil

        /// What the picture shows on the node.
        public var label: String { oldName.map { "\(name)\n(was \($0))" } ?? name }
    }

    public struct Edge: Equatable, Sendable {
        public var from: String
        public var to: String
        /// The navigation kind (head's for a kind change), or nil for a module dependency.
        public var kind: NavigationKind?
        public var oldKind: NavigationKind?
        public var status: Status
        public var via: String

        public init(from: String, to: String, kind: NavigationKind?, oldKind: NavigationKind?, status: Status, via: String) {
            self.from = from
            self.to = to
            self.kind = kind
            self.oldKind = oldKind
            self.status = status
            self.via = via
        }
    }

    public var nodes: [Node]
    public var edges: [Edge]
    /// Modules of the union left out by the context cut.
    public var hidden: Int

    /// `context`: hops around the changes (navigation or changed dependency edges, either
    /// direction); nil for the whole union.
    public init(base: Graph, head: Graph, diff: GraphDiff, context: Int?) {
        var renames: [String: String] = [:]
        for change in diff.modules where change.change == .renamed { renames[change.oldName!] = change.name }
        let translated = GraphDiffer.rename(base, renames)
        var nodes: [String: Node] = [:]
        func add(_ module: Module, _ status: Status, note: String = "") {
            nodes[module.name] = Node(name: module.name, status: status, folder: NavigationDOTEncoder.folder(module), path: module.path, note: note)
        }
        for module in translated.modules { add(module, .removed) }
        for module in head.modules { add(module, nodes[module.name] == nil ? .added : .unchanged) }
        var notes: [String: [String]] = [:]
        for change in diff.modules where change.change == .renamed { notes[change.name, default: []].append("renamed from \(change.oldName!)") }
        for change in diff.components { notes[change.module, default: []].append("component \(change.name) \(change.change.rawValue)") }
        for change in diff.contracts { notes[change.module, default: []].append("\(change.contract) \(change.requirement == nil ? "" : "requirement ")\(change.change.rawValue)") }
        for (name, list) in notes where nodes[name]?.status == .unchanged {
            nodes[name]!.status = .changed
            nodes[name]!.note = list.sorted().joined(separator: "; ")
        }
        for (old, new) in renames where nodes[new] != nil { nodes[new]!.oldName = old }

        // One edge per pair and kind: head's, then base's that head lost.
        var edges: [Edge] = []
        var seen: Set<String> = []
        let changed = Dictionary(diff.navigation.map { ("\($0.from)\u{0}\($0.to)\u{0}\($0.kind.rawValue)", $0) }, uniquingKeysWith: { a, _ in a })
        for edge in head.navigation.sorted() + translated.navigation.sorted() {
            let key = "\(edge.from)\u{0}\(edge.to)\u{0}\(edge.kind.rawValue)"
            guard seen.insert(key).inserted else { continue }
            let change = changed[key]
            if let change, change.change == .changed {
                seen.insert("\(edge.from)\u{0}\(edge.to)\u{0}\(change.oldKind!.rawValue)")
            }
            let status: Status = switch change?.change {
            case .added?: .added
            case .removed?: .removed
            case .changed?: .changed
            default: .unchanged
            }
            edges.append(Edge(from: edge.from, to: edge.to, kind: edge.kind, oldKind: change?.oldKind, status: status, via: edge.via))
        }
        for change in diff.dependencies where change.kind == .module {
            edges.append(Edge(from: change.from, to: change.to, kind: nil, oldKind: nil,
                              status: change.change == .added ? .added : .removed, via: change.reasons.first ?? ""))
        }
        // `App` (entry code) is a node when navigation touches it.
        for edge in edges {
            for end in [edge.from, edge.to] where nodes[end] == nil {
                nodes[end] = Node(name: end, status: .unchanged, folder: "", path: "", note: end == appModuleName ? "App entry code" : "")
            }
        }

        var kept = Set(nodes.keys)
        if let context {
            var adjacent: [String: Set<String>] = [:]
            for edge in edges {
                adjacent[edge.from, default: []].insert(edge.to)
                adjacent[edge.to, default: []].insert(edge.from)
            }
            var frontier = Set(nodes.values.filter { $0.status != .unchanged }.map(\.name))
            for edge in edges where edge.status != .unchanged { frontier.formUnion([edge.from, edge.to]) }
            kept = frontier
            for _ in 0..<max(0, context) {
                frontier = Set(frontier.flatMap { adjacent[$0] ?? [] }).subtracting(kept)
                kept.formUnion(frontier)
            }
        }
        self.nodes = nodes.values.filter { kept.contains($0.name) }.sorted { $0.name < $1.name }
        self.edges = edges.filter { kept.contains($0.from) && kept.contains($0.to) }
            .sorted { ($0.from, $0.to, $0.kind?.rawValue ?? "~", $0.status) < ($1.from, $1.to, $1.kind?.rawValue ?? "~", $1.status) }
        self.hidden = nodes.count - self.nodes.count
    }

    /// One line of the picture: an edge and, folded onto it, the pop or dismiss back along it.
    public struct Line: Equatable, Sendable {
        public var edge: Edge
        public var back: Edge?
    }

    /// The lines drawn, by the pictures' rule: a pop or dismiss B → A is the back arrowhead of A → B when that
    /// line shows the screen and both have the same status (a back edge added or removed on its own stays a
    /// line of its own, so the change shows).
    public var lines: [Line] {
        var backOf: [Int: Int] = [:]  // forward edge index -> back edge index
        var loose: [Int] = []
        for (index, edge) in edges.enumerated() {
            guard let kind = edge.kind, kind.isBackward else { continue }
            // Back along the line that showed it: a pop along a push, a dismiss along a present, else any.
            let preferred: [NavigationKind] = kind == .pop ? [.push, .embed, .present, .root, .unknown] : [.present, .push, .embed, .root, .unknown]
            let partner = preferred.lazy.compactMap { shown in
                self.edges.indices.first { i in
                    let other = self.edges[i]
                    return other.kind == shown && other.from == edge.to && other.to == edge.from && other.status == edge.status && backOf[i] == nil
                }
            }.first
            if let partner { backOf[partner] = index } else { loose.append(index) }
        }
        var result: [Line] = []
        for (index, edge) in edges.enumerated() where !(edge.kind?.isBackward ?? false) {
            result.append(Line(edge: edge, back: backOf[index].map { edges[$0] }))
        }
        result += loose.map { Line(edge: edges[$0], back: nil) }
        return result.sorted { a, b in
            (a.edge.from, a.edge.to, a.edge.kind?.rawValue ?? "~", a.edge.status) < (b.edge.from, b.edge.to, b.edge.kind?.rawValue ?? "~", b.edge.status)
        }
    }

    /// What one side of the diff shows: base drops what was added, head what was removed.
    public func side(_ side: Side) -> DiffPicture {
        guard side != .union else { return self }
        let gone: Status = side == .base ? .added : .removed
        var copy = self
        copy.nodes = nodes.filter { $0.status != gone }
        copy.edges = edges.filter { $0.status != gone }
        if side == .base {
            copy.edges = copy.edges.map { edge in
                guard edge.status == .changed, let old = edge.oldKind else { return edge }
                var before = edge
                before.kind = old
                before.oldKind = nil
                return before
            }
        }
        return copy
    }

    public enum Side: String, CaseIterable, Sendable {
        case union, base, head
    }
}
