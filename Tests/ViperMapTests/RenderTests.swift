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
        let svg = try GraphvizRenderer.render(dot: NavigationDOTEncoder().encode(graph))
        let document = try XMLDocument(data: svg)
        // One node group per module (and App when it navigates); the legend's points are invisible.
        let titles = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/*[local-name()='title']").compactMap(\.stringValue)
        let hasApp = graph.navigation.contains { $0.from == appModuleName }
        #expect(titles.sorted() == (graph.modules.map(\.name) + (hasApp ? [appModuleName] : [])).sorted())
        let legendEdges = Set(graph.navigation.map(\.kind)).count
        let links = try document.nodes(forXPath: "//*[local-name()='a']/@*[local-name()='href']").compactMap(\.stringValue)
        for module in graph.modules { #expect(links.contains("modules/\(module.name).md"), "\(module.name) has no link") }
        let edges = try document.nodes(forXPath: "//*[local-name()='g'][@class='edge']")
        #expect(edges.count == graph.navigation.count + legendEdges)
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
}
