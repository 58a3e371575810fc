import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViperMap
import ViperMapModel

/// Features above modules, communities, and the choice of a shape that reads.
@Suite struct FeatureMapTests {
    private func edge(_ a: String, _ b: String) -> NavigationEdge {
        NavigationEdge(from: a, to: b, kind: .push, via: "\(a)Router.open()", file: "\(a).swift", line: 1)
    }

    @Test func twoKnotsJoinedByOneLineAreTwoCommunities() {
        // 0-1-2-3 all linked, 4-5-6-7 all linked, one line 3-4.
        var edges: [(Int, Int, Double)] = []
        for group in [0, 4] { for a in group..<group + 4 { for b in a + 1..<group + 4 { edges.append((a, b, 1)) } } }
        edges.append((3, 4, 1))
        #expect(Communities.louvain(count: 9, edges: edges) == [[0, 1, 2, 3], [4, 5, 6, 7], [8]])
    }

    @Test func foldersAboveTheModulesAreTheFeaturesAndAContainerFolderIsOpened() {
        // Most modules sit in UserStories/<story>/Modules/<module>: the stories are the features.
        let paths = ["App/UserStories/Wallet/Modules/Home", "App/UserStories/Wallet/Modules/Send", "App/UserStories/Backup/Modules/Start",
                     "App/UserStories/Backup/Modules/Done", "App/UserStories/Backup/Modules/Words", "App/Common/Header"]
        let modules = paths.map { Module(name: String($0.split(separator: "/").last!), path: $0) }
        let tree = FeatureTree.folders(modules)
        #expect(tree.features.map(\.name) == ["Backup", "Wallet"])
        #expect(tree.features.first?.modules == ["Done", "Start", "Words"])
    }

    @Test func aFlatFolderIsGroupedByItsNavigationAndEveryFeatureFitsOneMap() {
        // 130 modules in one folder, in knots of ten linked in a ring, knots linked by one line each.
        let modules = (0..<130).map { Module(name: "S\($0)", path: "App/Screens/S\($0)") }
        var edges: [NavigationEdge] = []
        for knot in 0..<13 {
            for i in 0..<10 { edges.append(edge("S\(knot * 10 + i)", "S\(knot * 10 + (i + 1) % 10)")); edges.append(edge("S\(knot * 10 + i)", "S\(knot * 10 + (i + 3) % 10)")) }
            edges.append(edge("S\(knot * 10)", "S\(((knot + 1) % 13) * 10 + 5)"))
        }
        let graph = Graph(modules: modules, navigation: edges)
        let tree = FeatureTree.complete(graph)
        #expect(tree == FeatureTree.complete(graph), "the same graph gives the same features")
        // Knots stay together: at least 8 of each knot's 10 modules share a feature (greedy moves may leave a
        // bridging module with the neighbour knot, and modularity may join neighbouring knots).
        #expect((5...13).contains(tree.features.count))
        #expect(tree.features.allSatisfy { $0.source == .navigation })
        for knot in 0..<13 {
            let homes = (0..<10).map { i in tree.features.firstIndex { $0.modules.contains("S\(knot * 10 + i)") }! }
            let most = Dictionary(grouping: homes, by: { $0 }).values.map(\.count).max()!
            #expect(most >= 8, "knot \(knot) is split \(homes)")
        }
        #expect(Set(tree.features.flatMap(\.modules)).count == 130)
        // Every leaf fits one map.
        #expect(tree.all.filter(\.children.isEmpty).allSatisfy { $0.modules.count <= FeatureTree.mapLimit })
    }

    @Test func aBigFeatureIsSplitUntilEachMapHoldsAtMostTheLimit() {
        let modules = (0..<400).map { Module(name: "S\($0)", path: "App/S\($0)") }
        let edges = (0..<400).flatMap { i in [edge("S\(i)", "S\((i * 7 + 1) % 400)"), edge("S\(i)", "S\((i + 1) % 400)")] }
        let tree = FeatureTree.complete(Graph(modules: modules, navigation: edges))
        #expect(tree.all.filter(\.children.isEmpty).allSatisfy { $0.modules.count <= FeatureTree.mapLimit })
        #expect(Set(tree.all.filter(\.children.isEmpty).flatMap(\.modules)).count == 400, "every module is on exactly one map")
        #expect(tree.all.filter(\.children.isEmpty).reduce(0) { $0 + $1.modules.count } == 400)
        #expect(tree.features.count <= FeatureTree.levelLimit)
    }

    @Test func theScoreIsTheWorstWindowOverItsMinimum() {
        // 1600 points wide, 1000 high: 16-point labels are 16 px at 1600 × 1000 (minimum 11) and 9.8 px in a 980-wide column (minimum 9).
        let score = ScreenFit.score(width: 1600, height: 1000, fontSize: 16)
        #expect(abs(score - 9.8 / 9) < 0.001)
        #expect(ScreenFit.size(plain: "graph 1 10 5\nnode a 1 1 1 1 a solid box black lightgrey\nstop\n")! == (728, 368))
        // The first candidate that reads with a good aspect wins; else, of those that read, the aspect nearest the
        // range (a 3-module chain 6.8 wide is 3.8 times too wide; drawn down, 0.3 is 2 times too tall); else the best.
        let picked = ScreenFit.choose([("wide", 1.2, 4.0), ("square", 1.1, 1.0), ("poor", 0.5, 1.0)], preferAspect: true) { ($0.1, $0.2, $0.0) }
        #expect(picked?.result == "square")
        let chain = ScreenFit.choose([("across", 2.0, 6.8), ("down", 1.5, 0.3), ("tiny", 0.4, 1.0)], preferAspect: true) { ($0.1, $0.2, $0.0) }
        #expect(chain?.result == "down")
        let unread = ScreenFit.choose([("a", 0.5, 1.0), ("b", 0.8, 3.0)], preferAspect: true) { ($0.1, $0.2, $0.0) }
        #expect(unread?.result == "b")
    }

    @Test func theLegendIsAStripBelowTheMapWithEscapedLabels() throws {
        let svg = """
            <svg width="300pt" height="200pt" viewBox="0.00 0.00 300.00 200.00" xmlns="http://www.w3.org/2000/svg">
            <g id="graph0" class="graph"><text>map</text></g>
            </svg>
            """
        let entries = [LegendStrip.Entry(label: "push", color: "#1f5fa8", style: "solid", head: "normal", tail: nil),
                       LegendStrip.Entry(label: "present & <back>", color: "#7a3fb0", style: "dashed", head: "vee", tail: "empty")]
        let out = LegendStrip.append(to: svg, entries: entries, font: "Helvetica", textColor: "#333", background: "#fff")
        let height = LegendStrip.height(width: 300, entries: entries)
        #expect(height > 0 && height < 40, "small: one or two rows")
        #expect(out.contains("viewBox=\"0.00 0.00 300.00 \(String(format: "%.2f", 200 + height))\""))
        #expect(out.contains("present &amp; &lt;back&gt;"))
        // After the map: the map is drawn first.
        let map = try #require(out.range(of: "graph0")), legend = try #require(out.range(of: "class=\"legend\""))
        #expect(map.lowerBound < legend.lowerBound)
        _ = try XMLDocument(data: Data(out.utf8))
    }
}
