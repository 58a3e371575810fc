/// Communities of an undirected weighted graph by modularity (the Louvain method: move each node to
/// the neighbouring community that gains most, in a fixed order, until nothing moves; then fold each
/// community into one node and start again). Deterministic: nodes are visited in the order given and
/// ties go to the community seen first, so the same input always gives the same communities.
/// Pure: nodes and weights in, groups of node indices out.
public enum Communities {
    /// `resolution` below 1 makes fewer, bigger communities.
    /// `count` nodes; `edges` as (a, b, weight) (repeats add up; a loop a = b counts in a's degree). Returns the communities as
    /// sorted lists of node indices, ordered by their smallest index. A node with no edge is a community of its own.
    public static func louvain(count: Int, edges: [(Int, Int, Double)], passes: Int = 12, resolution: Double = 1) -> [[Int]] {
        guard count > 0 else { return [] }
        // The current level: node → its community at the first level's nodes.
        var membership = Array(0..<count)
        var levelEdges = edges
        var levelCount = count
        for _ in 0..<passes {
            let moved = localMoves(count: levelCount, edges: levelEdges, resolution: resolution)
            let communities = Set(moved).count
            if communities == levelCount { break }
            membership = membership.map { moved[$0] }
            // Fold: each community becomes one node; edges between communities add up.
            var folded: [Int64: Double] = [:]
            for (a, b, w) in levelEdges {
                let ca = moved[a], cb = moved[b]
                // A community's inner weight stays as a loop: it counts in its degree at the next level.
                let key = Int64(min(ca, cb)) << 32 | Int64(max(ca, cb))
                folded[key, default: 0] += w
            }
            levelEdges = folded.sorted { $0.key < $1.key }.map { (Int($0.key >> 32), Int($0.key & 0xffff_ffff), $0.value) }
            levelCount = communities
        }
        var groups: [Int: [Int]] = [:]
        for (node, community) in membership.enumerated() { groups[community, default: []].append(node) }
        return groups.values.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }

    /// One level of local moves; returns each node's community, renumbered 0..<k in order of first appearance.
    static func localMoves(count: Int, edges: [(Int, Int, Double)], resolution: Double) -> [Int] {
        var neighbours = [[(Int, Double)]](repeating: [], count: count)
        var degree = [Double](repeating: 0, count: count)
        var total = 0.0
        for (a, b, w) in edges {
            if a == b { degree[a] += 2 * w; total += 2 * w; continue }
            neighbours[a].append((b, w)); neighbours[b].append((a, w))
            degree[a] += w; degree[b] += w
            total += 2 * w
        }
        var community = Array(0..<count)
        guard total > 0 else { return community }
        var communityDegree = degree
        var improved = true
        var rounds = 0
        while improved && rounds < 32 {
            improved = false
            rounds += 1
            for node in 0..<count where !neighbours[node].isEmpty {
                let own = community[node]
                // Weight from this node into each neighbouring community, in the order first met.
                var weightTo: [Int: Double] = [:]
                var order: [Int] = []
                for (other, w) in neighbours[node] {
                    let c = community[other]
                    if weightTo[c] == nil { order.append(c) }
                    weightTo[c, default: 0] += w
                }
                communityDegree[own] -= degree[node]
                var best = own
                var bestGain = (weightTo[own] ?? 0) - resolution * communityDegree[own] * degree[node] / total
                for c in order where c != own {
                    let gain = weightTo[c]! - resolution * communityDegree[c] * degree[node] / total
                    if gain > bestGain + 1e-12 { best = c; bestGain = gain }
                }
                communityDegree[best] += degree[node]
                if best != own { community[node] = best; improved = true }
            }
        }
        var renumber: [Int: Int] = [:]
        return community.map { c in
            if let n = renumber[c] { return n }
            renumber[c] = renumber.count
            return renumber[c]!
        }
    }
}
