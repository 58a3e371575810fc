import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViperMap
import ViperMapGraphviz
import ViperMapModel

@Suite struct RenderTests {
    private let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    @Test(arguments: TestSupport.exampleApps)
    func navigationDOTMatchesItsGolden(_ app: String) throws {
        let data = try #require(FileManager.default.contents(atPath: TestSupport.examples.appendingPathComponent("\(app)/graph.json").path))
        let dot = NavigationDOTEncoder().encode(try GraphCoding.decode(data))
        try Golden.assertEqual(Data(dot.utf8), file: snapshots.appendingPathComponent("\(app).navigation.dot"),
                               hint: "re-record with RECORD_SNAPSHOTS=1 and review the diff")
    }

    @Test(arguments: TestSupport.exampleApps)
    func navigationSVGHasANodeAndALinkPerModule(_ app: String) throws {
        let data = try #require(FileManager.default.contents(atPath: TestSupport.examples.appendingPathComponent("\(app)/graph.json").path))
        let graph = try GraphCoding.decode(data)
        let dot = NavigationDOTEncoder().encode(graph)
        let svg = try GraphvizRenderer.render(dot: dot)
        let document = try XMLDocument(data: svg)
        // One node group per module (and App when it navigates); the legend's points are invisible.
        let titles = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/*[local-name()='title']").compactMap(\.stringValue)
        let hasApp = graph.navigation.contains { $0.from == appModuleName }
        // And one node per kind of way in from outside, beside App (SkyWatch: links, a notification, a quick action…).
        let outside = Set((graph.entries ?? []).map(\.kind)).map(NavigationDOTEncoder.wayInNode)
        #expect(titles.sorted() == (graph.modules.map(\.name) + (hasApp ? [appModuleName] : []) + outside).sorted())
        for way in graph.entries ?? [] {
            #expect(dot.contains("  \"\(NavigationDOTEncoder.wayInNode(way.kind))\" -> \"\(way.to)\" ["), "\(way.pattern) -> \(way.to) is drawn")
        }
        var hidden = NavigationDOTEncoder()
        hidden.waysIn = false
        #expect(!hidden.encode(graph).contains("outside: "), "the flag hides them")
        let links = try document.nodes(forXPath: "//*[local-name()='a']/@*[local-name()='href']").compactMap(\.stringValue)
        for module in graph.modules { #expect(links.contains("modules/\(module.name).md"), "\(module.name) has no link") }
        // One line per relation: each (from, to, kind) is drawn once, a pop or dismiss as the back arrowhead of
        // the line it returns along when there is one; and every line of the DOT is an edge of the SVG.
        let statements = dot.split(separator: "\n").filter { $0.contains(" -> ") }
        let lines = statements.filter { !$0.contains("legend_") && !$0.hasPrefix("  \"outside: ") }
        for edge in graph.navigation {
            let own = lines.filter { $0.hasPrefix("  \"\(edge.from)\" -> \"\(edge.to)\" [") && $0.contains("\(edge.kind.rawValue): \(edge.via)") }
            let folded = lines.filter { $0.hasPrefix("  \"\(edge.to)\" -> \"\(edge.from)\" [") && $0.contains("back, \(edge.kind.rawValue): \(edge.via)") }
            #expect(own.count + folded.count == 1, "\(edge.from) -> \(edge.to) \(edge.kind.rawValue) \(edge.via)")
        }
        let relations = Set(graph.navigation.map { "\($0.from)|\($0.to)|\($0.kind.rawValue)" })
        #expect(lines.count <= relations.count)
        let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']")
        #expect(edges.count == statements.count)
    }

    @Test func namesWithMarkupAreEscapedOnTheWayToSVG() throws {
        let hostile = Module(name: "A\"B<script>&", path: "App/X")
        let graph = Graph(modules: [hostile, Module(name: "Plain", path: "App/Y")],
                          navigation: [NavigationEdge(from: "Plain", to: hostile.name, kind: .push, via: "R.go(<T>)", file: "a.swift", line: 1)])
        let dot = NavigationDOTEncoder().encode(graph)
        #expect(dot.contains("\"A\\\"B<script>&\""))
        let svg = String(decoding: try GraphvizRenderer.render(dot: dot), as: UTF8.self)
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;"))
        _ = try XMLDocument(data: Data(svg.utf8))
        #expect(svg.contains("modules/A_B_script__.md"))
    }

    @Test func malformedDOTIsAnErrorNotACrash() {
        do {
            _ = try GraphvizRenderer.render(dot: "digraph { a -> }")
            Issue.record("expected an error")
        } catch let error as GraphvizError {
            #expect(error.stage == "read the DOT text")
            #expect(error.message.contains("syntax error"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func unknownLayoutIsAnError() {
        #expect(throws: GraphvizError.self) { try GraphvizRenderer.render(dot: "digraph { a -> b }", layout: "teleport") }
    }

    @Test func renderingRunsInProcessFromManyThreadsAtOnce() throws {
        let results = Parallel.map(8, threads: 4) { i in
            (try? GraphvizRenderer.render(dot: "digraph { n\(i) -> m\(i) }")).map { String(decoding: $0, as: UTF8.self) } ?? ""
        }
        for (i, svg) in results.enumerated() { #expect(svg.contains(">n\(i)<")) }
    }

    private func example(_ app: String) throws -> Graph {
        try GraphCoding.decode(try #require(FileManager.default.contents(atPath: TestSupport.examples.appendingPathComponent("\(app)/graph.json").path)))
    }

    @Test(arguments: TestSupport.exampleApps)
    func otherViewsAndMermaidMatchTheirGoldens(_ app: String) throws {
        let graph = try example(app)
        let hint = "re-record with RECORD_SNAPSHOTS=1 and review the diff"
        try Golden.assertEqual(Data(DependenciesDOTEncoder().encode(graph).utf8), file: snapshots.appendingPathComponent("\(app).dependencies.dot"), hint: hint)
        let router = try #require(graph.modules.first { $0.components.contains { $0.role == .presenter } })
        try Golden.assertEqual(Data(try #require(ModuleDOTEncoder().encode(graph, module: router.name)).utf8),
                               file: snapshots.appendingPathComponent("\(app).module.dot"), hint: hint)
        try Golden.assertEqual(Data(MermaidEncoder().navigation(graph).joined(separator: "\n").utf8),
                               file: snapshots.appendingPathComponent("\(app).navigation.mmd"), hint: hint)
        // Both render through libgvc.
        _ = try GraphvizRenderer.render(dot: DependenciesDOTEncoder().encode(graph))
        _ = try GraphvizRenderer.render(dot: try #require(ModuleDOTEncoder().encode(graph, module: router.name)))
    }

    @Test func dependenciesHideTheSDKUnlessAsked() throws {
        let graph = try example("BookNook")
        #expect(!DependenciesDOTEncoder().encode(graph).contains("fw:UIKit"))
        #expect(DependenciesDOTEncoder(includeSDK: true).encode(graph).contains("fw:UIKit"))
        #expect(DependenciesDOTEncoder().encode(graph).contains("fw:Alamofire"))
    }

    @Test func largeMermaidMapsAreSplitWithinMermaidsLimits() {
        let modules = (0..<700).map { Module(name: "M\($0)", path: "App/M\($0)") }
        // 1,200 different relations (the picture draws parallel edges as one line).
        let edges = (0..<1200).map { NavigationEdge(from: "M\($0 % 700)", to: "M\(($0 * 7 + 1 + $0 / 700) % 700)", kind: .push, via: "R.go\($0)()", file: "f.swift", line: $0) }
        let diagrams = MermaidEncoder().navigation(Graph(modules: modules, navigation: edges))
        #expect(diagrams.count >= 3)
        for diagram in diagrams {
            #expect(diagram.hasPrefix("flowchart LR\n"))
            #expect(diagram.split(separator: "\n").filter { $0.contains("-->") }.count <= MermaidEncoder.maxEdges)
            #expect(diagram.count <= MermaidEncoder.maxCharacters)
        }
        #expect(diagrams.reduce(0) { $0 + $1.split(separator: "\n").filter { $0.contains("-->") }.count } == 1200)
    }

    @Test func mermaidLabelsCannotBreakOut() {
        let graph = Graph(modules: [Module(name: "A", path: "x"), Module(name: "B", path: "y")],
                          navigation: [NavigationEdge(from: "A", to: "B", kind: .present, via: "R.go(_:)|\"<b>&", file: "f", line: 1)])
        let text = MermaidEncoder().navigation(graph)[0]
        #expect(text.contains("#124;#quot;#lt;b#gt;#amp;"))
        #expect(!text.contains("<b>"))
    }

    @Test func focusKeepsTheNeighbourhoodWithinDepth() throws {
        let graph = try example("GardenLog")
        let one = try #require(Focus.neighbourhood(of: "PlantDetail", depth: 1, in: graph))
        #expect(one.modules.map(\.name) == ["PlantDetail", "PlantList", "WateringSchedule"])
        #expect(one.navigation.allSatisfy { ["PlantDetail", "PlantList", "WateringSchedule"].contains($0.from) })
        let two = try #require(Focus.neighbourhood(of: "PlantDetail", depth: 2, in: graph))
        #expect(two.modules.count == graph.modules.count)
        #expect(Focus.neighbourhood(of: "Nope", depth: 1, in: graph) == nil)
    }

    /// A diagnostic belongs to a module when it is in one of the module's files or under its folder; a folder
    /// whose name only begins with the module's (`App/HomeDetail` for `App/Home`) is not under it.
    @Test func aModulesDiagnosticsAreInItsFilesOrUnderItsFolder() {
        let home = Module(name: "Home", path: "App/Home", components: [
            Component(name: "HomeRouter", role: .router, kind: "class", file: "Shared/Routers.swift", line: 3, inherits: [], conformsTo: [])])
        let detail = Module(name: "HomeDetail", path: "App/HomeDetail")
        let said = { (file: String) in Diagnostic(severity: .info, file: file, line: 1, message: "navigation not followed: \(file)") }
        let graph = Graph(modules: [home, detail], diagnostics: [said("App/Home/Deep/View.swift"), said("Shared/Routers.swift"),
                                                                 said("App/HomeDetail/View.swift"), said("Other.swift")])
        let index = GraphIndex(graph)
        #expect(index.diagnostics(of: home).map(\.file) == ["App/Home/Deep/View.swift", "Shared/Routers.swift"])
        #expect(index.diagnostics(of: detail).map(\.file) == ["App/HomeDetail/View.swift"])
    }

    /// The in-process SVG has the same nodes and edges as `dot -Tsvg` of the same DOT (the only
    /// place a `dot` process runs: here, as a cross-check).
    @Test(arguments: TestSupport.exampleApps)
    func inProcessSVGMatchesTheDotCommand(_ app: String) throws {
        let dot = NavigationDOTEncoder().encode(try example(app))
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("map.dot")
        try Data(dot.utf8).write(to: input)
        let external = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"), ["dot", "-Tsvg", input.path])
        try #require(external.status == 0, "the dot command is needed for this cross-check (apt-get install graphviz): \(external.stderr)")
        func shape(_ svg: Data) throws -> (nodes: [String], edges: [String]) {
            let document = try XMLDocument(data: svg)
            let titles = { (cls: String) in try document.nodes(forXPath: "//*[local-name()='g'][@class='\(cls)']/*[local-name()='title']").compactMap(\.stringValue).sorted() }
            return (try titles("node"), try titles("edge"))
        }
        let mine = try shape(try GraphvizRenderer.render(dot: dot))
        let theirs = try shape(Data(external.stdout.utf8))
        #expect(mine.nodes == theirs.nodes)
        #expect(mine.edges == theirs.edges)
    }
}
