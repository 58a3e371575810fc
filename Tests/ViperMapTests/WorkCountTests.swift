import Foundation
import Testing
import ViperMap
import ViperMapModel

/// The scan's work, counted (not timed, so the same on every machine): the interpreter's runs, the contexts
/// it runs units in, the effects it carries up from callees into callers, the distinct paths of tests of
/// values from outside. Each stays within a small constant factor of the program's units, on an app shaped
/// like a large real one (`LargeAppFixture`) and on gen-corpus; and doubling the app at most about doubles it.
@Suite struct WorkCountTests {
    static func work(_ sources: [String: String]) -> (graph: Graph, work: GraphBuilder.Work) {
        let facts = SourceScanner.scan(sources.keys.sorted().map { ($0, sources[$0]!) }, threads: 2)
        return GraphBuilder().buildCounting(facts)
    }

    /// Per unit of code: at most 3 runs, 2 contexts, 20 effects carried up and half a path of tests. Before
    /// the ways in reused the solved flow (and kept the contexts of values from outside bounded per unit) this
    /// app took 7.9 runs and 333 effects carried per unit, 13,529 paths, and most of its time.
    @Test func aLargeAppsWorkIsBoundedByItsCode() {
        let (graph, work) = Self.work(LargeAppFixture.sources())
        // The app is what it claims to be: every module, navigation between them, ways in from outside.
        #expect(graph.modules.count == 40)
        #expect(graph.navigation.count > 100)
        #expect((graph.entries ?? []).contains { $0.kind == "url" && $0.pattern.contains("promo") })
        #expect((graph.entries ?? []).contains { $0.kind == "notification" })
        #expect((graph.entries ?? []).contains { $0.kind == "shortcut" })
        let units = work.units
        #expect(units > 2_000)
        #expect(work.flow.runs <= 3 * units, "runs: \(work.flow)")
        #expect(work.flow.contexts <= 2 * units, "contexts: \(work.flow)")
        #expect(work.flow.effectsCarried <= 20 * units, "effects carried: \(work.flow)")
        #expect(work.flow.choicePaths <= units / 2, "choice paths: \(work.flow)")
    }

    /// Twice the modules, routes, notification kinds and big screens: each count at most 2.5 times.
    @Test func doublingALargeAppAtMostAboutDoublesItsWork() {
        let small = LargeAppFixture.Shape(modules: 20, bigScreens: 1, bigScreenLines: 2_000, routes: 30, pushKinds: 15)
        var large = small
        large.modules *= 2
        large.bigScreens *= 2
        large.routes *= 2
        large.pushKinds *= 2
        let (one, two) = (Self.work(LargeAppFixture.sources(small)).work, Self.work(LargeAppFixture.sources(large)).work)
        #expect(Double(two.units) >= 1.9 * Double(one.units), "the doubled app has twice the code")
        for (name, a, b) in [("runs", one.flow.runs, two.flow.runs), ("contexts", one.flow.contexts, two.flow.contexts),
                             ("effects carried", one.flow.effectsCarried, two.flow.effectsCarried),
                             ("choice paths", one.flow.choicePaths, two.flow.choicePaths)] {
            #expect(Double(b) <= 2.5 * Double(a), "\(name): \(a) -> \(b)")
        }
    }

    /// gen-corpus (no ways in from outside): about one context and one run per unit.
    @Test(.enabled(if: TestSupport.runsSharedTests, TestSupport.needsShared))
    func genCorpusWorkIsAboutOneRunPerUnit() throws {
        let folder = try TestSupport.generatedApp(modules: 200)
        defer { try? FileManager.default.removeItem(at: folder) }
        let app = folder.appendingPathComponent("App")
        var sources: [String: String] = [:]
        for case let url as URL in FileManager.default.enumerator(at: app, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            sources[String(url.path.dropFirst(app.path.count + 1))] = try String(contentsOf: url, encoding: .utf8)
        }
        let (graph, work) = Self.work(sources)
        #expect(graph.modules.count == 200)
        #expect(work.flow.runs <= 2 * work.units, "runs: \(work.flow)")
        #expect(work.flow.contexts <= 3 * work.units / 2, "contexts: \(work.flow)")
        #expect(work.flow.effectsCarried <= work.units, "effects carried: \(work.flow)")
    }
}
