import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViperMap
import ViperMapGraphviz
import ViperMapModel

/// `--layout auto` and what it does for maps of every size.
@Suite struct LayoutTests {
    /// A map of `count` modules spread over `folders` feature folders, each module showing the
    /// next two (deterministic), like a mid-sized app.
    static func map(_ count: Int, folders: Int) -> Graph {
        let modules = (0..<count).map { Module(name: "Screen\($0)", path: "App/Feature\($0 % folders)/Screen\($0)") }
        var edges: [NavigationEdge] = [NavigationEdge(from: appModuleName, to: "Screen0", kind: .root, via: "AppDelegate.start()", file: "App.swift", line: 1)]
        for i in 0..<count {
            for step in [1, 7] where i + step < count || step == 7 {
                let target = (i * 3 + step) % count
                guard target != i else { continue }
                edges.append(NavigationEdge(from: "Screen\(i)", to: "Screen\(target)", kind: step == 1 ? .push : .present,
                                            via: "Screen\(i)Router.open\(target)()", file: "f\(i).swift", line: step))
            }
        }
        return Graph(modules: modules, navigation: edges).sorted()
    }

    @Test func autoPicksByMapSize() {
        #expect(LayoutPlanner.plan(layout: "auto", modules: 6, edges: 7).first == LayoutChoice(engine: "dot"))
        #expect(LayoutPlanner.plan(layout: "auto", modules: 200, edges: 300).first == LayoutChoice(engine: "dot", edgeLabels: false))
        #expect(LayoutPlanner.plan(layout: "auto", modules: 1000, edges: 2000).first == LayoutChoice(engine: "sfdp", edgeLabels: false))
        #expect(LayoutPlanner.plan(layout: "auto", modules: 5000, edges: 9000) == [LayoutChoice(engine: "sfdp", edgeLabels: false, collapsed: true)])
        // Edges count too: 100 modules with 900 edges is drawn like a 450-module map.
        #expect(LayoutPlanner.plan(layout: "auto", modules: 100, edges: 900).first?.engine == "sfdp")
        // Every auto plan ends with the collapsed overview, the one that always fits.
        #expect(LayoutPlanner.plan(layout: "auto", modules: 6, edges: 7).last?.collapsed == true)
        #expect(LayoutPlanner.plan(layout: "neato", modules: 6, edges: 7) == [LayoutChoice(engine: "neato")])
    }

    /// Graphviz 2.42's dot double-frees memory in gvFreeLayout on clustered maps with labelled
    /// edges, which aborts the whole process. A generated 50-module app (three feature folders)
    /// did so every time before the renderer stopped freeing that kind of layout.
    @Test(.enabled(if: TestSupport.runsSharedTests, TestSupport.needsShared)) func clusteredLabelledMapRendersWithoutCrashing() throws {
        let folder = try TestSupport.generatedApp(modules: 50)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try TestSupport.scanFolder(folder.appendingPathComponent("App"))
        let dot = NavigationDOTEncoder().encode(graph)
        #expect(dot.components(separatedBy: "subgraph \"cluster_").count - 1 >= 2)
        #expect(dot.contains(", label=\""))
        for _ in 0..<3 {
            let svg = String(decoding: try GraphvizRenderer.render(dot: dot, layout: "dot"), as: UTF8.self)
            #expect(svg.components(separatedBy: "class=\"node\"").count - 1 >= graph.modules.count)
        }
    }

    /// The smallest graph found (of 300 random boxed graphs) whose layout aborts the process when freed: 12 nodes in
    /// three boxes, 12 labelled lines across them. Laid out and drawn three times in one process, it must not abort;
    /// the same graph with `xlabel` (no label nodes in dot's ranks) is freed like any other.
    @Test func boxedGraphWithLabelledLinesIsNotFreedTwice() throws {
        let boxes = (0..<3).map { box in
            "  subgraph \"cluster_\(box)\" { label=\"F\(box)\"; " + (0..<4).map { "\"S\(box + 3 * $0)\"; " }.joined() + "}"
        }
        let pairs = [(7, 0), (1, 5), (0, 8), (7, 5), (8, 2), (7, 11), (3, 4), (3, 7), (1, 0), (1, 11), (0, 6), (5, 3)]
        for attribute in ["label", "xlabel"] {
            let lines = pairs.enumerated().map { "  \"S\($1.0)\" -> \"S\($1.1)\" [\(attribute)=\"open\($0)()\"];" }
            let dot = (["digraph g {", "  graph [rankdir=LR];"] + boxes + lines + ["}"]).joined(separator: "\n")
            for _ in 0..<3 {
                let svg = String(decoding: try GraphvizRenderer.render(dot: dot, layout: "dot"), as: UTF8.self)
                #expect(svg.components(separatedBy: "class=\"node\"").count - 1 == 12)
                #expect(svg.components(separatedBy: "class=\"cluster\"").count - 1 == 3)
            }
        }
    }

