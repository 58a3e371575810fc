import ViperMapModel

/// A group of modules drawn as one box, or as one node on a big map's overview: the folder level above
/// the modules (user stories, flows, tabs), or, where folders say nothing, a community of the
/// navigation graph. A feature too big to draw module by module has features of its own.
public struct Feature: Sendable, Equatable {
    public enum Source: String, Sendable { case folder, navigation, unconnected }
    /// Unique in the tree; page names come from it.
    public var id: String
    public var name: String
    public var source: Source
    /// Every module inside, sub-features' too, by name.
    public var modules: [String]
    /// Set when `modules` are more than a map draws one by one (`FeatureTree.mapLimit`).
    public var children: [Feature]
}

/// Modules grouped into features, and features into features while they are too big to draw.
/// Folders first: the first folder under the modules' common folder (descending into a folder that
/// holds most of the app, such as `UserStories`); modules the folders leave alone, and features too
/// big for one map, are grouped by the navigation between them (`Communities.louvain`, sorted input).
/// Pure and deterministic.
public struct FeatureTree: Sendable, Equatable {
    /// Past this many modules a map shows features, not modules.
    public static let mapLimit = 60
    /// At most this many communities side by side on one level.
    public static let levelLimit = 30
    /// Top-level features: every module is in exactly one (when the tree is built `complete`), else only
    /// the folder features of two or more modules.
    public var features: [Feature]

    public init(features: [Feature]) { self.features = features }

    /// Folder features only (two or more modules each), for boxes on a module-by-module map.
    public static func folders(_ modules: [Module]) -> FeatureTree {
        let groups = folderGroups(modules.map { ($0.name, ancestors($0.path)) }, depth: 0, total: modules.count)
        return FeatureTree(features: groups.compactMap { group in
            group.members.count >= 2 ? Feature(id: "folder:" + group.path, name: group.name, source: .folder, modules: group.members.sorted(), children: []) : nil
        }.sorted { $0.id < $1.id })
    }

    /// Every module in a feature, features split until each holds at most `mapLimit` modules.
    public static func complete(_ graph: Graph) -> FeatureTree {
        let links = NavigationLinks(graph)
        let entries = graph.modules.map { ($0.name, ancestors($0.path)) }
        return FeatureTree(features: split(entries, depth: 0, links: links, prefix: ""))
    }

    /// The nodes of an overview of `level` (a tree's top features, or a feature's children): a feature with
    /// features of its own is opened into them, biggest first, while the overview stays within `limit` nodes,
    /// so that three folders of a hundred modules each show their thirty features, not three nodes. Each
    /// node comes with the feature it was opened from (drawn as a box around it).
    public static func overview(_ level: [Feature], limit: Int = 40) -> [(parent: Feature?, feature: Feature)] {
        var nodes: [(parent: Feature?, feature: Feature)] = level.map { (nil, $0) }
        while true {
            let open = nodes.indices.filter { nodes[$0].parent == nil && !nodes[$0].feature.children.isEmpty }
                .max { (nodes[$0].feature.modules.count, nodes[$1].feature.id) < (nodes[$1].feature.modules.count, nodes[$0].feature.id) }
            guard let index = open, nodes.count - 1 + nodes[index].feature.children.count <= limit else { break }
            let parent = nodes[index].feature
            nodes.replaceSubrange(index...index, with: parent.children.map { (parent, $0) })
        }
        return nodes
    }

    /// The features a module sits in, outermost first.
    public func chain(of module: String) -> [Feature] {
        var level = features
        var chain: [Feature] = []
        while let found = level.first(where: { $0.modules.contains(module) }) {
            chain.append(found)
            level = found.children
        }
        return chain
    }

    /// Each module's top-level feature.
    public var owners: [String: Feature] {
        Dictionary(features.flatMap { top in top.modules.map { ($0, top) } }, uniquingKeysWith: { a, _ in a })
    }

    /// Every feature, parents before their children.
    public var all: [Feature] {
        var out: [Feature] = []
        func visit(_ f: Feature) { out.append(f); f.children.forEach(visit) }
        features.forEach(visit)
        return out
    }

    // MARK: - Folders

    static func ancestors(_ path: String) -> [String] {
        Array(path.split(separator: "/").dropLast().map(String.init))
    }

    struct FolderGroup { var path: String; var name: String; var members: [String] }

