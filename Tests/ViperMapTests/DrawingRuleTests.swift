import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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

    @Test func mermaidDrawsWithTheSameRule() {
        let edges = [edge("Home", "Detail", .push, "HomeRouter.showDetail()"), edge("Detail", "Home", .pop, "DetailRouter.close()"),
                     edge("Home", "Detail", .push, "HomeRouter.showItem(_:)", line: 9)]
        let graph = Graph(modules: ["Detail", "Home"].map { Module(name: $0, path: "App/\($0)") }, navigation: edges)
        let lines = MermaidEncoder().navigation(graph).joined().split(separator: "\n").filter { $0.contains("|") }
        #expect(lines.count == 1)
        #expect(lines.first?.contains("<-->|\"push, pop back: 2 ways\"|") == true)
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
            edge B D 2 0 2 3 -1 invis black
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

/// The picture's layout rules: unconnected modules apart, folder clusters only where they carry
/// meaning, mutual dependencies one two-headed line.
@Suite struct PictureLayoutTests {
    @Test func modulesWithNoNavigationAreGatheredInOneRowApart() {
        let modules = ["Home", "Detail", "Legacy", "Onboarding"].map { Module(name: $0, path: "App/Features/\($0)") }
        let edges = [NavigationEdge(from: "Home", to: "Detail", kind: .push, via: "HomeRouter.open()", file: "a.swift", line: 1)]
        let dot = NavigationDOTEncoder().encode(Graph(modules: modules, navigation: edges))
        let box = dot.components(separatedBy: "subgraph \"cluster_no_navigation\"")
        #expect(box.count == 2)
        let inside = box[1].components(separatedBy: "\n  }")[0]
        #expect(inside.contains("label=\"no navigation in or out\""))
        #expect(inside.contains("\"Legacy\" [") && inside.contains("\"Onboarding\" [") && !inside.contains("\"Home\" ["))
        #expect(inside.contains("\"Legacy\" -> \"Onboarding\" [style=invis];"))
    }

    @Test func aFolderClusterHoldsTwoOrMoreModulesAndNotAll() {
        let modules = [Module(name: "Cart", path: "App/Shop/Cart"), Module(name: "Checkout", path: "App/Shop/Checkout"),
                       Module(name: "Profile", path: "App/Account/Profile"), Module(name: "Home", path: "App/Home")]
        let edges = modules.dropFirst().map { NavigationEdge(from: "Cart", to: $0.name, kind: .push, via: "CartRouter.go()", file: "a.swift", line: 1) }
        let dot = NavigationDOTEncoder().encode(Graph(modules: modules, navigation: Array(edges)))
        #expect(dot.contains("subgraph \"cluster_Shop\""))
        // One module in a folder is no cluster.
        #expect(!dot.contains("cluster_Account") && !dot.contains("cluster_App"))
    }

    @Test func aDenseMapWhoseLabelsWouldOverlapFallsBackToTooltips() throws {
        let modules = (0..<8).map { Module(name: "M\($0)", path: "App/M\($0)") }
        var edges: [NavigationEdge] = []
        for i in 0..<8 {
            for j in 0..<8 where i != j {
                edges.append(NavigationEdge(from: "M\(i)", to: "M\(j)", kind: .push, via: "M\(i)Router.openTheVeryLongNamedScreenNumber\(j)FromHere()",
                                            file: "a.swift", line: i * 10 + j))
            }
        }
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("dense.json")
        try GraphCoding.encode(Graph(modules: modules, navigation: edges)).write(to: input)
        let output = folder.appendingPathComponent("dense.svg")
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", input.path, "--layout", "neato", "--stats", "-o", output.path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("edge label overlaps in the layout: methods are in the tooltips instead"))
        #expect(result.stderr.contains("0 label overlaps"))
        // No edge carries a text label; every method is still in a tooltip.
        let document = try XMLDocument(data: Data(contentsOf: output))
        let edgeTexts = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge'][not(contains(*[local-name()='title'], 'legend_'))]/*[local-name()='text']")
        let tooltips = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']//*[local-name()='a']/@*[local-name()='title']").compactMap(\.stringValue)
        #expect(edgeTexts.isEmpty)
        #expect(tooltips.contains { $0.contains("M3Router.openTheVeryLongNamedScreenNumber5FromHere()") })
    }

    @Test func mutualDependenciesAreOneTwoHeadedLine() {
        let modules = ["A", "B", "C"].map { Module(name: $0, path: "App/\($0)") }
        let dependencies = [Dependency(from: "A", to: "B", kind: .module, reasons: ["ARouter references BRouter"]),
                            Dependency(from: "B", to: "A", kind: .module, reasons: ["BPresenter references AInteractor"]),
                            Dependency(from: "A", to: "C", kind: .module, reasons: ["ARouter references CRouter"])]
        let lines = DependenciesDOTEncoder().encode(Graph(modules: modules, dependencies: dependencies)).split(separator: "\n").filter { $0.contains(" -> ") }
        #expect(lines.count == 2)
        #expect(lines.contains { $0.hasPrefix("  \"A\" -> \"B\"") && $0.contains("dir=both") && $0.contains("BPresenter references AInteractor") })
        #expect(lines.contains { $0.hasPrefix("  \"A\" -> \"C\"") && !$0.contains("dir=both") })
    }
}
