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
