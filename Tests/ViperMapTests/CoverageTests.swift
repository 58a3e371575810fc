import Foundation
import Testing
import ViperMap
import ViperMapIO
import ViperMapDocs
import ViperMapModel

/// Every transition site is accounted for: followed, or not followed with exactly one diagnostic at its
/// place; the counts add up for the app and for each module.
@Suite struct CoverageTests {
    /// The invariant on one graph: `followed + notFollowed == sites` everywhere, module counts sum to at most
    /// the app's, and each open site's diagnostic is a navigation gap at that file and line.
    static func expectAccounted(_ graph: Graph, _ name: String) {
        guard let coverage = graph.coverage else {
            Issue.record("\(name): the graph has no coverage")
            return
        }
        #expect(coverage.followed + coverage.notFollowed == coverage.sites, "\(name): \(coverage.sites) sites")
        #expect(coverage.open.count == coverage.notFollowed, "\(name)")
        var moduleSites = 0
        for module in graph.modules {
            guard let mine = module.coverage else { Issue.record("\(name): \(module.name) has no coverage"); continue }
            #expect(mine.followed + mine.notFollowed == mine.sites, "\(name): \(module.name)")
            #expect(mine.open.allSatisfy { $0.module == module.name }, "\(name): \(module.name)")
            moduleSites += mine.sites
        }
        #expect(moduleSites <= coverage.sites, "\(name)")
        for site in coverage.open {
            guard site.diagnostic >= 0, site.diagnostic < graph.diagnostics.count else {
                Issue.record("\(name): \(site.file):\(site.line) names diagnostic \(site.diagnostic) of \(graph.diagnostics.count)")
                continue
            }
            let d = graph.diagnostics[site.diagnostic]
            #expect(d.isNavigationGap && d.file == site.file && d.line == site.line, "\(name): \(site.file):\(site.line) -> \(d.message)")
        }
    }

    @Test func everyExampleSiteIsAccounted() throws {
        for app in TestSupport.exampleApps {
            let graph = try TestSupport.scanFolder(TestSupport.examples.appendingPathComponent(app))
            Self.expectAccounted(graph, app)
            #expect((graph.coverage?.sites ?? 0) >= 5, "\(app) has transition calls in its code")
        }
    }

    @Test func everyConformanceCaseSiteIsAccounted() throws {
        for c in try ConformanceSuite.cases(in: ConformanceTests.root) {
            Self.expectAccounted(try TestSupport.scanFolder(c.folder, threads: 1), c.id)
        }
    }

    @Test(.enabled(if: TestSupport.runsSharedTests, TestSupport.needsShared))
    func genCorpusSitesAreAllFollowed() throws {
        let folder = try TestSupport.generatedApp(modules: 60)
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = try TestSupport.scanFolder(folder)
        Self.expectAccounted(graph, "gen-corpus")
        #expect((graph.coverage?.sites ?? 0) >= 60)
    }

    /// A site value flow cannot follow says so where it is, in the call's words; one it follows, or that
    /// shows an alert, counts as followed.
    @Test func aSiteNotFollowedIsSaidAtItsPlace() {
        let graph = TestSupport.graph([
            "Modules/List/ListRouter.swift": """
            import UIKit
            final class ListViewController: UIViewController {}
            final class ListRouter {
                weak var viewController: UIViewController?
                var screens: [UIViewController] = []
                func openDetail() {
                    viewController?.navigationController?.pushViewController(DetailViewController(), animated: true)
                }
                func openSome(_ index: Int) {
                    viewController?.present(screens[index], animated: true)
                }
                func warn() {
                    viewController?.present(UIAlertController(title: "x", message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """,
            "Modules/Detail/DetailViewController.swift": """
            import UIKit
            final class DetailViewController: UIViewController {}
            final class DetailRouter {}
            """,
        ])
        Self.expectAccounted(graph, "inline")
        let list = graph.modules.first { $0.name == "List" }?.coverage
        #expect(list?.sites == 3)
        #expect(list?.followed == 2)
        let open = list?.open.first
        #expect(open?.line == 10)
        #expect(open?.call == "viewController?.present(…)" || open?.call == "viewController.present(…)")
        if let open {
            let message = graph.diagnostics[open.diagnostic].message
            #expect(message.contains("an element of `screens`"), "\(message)")
        }
    }

