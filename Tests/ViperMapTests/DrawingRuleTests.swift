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
        // Of the two overlapping labels, the longer one is the crowded one (its line loses the label).
        #expect(stats == LayoutStats(lines: 3, labelOverlaps: 1, crossings: 1, crowded: [LabelledLine(tail: "A", head: "D", label: "showDetail")]))
        // Apart, they neither overlap nor cross.
        let apart = plain.replacingOccurrences(of: "\"show(id:)\" 1.5 1.05", with: "\"show(id:)\" 1.5 3.5")
            .replacingOccurrences(of: "edge B C 4 0 2 1 1.3 2 0.7 3 0", with: "edge B C 4 0 2 -1 4 4 4 3 0")
        #expect(LayoutStats.measure(plain: apart, fontSize: 12) == LayoutStats(lines: 3, labelOverlaps: 0, crossings: 0))
    }

    @Test func onlyTheCrowdedLabelsGoToTheTooltips() {
        // A fake layout: "wordy" lies over "tiny" whenever both are drawn.
        func layout(_ dot: String) -> String {
            var rows = ["graph 1 4 4", "node A 0 0 0.5 0.3 A box solid black lightgrey", "node B 3 0 0.5 0.3 B box solid black lightgrey"]
            if dot.contains("wordy") && dot.contains("tiny") {
                rows += ["edge A B 2 0 0 3 0 wordy 1.5 1 solid blue", "edge B A 2 3 0 0 0 tiny 1.5 1 solid blue"]
            }
            return (rows + ["stop"]).joined(separator: "\n")
        }
        var encoded: [(Set<LabelledLine>, Bool)] = []
        let outcome = LabelFallback.place(fontSize: 12, encode: { dropped, all in
            encoded.append((dropped, all))
            return (all ? [] : ["wordy", "tiny"].filter { label in !dropped.contains { $0.label == label } }).joined(separator: " ")
        }, layout: layout)
        #expect(outcome == LabelFallback.Outcome(dot: "tiny", unlabelled: [LabelledLine(tail: "A", head: "B", label: "wordy")], allLabels: false))
        #expect(encoded.count == 2)
        // Labels that overlap however many are dropped: every label goes.
        let hopeless = LabelFallback.place(fontSize: 12, encode: { _, all in all ? "" : "wordy tiny" }, layout: layout)
        #expect(hopeless.allLabels && hopeless.dot.isEmpty && hopeless.unlabelled.isEmpty)
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
        #expect(dot.contains("subgraph \"cluster_folder:App/Shop\"") && dot.contains("label=\"Shop\""))
        // One module in a folder is no cluster.
        #expect(!dot.contains("cluster_Account") && !dot.contains("cluster_App"))
    }

    @Test func aDenseMapMovesTheCrowdedLabelsToTooltips() throws {
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
        #expect(result.stderr.contains("edge labels would overlap: their methods are in the tooltips instead (M0 → "))
        #expect(result.stderr.contains("56 relations, 56 lines drawn, 0 label overlaps"))
        // Some lines keep their label, the crowded ones lose it; every method is still in a tooltip.
        let document = try XMLDocument(data: Data(contentsOf: output))
        let edgeTexts = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge'][not(contains(*[local-name()='title'], 'legend_'))]/*[local-name()='text']")
        let tooltips = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']//*[local-name()='a']/@*[local-name()='title']").compactMap(\.stringValue)
        #expect(!edgeTexts.isEmpty && edgeTexts.count < 56)
        #expect(tooltips.count == 56)
        #expect(tooltips.contains { $0.contains("M3Router.openTheVeryLongNamedScreenNumber5FromHere()") })
    }

    @Test func aContainerAndWhatItEmbedsShareABoxOfTheirOwn() {
        // Tabs embeds three modules; two of them live in one folder with a fourth module (a folder box would split them).
        let modules = [Module(name: "Tabs", path: "App/Tabs"), Module(name: "Feed", path: "App/Social/Feed"), Module(name: "Chat", path: "App/Social/Chat"),
                       Module(name: "Friends", path: "App/Social/Friends"), Module(name: "Settings", path: "App/Settings/Settings")]
        let edges = ["Feed", "Chat", "Settings"].map { NavigationEdge(from: "Tabs", to: $0, kind: .embed, via: "TabsRouter.tabs()", file: "a.swift", line: 1) }
            + [NavigationEdge(from: "Chat", to: "Friends", kind: .push, via: "ChatRouter.friends()", file: "b.swift", line: 2),
               NavigationEdge(from: "Feed", to: "Friends", kind: .push, via: "FeedRouter.friends()", file: "c.swift", line: 3)]
        let dot = NavigationDOTEncoder().encode(Graph(modules: modules, navigation: edges))
        let box = dot.components(separatedBy: "subgraph \"cluster_embedded/Tabs\" {")
        #expect(box.count == 2)
        let inside = box[1].components(separatedBy: "\n  }")[0]
        #expect(inside.contains("label=\"Tabs and what it embeds\""))
        for name in ["Tabs", "Feed", "Chat", "Settings"] { #expect(inside.contains("\"\(name)\" [")) }
        // Friends, alone in its folder now, stands outside any box.
        #expect(!inside.contains("\"Friends\" [") && !dot.contains("cluster_Social"))
        // The entry code is no module: its box holds only what it embeds.
        let fromApp = ["Feed", "Chat"].map { NavigationEdge(from: appModuleName, to: $0, kind: .embed, via: "SceneDelegate.scene()", file: "d.swift", line: 4) }
        let appDot = NavigationDOTEncoder().encode(Graph(modules: modules, navigation: fromApp))
        let appBox = appDot.components(separatedBy: "subgraph \"cluster_embedded/App\" {")[1].components(separatedBy: "\n  }")[0]
        #expect(appBox.contains("label=\"embedded in App\"") && !appBox.contains("\"App\" ["))
        // A module two containers embed stays in its folder's box.
        let shared = edges + [NavigationEdge(from: "Friends", to: "Chat", kind: .embed, via: "FriendsRouter.chat()", file: "e.swift", line: 5)]
        #expect(NavigationDOTEncoder.containers(shared) == ["Tabs": "Tabs", "Feed": "Tabs", "Settings": "Tabs"])
    }

    @Test func thePictureFlowsFromTheEntry() {
        // Declared in the order a user meets the screens: entry first, then breadth first; Graphviz ranks globally (newrank).
        let modules = ["Zeta", "Alpha", "Mid", "Orphan"].map { Module(name: $0, path: "App/\($0)") }
        let edges = [NavigationEdge(from: "Zeta", to: "Mid", kind: .push, via: "ZetaRouter.mid()", file: "a.swift", line: 1),
                     NavigationEdge(from: "Mid", to: "Alpha", kind: .present, via: "MidRouter.alpha()", file: "a.swift", line: 2),
                     NavigationEdge(from: "Alpha", to: "Mid", kind: .dismiss, via: "AlphaRouter.close()", file: "a.swift", line: 3)]
        let graph = Graph(modules: modules, navigation: edges)
        #expect(AppEntry.modules(graph) == ["Orphan", "Zeta"])
        #expect(AppEntry.flowOrder(graph) == ["Orphan", "Zeta", "Mid", "Alpha"])
        let dot = NavigationDOTEncoder().encode(graph)
        #expect(dot.contains("newrank=true"))
        let declared = dot.split(separator: "\n").compactMap { line in ["Zeta", "Mid", "Alpha"].first { line.hasPrefix("  \"\($0)\" [URL") } }
        #expect(declared == ["Zeta", "Mid", "Alpha"])
        // With entry code, App is the entry whatever else no edge enters.
        let withApp = Graph(modules: modules, navigation: edges + [NavigationEdge(from: appModuleName, to: "Alpha", kind: .root, via: "AppDelegate.start()", file: "b.swift", line: 1)])
        #expect(AppEntry.modules(withApp) == [appModuleName])
        #expect(AppEntry.flowOrder(withApp) == [appModuleName, "Alpha", "Mid", "Orphan", "Zeta"])
    }

    @Test func theModuleViewDrawsOneLinePerNeighbourAndKind() {
        // Cart pushes Checkout from two methods, and Checkout pops back: one two-headed line out of the router.
        let cart = Module(name: "Cart", path: "App/Cart", components: [
            Component(name: "CartRouter", role: .router, kind: "class", file: "Cart/CartRouter.swift", line: 1, inherits: [], conformsTo: []),
            Component(name: "CartView", role: .view, kind: "class", file: "Cart/CartView.swift", line: 1, inherits: [], conformsTo: [])])
        let checkout = Module(name: "Checkout", path: "App/Checkout")
        let edges = [NavigationEdge(from: "Cart", to: "Checkout", kind: .push, via: "CartRouter.pay()", file: "Cart/CartRouter.swift", line: 5),
                     NavigationEdge(from: "Cart", to: "Checkout", kind: .push, via: "CartRouter.payLater()", file: "Cart/CartRouter.swift", line: 9),
                     NavigationEdge(from: "Checkout", to: "Cart", kind: .pop, via: "CheckoutRouter.back()", file: "Checkout/CheckoutRouter.swift", line: 3)]
        let dot = ModuleDOTEncoder().encode(Graph(modules: [cart, checkout], navigation: edges), module: "Cart")!
        let lines = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        #expect(lines.count == 1)
        #expect(lines[0].hasPrefix("  \"CartRouter\" -> \"nav:Checkout\"") && lines[0].contains("dir=both") && lines[0].contains("label=\"push, pop back\""))
        for method in ["CartRouter.pay()", "CartRouter.payLater()", "CheckoutRouter.back()"] { #expect(lines[0].contains(method)) }
    }

    @Test func theDiffPictureFoldsABackEdgeOfTheSameStatus() {
        func edge(_ from: String, _ to: String, _ kind: NavigationKind, _ status: DiffPicture.Status) -> DiffPicture.Edge {
            DiffPicture.Edge(from: from, to: to, kind: kind, oldKind: nil, status: status, via: "\(from)Router.go()")
        }
        var picture = DiffPicture(base: Graph(), head: Graph(), diff: GraphDiffer.diff(base: Graph(), head: Graph()), context: nil)
        // Added together: one line, two heads. A pop added to an unchanged push stays a line of its own (the change shows).
        picture.edges = [edge("A", "B", .push, .added), edge("B", "A", .pop, .added),
                         edge("A", "C", .push, .unchanged), edge("C", "A", .pop, .added)]
        let lines = picture.lines
        #expect(lines.count == 3)
        #expect(lines.contains { $0.edge.to == "B" && $0.back?.kind == .pop })
        #expect(lines.contains { $0.edge.to == "C" && $0.back == nil } && lines.contains { $0.edge.from == "C" && $0.edge.kind == NavigationKind.pop })
        let dot = DiffDOTEncoder().encode(picture, title: "t")
        #expect(dot.contains("label=\"push, pop back\"") && dot.contains("dir=both"))
        #expect(MermaidEncoder().diff(picture).contains("<-->|\"push, pop back\"|"))
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