    /// Groups by the first folder under the common one; a folder holding more than half of the modules
    /// (a container of features, not a feature) is split by its own sub-folders when they split it.
    static func folderGroups(_ entries: [(String, [String])], depth: Int, total: Int) -> [FolderGroup] {
        guard !entries.isEmpty else { return [] }
        var common = entries[0].1.count
        for (_, folders) in entries {
            common = min(common, folders.count)
            if depth < common { for i in depth..<common where folders[i] != entries[0].1[i] { common = i; break } }
        }
        var byFolder: [String: [(String, [String])]] = [:]
        var loose: [String] = []
        for entry in entries {
            if entry.1.count > common { byFolder[entry.1[common], default: []].append(entry) } else { loose.append(entry.0) }
        }
        guard byFolder.count >= 2 || (byFolder.count == 1 && !loose.isEmpty) else {
            return [FolderGroup(path: "", name: "", members: entries.map(\.0))]
        }
        var groups: [FolderGroup] = loose.isEmpty ? [] : [FolderGroup(path: "", name: "", members: loose)]
        for (folder, members) in byFolder.sorted(by: { $0.key < $1.key }) {
            let path = (entries[0].1.prefix(common) + [folder]).joined(separator: "/")
            if members.count * 2 > total, members.count >= 4 {
                let inner = folderGroups(members, depth: common + 1, total: members.count)
                if inner.filter({ !$0.path.isEmpty }).count >= 2 {
                    // Modules right in the container folder are loose; the rest are its sub-folders' features.
                    groups += inner.map { $0.path.isEmpty ? FolderGroup(path: "", name: "", members: $0.members) : $0 }
                    continue
                }
            }
            groups.append(FolderGroup(path: path, name: folder, members: members.map(\.0)))
        }
        // Loose modules gathered in one list.
        let looseMembers = groups.filter { $0.path.isEmpty }.flatMap(\.members)
        return (looseMembers.isEmpty ? [] : [FolderGroup(path: "", name: "", members: looseMembers)]) + groups.filter { !$0.path.isEmpty }
    }

    // MARK: - Splitting big maps

    static func split(_ entries: [(String, [String])], depth: Int, links: NavigationLinks, prefix: String) -> [Feature] {
        var features: [Feature] = []
        for group in folderGroups(entries, depth: depth, total: entries.count) {
            if group.path.isEmpty || group.members.count < 2 {
                // Folders say nothing here: the navigation does.
                features += communities(group.members, links: links, prefix: prefix)
            } else {
                var feature = Feature(id: prefix + "folder:" + group.path, name: group.name, source: .folder, modules: group.members.sorted(), children: [])
                if group.members.count > mapLimit {
                    let members = Set(group.members)
                    let inner = entries.filter { members.contains($0.0) }
                    let folders = group.path.split(separator: "/").count
                    let children = split(inner, depth: folders, links: links, prefix: feature.id + "/")
                    feature.children = children.count > 1 ? children : communities(group.members, links: links, prefix: feature.id + "/", force: true)
                }
                features.append(feature)
            }
        }
        return features.sorted { ($0.source == .unconnected ? 1 : 0, $0.id) < ($1.source == .unconnected ? 1 : 0, $1.id) }
    }

    /// Communities of the navigation among `members`; a community still past `mapLimit` is split again
    /// (one level of moves, then by flow order); modules with no navigation among them in chunks.
    static func communities(_ members: [String], links: NavigationLinks, prefix: String, force: Bool = false) -> [Feature] {
        let names = members.sorted()
        guard names.count > 1 else {
            return names.map { Feature(id: prefix + "module:" + $0, name: $0, source: .navigation, modules: [$0], children: []) }
        }
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        let edges = links.edges(among: index)
        var groups = Communities.louvain(count: names.count, edges: edges)
        if groups.count == 1 && (force || names.count > mapLimit) {
            groups = Communities.louvain(count: names.count, edges: edges, passes: 1)
        }
        var features: [Feature] = []
        var alone: [String] = []
        for group in groups {
            let groupNames = group.map { names[$0] }
            if group.count == 1 { alone.append(groupNames[0]); continue }
            features += named(groupNames, links: links, prefix: prefix)
        }
        if !alone.isEmpty {
            let chunks = stride(from: 0, to: alone.count, by: mapLimit).map { Array(alone[$0..<min($0 + mapLimit, alone.count)]) }
            for (n, chunk) in chunks.enumerated() {
                let name = chunks.count == 1 ? "no navigation between them" : "no navigation between them (\(n + 1) of \(chunks.count))"
                features.append(Feature(id: prefix + "alone:\(n + 1)", name: name, source: .unconnected, modules: chunk, children: []))
            }
        }
        return binned(features, links: links, prefix: prefix)
    }