    /// A presenter's own `present(_ items:)` and a router's own `dismiss()` are the app's functions: their bodies hold the sites, not their calls.
    @Test func callsOfTheAppsOwnFunctionsAreNoSites() {
        let graph = TestSupport.graph([
            "Modules/List/ListRouter.swift": """
            import UIKit
            final class ListViewController: UIViewController {
                func present(_ items: [String], animated: Bool) {}
                func refresh() { present(["a"], animated: false) }
            }
            final class ListRouter {
                weak var viewController: UIViewController?
                func dismiss() { viewController?.dismiss(animated: true) }
                func close() { dismiss() }
            }
            """,
        ])
        #expect(graph.coverage?.sites == 1)
    }

    /// Two versions of one router: the second shows a screen picked by an index.
    static func router(_ call: String) -> Graph {
        TestSupport.graph([
            "Modules/List/ListRouter.swift": """
            import UIKit
            final class ListViewController: UIViewController {}
            final class ListRouter {
                weak var viewController: UIViewController?
                var screens: [UIViewController] = []
                func openDetail(_ index: Int) {
                    \(call)
                }
            }
            """,
            "Modules/Detail/DetailViewController.swift": "import UIKit\nfinal class DetailViewController: UIViewController {}\nfinal class DetailRouter {}\n",
        ])
    }

    static let known = router("viewController?.present(DetailViewController(), animated: true)")
    static let unknown = router("viewController?.present(screens[index], animated: true)")

    /// `check` lists each site not followed under `navigation-not-followed`, an info that fails nothing unless raised.
    @Test func checkListsSitesNotFollowedAsInfo() {
        let violations = RuleChecker().check(Self.unknown).filter { $0.rule == "navigation-not-followed" }
        #expect(violations.count == 1)
        #expect(violations.first?.severity == .info && violations.first?.module == "List" && violations.first?.line == 7)
        #expect(RuleChecker().check(Self.known).allSatisfy { $0.rule != "navigation-not-followed" })
        let raised = RuleChecker(settings: RuleSettings(severities: ["navigation-not-followed": .error])).check(Self.unknown)
        #expect(raised.contains { $0.rule == "navigation-not-followed" && $0.severity == .error })
    }

    /// `diff` says when coverage goes down, with the site newly not followed and why; not when it goes up.
    @Test func diffSaysCoverageWentDown() throws {
        let down = GraphDiffer.diff(base: Self.known, head: Self.unknown)
        let change = try #require(down.coverage)
        #expect(change.base.followed == 1 && change.head.followed == 0 && change.head.sites == 1)
        #expect(change.notFollowed.map(\.line) == [7])
        #expect(change.notFollowed.first?.message.contains("element of `screens`") == true)
        #expect(DiffReport.verdict(down).contains("navigation coverage down: 0 of 1 transition sites followed (was 1 of 1)"))
        #expect(DiffReport().render(down).contains("Navigation not followed"))
        #expect(GraphDiffer.diff(base: Self.unknown, head: Self.known).coverage == nil)
    }

    /// A module page says how complete it is; the index ranks modules by sites not followed.
    @Test func docsSayHowCompleteEachPageIs() throws {
        let plan = DocsBuilder(title: "Coverage").plan(Self.unknown)
        let page = try #require(plan.texts.first { $0.key.hasSuffix("List.md") }?.value)
        #expect(page.contains("## How complete this page is"))
        #expect(page.contains("Its code has 1 transition site (places that show or close a screen); the scan followed 0 and not 1"))
        let index = try #require(plan.texts["index.md"])
        #expect(index.contains("## How complete the map is"))
        #expect(index.contains("the scan followed 0 (0 %) and not 1"))
        #expect(index.contains("| Module | Sites | Followed | Not followed |"))
    }

    /// An SVG opened alone fits the window: width 100 % (capped at its own width), its viewBox kept, no fixed height.
    @Test func anSVGOpenedAloneFitsTheWindow() {
        let svg = "<?xml version=\"1.0\"?>\n<svg width=\"335pt\" height=\"369pt\"\n viewBox=\"0.00 0.00 335.00 368.77\" xmlns=\"http://www.w3.org/2000/svg\">\n<g/></svg>\n"
        let fitted = WindowFit.apply(svg)
        #expect(fitted.contains("<svg width=\"100%\" style=\"max-width: 335pt\"\n viewBox=\"0.00 0.00 335.00 368.77\""))
        #expect(!fitted.contains("height=\"369pt\""))
        #expect(WindowFit.apply("<svg width=\"10pt\"><g/></svg>") == "<svg width=\"10pt\"><g/></svg>", "no viewBox: left alone")
    }
}