    /// Drawn width over height, from Graphviz's own layout.
    private func aspect(_ dot: String, engine: String) throws -> Double {
        let plain = String(decoding: try GraphvizRenderer.render(dot: dot, layout: engine, format: "plain"), as: UTF8.self)
        let size = try #require(ScreenFit.size(plain: plain))
        return size.width / size.height
    }

    /// Modules with no navigation between them (a feature of such modules, or an app whose navigation was not
    /// found) are a block, in either rank direction, not one row a hundred times wider than high.
    @Test func modulesWithoutNavigationAreDrawnAsABlock() throws {
        let graph = Graph(modules: (0..<40).map { Module(name: "Alone\($0)", path: "App/Alone\($0)") })
        for rankdir in ["LR", "TB"] {
            var encoder = NavigationDOTEncoder()
            encoder.shape = MapShape(rankdir: rankdir, edgeLabels: false)
            let dot = encoder.encode(graph)
            #expect(dot.contains("[style=invis]"))
            let ratio = try aspect(dot, engine: "dot")
            #expect(ratio > 0.4 && ratio < 2.5, "\(rankdir): aspect \(ratio)")
        }
    }

    /// The features overview on a grid: every feature (and App) pinned to a place of its own, and the
    /// drawing about as wide as high, where dot strings a hub's features along one rank.
    @Test func featuresOverviewOnAGridIsPinnedAndCompact() throws {
        // One hub feature that every other navigates to and from: dot's drawing of it is one long rank.
        var modules = [Module(name: "Hub", path: "App/Hub/Hub")]
        var edges = [NavigationEdge(from: appModuleName, to: "Hub", kind: .root, via: "AppDelegate.start()", file: "App.swift", line: 1)]
        for i in 0..<24 {
            modules.append(Module(name: "Leaf\(i)", path: "App/Part\(i)/Leaf\(i)"))
            edges.append(NavigationEdge(from: "Hub", to: "Leaf\(i)", kind: .push, via: "HubRouter.open\(i)()", file: "Hub.swift", line: i))
            edges.append(NavigationEdge(from: "Leaf\(i)", to: "Hub", kind: .present, via: "Leaf\(i)Router.home()", file: "Leaf\(i).swift", line: 1))
        }
        let graph = Graph(modules: modules, navigation: edges).sorted()
        let tree = FeatureTree.complete(graph)
        #expect(tree.features.count == 25)
        var encoder = NavigationDOTEncoder()
        encoder.shape = MapShape(grid: true)
        let dot = encoder.encodeFeatures(graph, features: tree.features, pages: FeaturePages(tree), featureLink: "")
        let pins = dot.split(separator: "\n").filter { $0.contains("pos=\"") }.map { $0.components(separatedBy: "pos=\"")[1].prefix { $0 != "\"" } }
        #expect(pins.count == 26)
        #expect(Set(pins).count == 26)
        let gridRatio = try aspect(dot.replacingOccurrences(of: "digraph navigation {", with: "digraph navigation {\n  graph [splines=polyline];"), engine: "neato")
        #expect(gridRatio > 0.6 && gridRatio < 1.8, "grid aspect \(gridRatio)")
        encoder.shape = MapShape(rankdir: "TB")
        #expect(try aspect(encoder.encodeFeatures(graph, features: tree.features, pages: FeaturePages(tree), featureLink: ""), engine: "dot") > 4)
    }

    @Test func withoutEdgeLabelsTheMethodStaysInTheTooltip() {
        let dot = NavigationDOTEncoder(edgeLabels: false).encode(Self.map(10, folders: 2))
        #expect(!dot.contains("label=\"open"))
        #expect(dot.contains("tooltip=\"push: Screen0Router.open1()"))
    }

