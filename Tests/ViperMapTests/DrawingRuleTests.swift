import Foundation
import Testing
import ViperMap
import ViperMapModel

/// The picture's drawing rule (the graph JSON keeps every edge): one line per relation, and a pop or
/// dismiss drawn as a back arrowhead on the line that showed the screen.
@Suite struct DrawingRuleTests {
    private func edge(_ from: String, _ to: String, _ kind: NavigationKind, _ via: String, line: Int = 1) -> NavigationEdge {
        NavigationEdge(from: from, to: to, kind: kind, via: via, file: "App/\(from).swift", line: line)
    }

    private func drawn(_ edges: [NavigationEdge], _ mode: BackEdgeDrawing = .fold) -> [String] {
        let modules = Set(edges.flatMap { [$0.from, $0.to] }).sorted().map { Module(name: $0, path: "App/\($0)") }
        var encoder = NavigationDOTEncoder()
        encoder.backEdges = mode
        return encoder.encode(Graph(modules: modules, navigation: edges)).split(separator: "\n").map(String.init)
            .filter { $0.contains(" -> ") && !$0.contains("legend_") }
    }

    @Test func parallelEdgesAreOneLineWithEveryMethodInItsTooltip() throws {
        let lines = drawn([edge("Home", "Detail", .push, "HomeRouter.showDetail()"), edge("Home", "Detail", .push, "HomeRouter.showItem(_:)", line: 9),
                           edge("Home", "Detail", .present, "HomeRouter.preview()")])
        #expect(lines.count == 2)
        let push = try #require(lines.first { $0.contains("arrowhead=normal") })
        #expect(push.contains("label=\"2 ways\""))
        #expect(push.contains("push: HomeRouter.showDetail() (App/Home.swift:1)\\npush: HomeRouter.showItem(_:) (App/Home.swift:9)"))
        #expect(lines.contains { $0.contains("label=\"preview()\"") })
    }

    @Test func aPushAndItsPopAreOneTwoHeadedLine() throws {
        let edges = [edge("Home", "Detail", .push, "HomeRouter.showDetail()"), edge("Detail", "Home", .pop, "DetailRouter.close()"),
                     edge("Home", "Login", .present, "HomeRouter.login()"), edge("Login", "Home", .dismiss, "LoginRouter.done()"),
                     // No forward partner: drawn as today.
                     edge("Settings", "Home", .pop, "SettingsRouter.back()")]
        let lines = drawn(edges)
        #expect(lines.count == 3)
        let push = try #require(lines.first { $0.hasPrefix("  \"Home\" -> \"Detail\"") })
        #expect(push.contains("dir=both") && push.contains("arrowtail=empty") && push.contains("back, pop: DetailRouter.close()"))
        let present = try #require(lines.first { $0.hasPrefix("  \"Home\" -> \"Login\"") })
        #expect(present.contains("dir=both") && present.contains("back, dismiss: LoginRouter.done()"))
        #expect(lines.contains { $0.hasPrefix("  \"Settings\" -> \"Home\"") && !$0.contains("dir=both") })
        // The legend says what a two-headed line is.
        var encoder = NavigationDOTEncoder()
        encoder.backEdges = .fold
        let dot = encoder.encode(Graph(modules: ["Detail", "Home", "Login", "Settings"].map { Module(name: $0, path: "App/\($0)") }, navigation: edges))
        #expect(dot.contains("label=\"push, and pop back\"") && dot.contains("label=\"present, and dismiss back\""))
    }

    @Test func backEdgesShownOrHiddenOnRequest() {
        let edges = [edge("Home", "Detail", .push, "HomeRouter.showDetail()"), edge("Detail", "Home", .pop, "DetailRouter.close()")]
        let shown = drawn(edges, .show)
        #expect(shown.count == 2 && !shown.contains { $0.contains("dir=both") })
        #expect(shown.contains { $0.hasPrefix("  \"Detail\" -> \"Home\"") && $0.contains("label=\"close()\"") })
        let hidden = drawn(edges, .hide)
        #expect(hidden.count == 1 && !hidden[0].contains("dir=both") && !hidden[0].contains("close()"))
    }

    @Test func theCommandLineTakesBackEdges() throws {
        let graph = TestSupport.examples.appendingPathComponent("PinBoard/graph.json").path
        for (mode, lines) in [("fold", 5), ("show", 9), ("hide", 5)] {
            let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", graph, "--format", "dot", "--back-edges", mode, "--quiet"])
            #expect(result.status == 0)
            let drawnLines = result.stdout.split(separator: "\n").filter { $0.contains(" -> ") && !$0.contains("legend_") }
            #expect(drawnLines.count == lines, "\(mode)")
        }
        let bad = try TestSupport.run(TestSupport.vipermapBinary, ["render", graph, "--back-edges", "sideways"])
        #expect(bad.status == 2 && bad.stderr.contains("--back-edges sideways: expected fold, show or hide"))
    }
}

/// The readability figures, from Graphviz's own layout.
@Suite struct LayoutStatsTests {
    @Test func crossingsAndLabelOverlapsAreCountedFromTheLayout() {
        // Two lines from A to D and from B to C cross; their labels sit on the same spot; a third line from A
        // to C shares a node with both (not a crossing); the legend's line is left out.
        let plain = """
            graph 1 4 4
            node A 0 0 0.5 0.3 A box solid black lightgrey
            node B 0 2 0.5 0.3 B box solid black lightgrey
            node C 3 0 0.5 0.3 C box solid black lightgrey
            node D 3 2 0.5 0.3 D box solid black lightgrey
            node "legend_push_a" 0 3 0.01 0.01 "" point invis black black
            edge A D 4 0 0 1 0.7 2 1.3 3 2 showDetail 1.5 1 solid blue
            edge B C 4 0 2 1 1.3 2 0.7 3 0 "show(id:)" 1.5 1.05 solid blue
            edge A C 2 0 0 3 0 solid blue
            edge "legend_push_a" "legend_push_b" 2 0 3 3 0 push 1.5 1.5 solid blue
            stop
            """
        let stats = LayoutStats.measure(plain: plain, fontSize: 12)
        #expect(stats == LayoutStats(lines: 3, labelOverlaps: 1, crossings: 1))
        // Apart, they neither overlap nor cross.
        let apart = plain.replacingOccurrences(of: "\"show(id:)\" 1.5 1.05", with: "\"show(id:)\" 1.5 3.5")
            .replacingOccurrences(of: "edge B C 4 0 2 1 1.3 2 0.7 3 0", with: "edge B C 4 0 2 -1 4 4 4 3 0")
        #expect(LayoutStats.measure(plain: apart, fontSize: 12) == LayoutStats(lines: 3, labelOverlaps: 0, crossings: 0))
    }

    @Test func renderSaysHowThePictureReads() throws {
        let graph = TestSupport.examples.appendingPathComponent("PinBoard/graph.json").path
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", graph, "--stats", "-o", folder.appendingPathComponent("map.svg").path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("9 navigation edges, 5 relations, 5 lines drawn, 0 label overlaps, 0 crossings"))
    }
}