    /// More features than one level shows: neighbours kept together (breadth first over the navigation
    /// between features, biggest first) and cut into at most `levelLimit` runs, each a feature holding them.
    static func binned(_ features: [Feature], links: NavigationLinks, prefix: String) -> [Feature] {
        guard features.count > levelLimit else { return features }
        var owner: [String: Int] = [:]
        for (i, feature) in features.enumerated() { for name in feature.modules { owner[name] = i } }
        var next = [Set<Int>](repeating: [], count: features.count)
        for (i, feature) in features.enumerated() {
            for name in feature.modules { for other in (links.neighbours[name] ?? [:]).keys { if let j = owner[other], j != i { next[i].insert(j) } } }
        }
        let bySize = features.indices.sorted { (features[$0].modules.count, features[$1].id) > (features[$1].modules.count, features[$0].id) }
        var order: [Int] = [], seen: Set<Int> = []
        for start in bySize where seen.insert(start).inserted {
            var queue = [start], head = 0
            while head < queue.count {
                let at = queue[head]; head += 1
                order.append(at)
                for j in next[at].sorted(by: { (features[$0].modules.count, features[$1].id) > (features[$1].modules.count, features[$0].id) }) where seen.insert(j).inserted { queue.append(j) }
            }
        }
        let per = (features.count + levelLimit - 1) / levelLimit
        let runs = stride(from: 0, to: order.count, by: max(per, 2)).map { Array(order[$0..<min($0 + max(per, 2), order.count)]) }
        let bins = runs.map { run -> Feature in
            let members = run.map { features[$0] }
            let lead = members.max { ($0.modules.count, $1.id) < ($1.modules.count, $0.id) }!
            let modules = members.flatMap(\.modules).sorted()
            let id = prefix + "group:" + lead.id
            func moved(_ f: Feature) -> Feature {
                var f = f
                f.id = id + "/" + f.id.dropFirst(prefix.count)
                f.children = f.children.map(moved)
                return f
            }
            return members.count == 1 ? lead : Feature(id: id, name: lead.name + " and \(members.count - 1) more", source: .navigation, modules: modules, children: members.map(moved))
        }
        return binned(bins, links: links, prefix: prefix)
    }

    /// A community, named after its hub (the member with most navigation inside it); past `mapLimit`
    /// it holds features of its own.
    static func named(_ members: [String], links: NavigationLinks, prefix: String) -> [Feature] {
        let inside = Set(members)
        let hub = members.max { (links.degree($0, within: inside), $1) < (links.degree($1, within: inside), $0) }!
        var feature = Feature(id: prefix + "around:" + hub, name: "around \(hub)", source: .navigation, modules: members.sorted(), children: [])
        if members.count > mapLimit {
            var children = communities(members, links: links, prefix: feature.id + "/", force: true)
            // One knot, or a split that barely shrinks it: pieces of the flow order (every level must shrink).
            if children.count <= 1 || children.contains(where: { $0.modules.count * 4 > members.count * 3 }) {
                // One tight knot: in pieces of the flow order.
                let order = links.flowOrder(members)
                children = stride(from: 0, to: order.count, by: mapLimit).map { start in
                    let piece = Array(order[start..<min(start + mapLimit, order.count)])
                    return Feature(id: feature.id + "/part:\(start / mapLimit + 1)", name: "around \(hub), part \(start / mapLimit + 1)", source: .navigation, modules: piece.sorted(), children: [])
                }
            }
            feature.children = children
        }
        return [feature]
    }
}

/// The navigation between modules as undirected weighted links (one per pair, however many edges).
struct NavigationLinks: Sendable, Equatable {
    var neighbours: [String: [String: Double]] = [:]
    var forward: [String: [String]] = [:]

    init(_ graph: Graph) {
        for edge in graph.navigation where edge.from != edge.to && edge.from != appModuleName && edge.to != appModuleName {
            neighbours[edge.from, default: [:]][edge.to, default: 0] += 1
            neighbours[edge.to, default: [:]][edge.from, default: 0] += 1
            if !edge.kind.isBackward { forward[edge.from, default: []].append(edge.to) }
        }
    }

    func edges(among index: [String: Int]) -> [(Int, Int, Double)] {
        var out: [(Int, Int, Double)] = []
        for (name, i) in index.sorted(by: { $0.value < $1.value }) {
            for (other, w) in (neighbours[name] ?? [:]).sorted(by: { $0.key < $1.key }) {
                if let j = index[other], i < j { out.append((i, j, w)) }
            }
        }
        return out
    }

    func degree(_ name: String, within: Set<String>) -> Int {
        (neighbours[name] ?? [:]).keys.filter { within.contains($0) }.count
    }

    /// Breadth first along forward navigation inside `members`, from those nothing inside enters.
    func flowOrder(_ members: [String]) -> [String] {
        let inside = Set(members)
        var entered: Set<String> = []
        for name in members { for next in forward[name] ?? [] where inside.contains(next) { entered.insert(next) } }
        var order: [String] = []
        var seen: Set<String> = []
        for start in members.sorted().filter({ !entered.contains($0) }) + members.sorted() where seen.insert(start).inserted {
            var queue = [start], head = 0
            while head < queue.count {
                let name = queue[head]; head += 1
                order.append(name)
                for next in (forward[name] ?? []).sorted() where inside.contains(next) && seen.insert(next).inserted { queue.append(next) }
            }
        }
        return order
    }
}