    @Test func featuresOverviewHasOneNodePerFeatureAndCountedLines() throws {
        let graph = Self.map(40, folders: 4)
        let tree = FeatureTree.complete(graph)
        #expect(tree.features.map(\.name) == ["Feature0", "Feature1", "Feature2", "Feature3"])
        #expect(tree.features.allSatisfy { $0.source == .folder && $0.modules.count == 10 })
        let dot = NavigationDOTEncoder().encodeFeatures(graph, features: tree.features, pages: FeaturePages(tree), featureLink: "features/{name}.md")
        let nodes = dot.split(separator: "\n").filter { $0.hasPrefix("  \"feature:") && !$0.contains("->") }
        #expect(nodes.count == 4)
        #expect(dot.contains("\"feature:folder:App/Feature0\" [label=\"Feature0\\n10 modules\""))
        #expect(dot.contains("URL=\"features/Feature0.md\""))
        // A line's label is how many navigations go from one feature to the other; none inside one.
        let folder = { (name: String) in Int(name.dropFirst("Screen".count))! % 4 }
        for line in dot.split(separator: "\n") where line.hasPrefix("  \"feature:") && line.contains("-> \"feature:") {
            let ends = line.split(separator: "\"").filter { $0.hasPrefix("feature:") }.map { Int($0.last!.wholeNumberValue!) }
            let real = graph.navigation.filter { $0.from != appModuleName && folder($0.from) == ends[0] && folder($0.to) == ends[1] }.count
            #expect(line.contains("label=\"\(real)\""), "\(line)")
            #expect(ends[0] != ends[1])
        }
        _ = try GraphvizRenderer.render(dot: dot, layout: "dot")
    }

    @Test func graphvizMessagesAreShortAndReadable() {
        do {
            _ = try GraphvizRenderer.render(dot: "digraph { a -> b [label=<unclosed] }")
            Issue.record("expected an error")
        } catch let error as GraphvizError {
            #expect(error.message.count < 600)
            #expect(!error.message.hasPrefix(";"))
            #expect(!error.message.contains("Error; :"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func renderCommandSaysWhatAutoChoseAndHonoursLinkTemplateAndConfigTheme() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let big = folder.appendingPathComponent("big.json")
        try GraphCoding.encode(Self.map(300, folders: 6)).write(to: big)
        let svg = folder.appendingPathComponent("big.svg")
        // Past 60 modules the map is the features overview, each feature linking to its page.
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", big.path, "-o", svg.path, "--link-template", "https://docs.example/{name}/"])
        #expect(result.status == 0)
        #expect(result.stderr.contains("the map shows 6 features"))
        let text = try String(contentsOf: svg, encoding: .utf8)
        #expect(text.contains("https://docs.example/Feature5/"))
        _ = try XMLDocument(data: Data(text.utf8))
        // Every module on one map on request, and one feature's map by name.
        let all = try TestSupport.run(TestSupport.vipermapBinary, ["render", big.path, "--all-modules", "--link-template", "https://docs.example/{name}/"])
        #expect(all.status == 0)
        #expect(all.stdout.contains("https://docs.example/Screen42/"))
        let one = try TestSupport.run(TestSupport.vipermapBinary, ["render", big.path, "--view", "feature:Feature5", "--format", "dot"])
        #expect(one.status == 0)
        #expect(one.stdout.contains("\"Screen5\"") && !one.stdout.contains("\"Screen4\" ["))

        // A source folder's .vipermap.yml picks the theme when --theme is not given.
        let app = folder.appendingPathComponent("app")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: TestSupport.examples.appendingPathComponent("CityPulse"), to: app.appendingPathComponent("CityPulse"))
        try "theme: dark\n".write(to: app.appendingPathComponent(".vipermap.yml"), atomically: true, encoding: .utf8)
        let dark = try TestSupport.run(TestSupport.vipermapBinary, ["render", app.path, "--format", "dot"])
        #expect(dark.status == 0)
        #expect(dark.stdout.contains("bgcolor=\"\(Theme.builtIn("dark")!.background)\""))
        let light = try TestSupport.run(TestSupport.vipermapBinary, ["render", app.path, "--format", "dot", "--theme", "light"])
        #expect(light.stdout.contains("bgcolor=\"\(Theme.light.background)\""))
    }
}

@Suite struct SVGDeterminismTests {
    /// cgraph orders clusters by object ID, which by default is the address of the interned name:
    /// the SVG's bytes changed between runs (seen on generated apps). Separate processes must now
    /// write the same bytes.
    @Test(.enabled(if: TestSupport.runsSharedTests, TestSupport.needsShared)) func sameMapGivesTheSameSVGBytesInEveryRun() throws {
        let folder = try TestSupport.generatedApp(modules: 100)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try TestSupport.scanFolder(folder.appendingPathComponent("App"))
        let file = folder.appendingPathComponent("map.json")
        try GraphCoding.encode(graph).write(to: file)
        let busiest = try #require(graph.modules.max { a, b in
            graph.navigation.filter { $0.from == a.name || $0.to == a.name }.count < graph.navigation.filter { $0.from == b.name || $0.to == b.name }.count
        })
        var outputs: Set<String> = []
        for _ in 0..<6 {
            let result = try TestSupport.run(TestSupport.vipermapBinary, ["render", file.path, "--focus", busiest.name, "--depth", "1", "--quiet"])
            #expect(result.status == 0)
            outputs.insert(result.stdout)
        }
        #expect(outputs.count == 1)
    }
}
