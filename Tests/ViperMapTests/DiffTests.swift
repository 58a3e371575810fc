import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import ViperMap
import ViperMapDocs
import ViperMapGraphviz
import ViperMapIO
import ViperMapModel

/// `vipermap diff`: the comparison rules on small graphs, then the command on BookNook and
/// BookNook-v2 (goldens), a git repository, and the exit codes.
@Suite struct DiffRuleTests {
    private func module(_ name: String, folder: String = "App/Modules", roles: [Role] = [.view, .presenter, .interactor, .router],
                        requirements: [String] = []) -> Module {
        let components = roles.map { role -> Component in
            let suffix = role == .view ? "ViewController" : role.rawValue.capitalized
            return Component(name: name + suffix, role: role, kind: "class", file: "\(folder)/\(name)/\(name)\(suffix).swift", line: 3, inherits: [], conformsTo: [])
        }
        let contract = Contract(name: name + "RouterProtocol", file: "\(folder)/\(name)/\(name)Contract.swift", line: 1, inherits: [],
                                requirements: requirements.enumerated().map { Requirement(signature: $1, line: $0 + 2) },
                                adoptedBy: [name + "Router"], heldBy: [name + "Presenter"])
        return Module(name: name, path: "\(folder)/\(name)", components: components, contracts: [contract])
    }

    private func push(_ from: String, _ to: String, _ kind: NavigationKind = .push, via: String? = nil, line: Int = 10) -> NavigationEdge {
        NavigationEdge(from: from, to: to, kind: kind, via: via ?? "\(from)Router.show\(to)()", file: "App/Modules/\(from)/\(from)Router.swift", line: line)
    }

    @Test func movingFilesAndLinesIsNotAChange() {
        let base = Graph(modules: [module("Home"), module("Detail")], navigation: [push("Home", "Detail")])
        var head = base
        head.modules = head.modules.map { module in
            var moved = module
            moved.components = module.components.map { var c = $0; c.file = "Elsewhere/" + c.file; c.line += 40; return c }
            moved.contracts = module.contracts.map { var c = $0; c.line += 7; return c }
            return moved
        }
        head.navigation = [push("Home", "Detail", line: 99)]
        let diff = GraphDiffer.diff(base: base, head: head)
        #expect(diff.isEmpty)
        #expect(DiffReport.verdict(diff) == "no change to the app map")
    }

    @Test func navigationIsComparedPerPairOfScreens() {
        let base = Graph(modules: ["A", "B", "C", "D"].map { module($0) },
                         navigation: [push("A", "B"), push("A", "C", .present), push("C", "D")])
        let head = Graph(modules: ["A", "B", "C", "D"].map { module($0) },
                         navigation: [push("A", "B"), push("A", "B", via: "ARouter.openB()", line: 40),  // a second call site: no change
                                      push("A", "C"),                                                   // present -> push
                                      push("B", "D")])                                                  // C -> D gone, B -> D new
        let diff = GraphDiffer.diff(base: base, head: head)
        #expect(diff.navigation.map { "\($0.change.rawValue) \($0.from)->\($0.to) \($0.oldKind.map { "\($0.rawValue)->" } ?? "")\($0.kind.rawValue)" }
                == ["added B->D push", "removed C->D push", "changed A->C present->push"])
    }

    @Test func requirementsCompareBySignatureAndPairChangedOnes() {
        let base = Graph(modules: [module("Home", requirements: ["func showDetail(id: Int)", "func close()", "var title: String { get }"])])
        let head = Graph(modules: [module("Home", requirements: ["func showDetail(id: String)", "func  close( )".replacingOccurrences(of: "( )", with: "()"),
                                                                  "func refresh()"])])
        let diff = GraphDiffer.diff(base: base, head: head)
        let rows = diff.contracts.map { "\($0.change.rawValue) \($0.oldRequirement.map { "\($0) => " } ?? "")\($0.requirement ?? "-")" }
        #expect(rows.sorted() == ["added func refresh()", "changed func showDetail(id: Int) => func showDetail(id: String)", "removed var title: String { get }"])
    }

    @Test func aRenamedModuleIsOneRenameNotARemovalAndAnAddition() {
        var base = Graph(modules: [module("Login", requirements: ["func showHome()"]), module("Home")],
                         navigation: [push("Login", "Home", .root), push("Home", "Login", .present)],
                         dependencies: [Dependency(from: "Login", to: "Home", kind: .module, reasons: ["LoginRouter references HomeRouter"])])
        var head = Graph(modules: [module("SignIn", requirements: ["func showHome()"]), module("Home")],
                         navigation: [push("SignIn", "Home", .root), push("Home", "SignIn", .present)],
                         dependencies: [Dependency(from: "SignIn", to: "Home", kind: .module, reasons: ["SignInRouter references HomeRouter"])])
        // Types with a class prefix, and a requirement elsewhere that names the module's types.
        base.modules[0].components.append(Component(name: "SMLoginState", role: .other, kind: "struct", file: "s.swift", line: 1, inherits: [], conformsTo: []))
        head.modules[0].components.append(Component(name: "SMSignInState", role: .other, kind: "struct", file: "s.swift", line: 1, inherits: [], conformsTo: []))
        base.modules[1].contracts[0].requirements.append(Requirement(signature: "func showLogin(output: SMLoginModuleOutput)", line: 9))
        head.modules[1].contracts[0].requirements.append(Requirement(signature: "func showSignIn(output: SMSignInModuleOutput)", line: 9))
        let diff = GraphDiffer.diff(base: base, head: head)
        #expect(diff.modules.map(\.change) == [.renamed])
        #expect(diff.modules.first?.oldName == "Login" && diff.modules.first?.name == "SignIn")
        #expect(diff.navigation.isEmpty && diff.dependencies.isEmpty && diff.components.isEmpty && diff.contracts.isEmpty)
    }

    @Test func unlikeModulesAreAddedAndRemovedNotRenamed() {
        let base = Graph(modules: [module("Login", roles: [.presenter, .router], requirements: ["func showHome()"]), module("Home")])
        let head = Graph(modules: [module("Settings", folder: "App/Features", roles: [.view, .presenter, .interactor, .router, .entity, .worker],
                                          requirements: ["func close()", "func openProfile()"]), module("Home")])
        let diff = GraphDiffer.diff(base: base, head: head)
        #expect(diff.modules.map { "\($0.change.rawValue) \($0.name)" } == ["added Settings", "removed Login"])
    }

    @Test func componentRoleChangesAndSDKDependenciesAreIgnored() {
        var base = Graph(modules: [module("Home")], dependencies: [Dependency(from: "Home", to: "UIKit", kind: .sdk, reasons: [])])
        var head = base
        head.dependencies = [Dependency(from: "Home", to: "MapKit", kind: .sdk, reasons: []), Dependency(from: "Home", to: "Alamofire", kind: .import, reasons: ["import Alamofire in X.swift"])]
        head.modules[0].components[1].role = .worker
        base.modules[0].components.append(Component(name: "HomeCell", role: .view, kind: "class", file: "x.swift", line: 1, inherits: [], conformsTo: []))
        let diff = GraphDiffer.diff(base: base, head: head)
        #expect(diff.components.map { "\($0.change.rawValue) \($0.name) \($0.oldRole?.rawValue ?? "")" } == ["removed HomeCell ", "changed HomePresenter presenter"])
        #expect(diff.dependencies.map { "\($0.change.rawValue) \($0.to)" } == ["added Alamofire"])
    }

    @Test func markdownEscapesNamesAndFoldsLongTables() {
        var diff = GraphDiff(base: "main", head: "<b>feature</b>")
        diff.modules = [ModuleChange(change: .added, name: "Evil<script>alert(1)</script>|x", path: "App/[x](http://e)", components: 1, contracts: 0)]
        diff.navigation = (0..<12).map { NavigationChange(change: .added, from: "A\($0)", to: "B", kind: .push, via: "R.go()", file: "f.swift", line: $0) }
        let text = DiffReport().render(diff)
        #expect(text.hasPrefix(DiffReport.marker + "\n**ViperMap:** modules: 1 added; navigation: 12 added\n"))
        #expect(!text.contains("<script>") && !text.contains("<b>") && !text.contains("[x](http"))
        #expect(text.contains("App/\\[x\\](http://e)"))
        #expect(text.contains("Evil&lt;script&gt;alert(1)&lt;/script&gt;&#124;x"))
        #expect(text.contains("<details><summary>12 navigation changes</summary>"))
        #expect(!text.contains("module changes</summary>"), "a one-row table is not folded")
    }

    @Test func markdownLinksLocationsToTheRevisionThatHasThem() {
        var diff = GraphDiff(base: "abc123", head: "def456")
        diff.navigation = [NavigationChange(change: .added, from: "A", to: "B", kind: .push, via: "R.go()", file: "App/My Router.swift", line: 7),
                           NavigationChange(change: .removed, from: "A", to: "C", kind: .push, via: "R.go()", file: "App/Old.swift", line: 3)]
        let text = DiffReport(sourceURL: "https://example.com/r/blob/{rev}/{path}#L{line}").render(diff)
        #expect(text.contains("[App/My Router.swift:7](https://example.com/r/blob/def456/App/My%20Router.swift#L7)"))
        #expect(text.contains("[App/Old.swift:3](https://example.com/r/blob/abc123/App/Old.swift#L3)"))
        #expect(!DiffReport().render(diff).contains("](http"), "no links without a template")
    }

    @Test func markdownStaysUnderTheCommentLimitAndSaysWhatWasCut() {
        var diff = GraphDiff(base: "main", head: "feature")
        diff.navigation = (0..<3000).map { NavigationChange(change: .removed, from: "Module\($0)", to: "Target\($0)", kind: .present,
                                                            via: "Module\($0)Router.presentSomethingRatherLong(with:animated:)", file: "App/Modules/Module\($0)/Router.swift", line: $0) }
        let text = DiffReport().render(diff, mermaid: String(repeating: "  a --> b\n", count: 100))
        #expect(text.utf8.count <= DiffReport.limit)
        #expect(text.utf8.count > DiffReport.limit - 2_000, "the budget is used, not wasted")
        let shown = text.split(separator: "\n").filter { $0.hasPrefix("| removed |") }.count
        #expect(shown > 100 && shown < 3000)
        #expect(text.contains("_\(3000 - shown) more rows are not shown"))
        #expect(text.contains("The map of the changes is too large for a comment"))
    }

    @Test func mermaidStylesEveryNodeAndEdgeByStatus() throws {
        let base = try loadGraph("BookNook"), head = try loadGraph("BookNook-v2")
        let diff = GraphDiffer.diff(base: base, head: head)
        let picture = DiffPicture(base: base, head: head, diff: diff, context: nil)
        let text = MermaidEncoder().diff(picture)
        let edgeLines = text.split(separator: "\n").filter { $0.contains("-->|") || $0.contains("-.->|") }
        // One line per drawn line: a pop or dismiss of the same status as its push or present is that line's second head.
        #expect(edgeLines.count == picture.lines.count && picture.lines.count < picture.edges.count)
        let styled = text.split(separator: "\n").filter { $0.contains("linkStyle") }
            .flatMap { $0.split(separator: " ")[1].split(separator: ",").map { Int($0)! } }
        #expect(styled.sorted() == Array(0..<picture.lines.count), "every line gets exactly one linkStyle")
        #expect(text.contains(":::added") && text.contains(":::changed") && text.contains("classDef removed"))
        // One class per node, as many of each as the picture has of that status.
        for status in DiffPicture.Status.allCases {
            let lines = text.split(separator: "\n").filter { $0.hasSuffix(":::\(status.rawValue)") }.count
            #expect(lines == picture.nodes.filter { $0.status == status }.count, "\(status)")
        }
    }

    @Test func contextCutsThePictureToTheChangesAndTheirNeighbours() throws {
        let base = try loadGraph("BookNook"), head = try loadGraph("BookNook-v2")
        let diff = GraphDiffer.diff(base: base, head: head)
        let zero = DiffPicture(base: base, head: head, diff: diff, context: 0)
        let one = DiffPicture(base: base, head: head, diff: diff, context: 1)
        let all = DiffPicture(base: base, head: head, diff: diff, context: nil)
        let changedEnds = Set(zero.edges.filter { $0.status != .unchanged }.flatMap { [$0.from, $0.to] })
        for node in zero.nodes where node.status == .unchanged {
            #expect(changedEnds.contains(node.name), "\(node.name) is in the 0-hop picture without a change")
        }
        #expect(zero.nodes.count < one.nodes.count && one.nodes.count < all.nodes.count)
        #expect(all.hidden == 0 && one.hidden == all.nodes.count - one.nodes.count)
        #expect(Set(all.nodes.map(\.name)) == Set(head.modules.map(\.name)))
    }

    private func loadGraph(_ app: String) throws -> Graph {
        if app == "BookNook-v2" { return try TestSupport.scanFolder(TestSupport.examples.appendingPathComponent(app)) }
        return try GraphCoding.decode(try Data(contentsOf: TestSupport.examples.appendingPathComponent("\(app)/graph.json")))
    }
}

@Suite struct DiffCommandTests {
    private let v2 = TestSupport.examples.appendingPathComponent("BookNook-v2")

    private func diff(_ arguments: [String], in folder: URL? = nil) throws -> TestSupport.ProcessResult {
        try TestSupport.run(TestSupport.vipermapBinary, ["diff"] + arguments, in: folder ?? TestSupport.packageRoot)
    }

    @Test(arguments: [("markdown", "diff.md"), ("json", "diff.json"), ("mermaid", "diff.mmd")])
    func bookNookDiffMatchesItsGolden(_ format: String, _ golden: String) throws {
        let result = try diff(["Examples/BookNook", "Examples/BookNook-v2", "--format", format])
        #expect(result.status == 0, "\(result.stderr)")
        try Golden.assertEqual(Data(result.stdout.utf8), file: v2.appendingPathComponent(golden), hint: "run `make examples` and review the diff")
    }

    @Test func bookNookDiffFindsWhatThePullRequestChangedAndNothingElse() throws {
        let result = try diff(["Examples/BookNook", "Examples/BookNook-v2", "--format", "json"])
        let diff = try JSONDecoder().decode(GraphDiff.self, from: Data(result.stdout.utf8))
        #expect(diff.modules.map { "\($0.change.rawValue) \($0.name)" } == ["added Settings"])
        #expect(Set(diff.navigation.map { "\($0.change.rawValue) \($0.from)->\($0.to) \($0.kind.rawValue)" })
                == ["added Shelf->Settings push", "removed Search->BookDetail push", "changed BookDetail->Reader push", "changed Reader->BookDetail pop"])
        #expect(diff.contracts.contains { $0.change == .changed && $0.contract == "ReaderView" && $0.requirement?.contains("animated: Bool") == true })
        // ReaderPage.swift moved folders and ShelfPresenter moved down 3 lines: neither is a change.
        #expect(!diff.components.contains { $0.name == "ReaderPage" || $0.name == "ShelfPresenter" })
        #expect(diff.components.isEmpty)
    }

    @Test func bookNookDiffSVGColoursEachChange() throws {
        let result = try diff(["Examples/BookNook", "Examples/BookNook-v2", "--format", "svg", "--context", "all"])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try XMLDocument(data: Data(result.stdout.utf8))
        let titles = try document.nodes(forXPath: "//*[local-name()='g'][@class='node']/*[local-name()='title']").compactMap(\.stringValue)
        #expect(Set(titles) == ["BookDetail", "Library", "Reader", "Root", "Search", "Settings", "Shelf", " legend"])
        /// The markup of the node or edge group with this title (the legend's colours do not count).
        func group(_ kind: String, _ title: String) throws -> String {
            for case let element as XMLElement in try document.nodes(forXPath: "//*[local-name()='g'][@class='\(kind)']") {
                let name = element.children?.first { $0.name == "title" }?.stringValue
                if name == title { return element.xmlString }
            }
            Issue.record("no \(kind) titled \(title)")
            return ""
        }
        // Settings is green, the removed push is red and dashed, the kind change orange, the rest muted.
        let settings = try group("node", "Settings")
        #expect(settings.contains("fill=\"#dafbe1\"") && settings.contains("stroke=\"#1a7f37\""))
        let library = try group("node", "Library")
        #expect(library.contains("fill=\"#f6f8fa\"") && library.contains("stroke=\"#afb8c1\""))
        let removed = try group("edge", "Search->BookDetail")
        #expect(removed.contains("stroke=\"#cf222e\"") && removed.contains("stroke-dasharray"))
        let added = try group("edge", "Shelf->Settings")
        #expect(added.contains("stroke=\"#1a7f37\"") && !added.contains("stroke-dasharray"))
        let kindChange = try group("edge", "BookDetail->Reader")
        #expect(kindChange.contains("stroke=\"#bc4c00\"") && kindChange.contains("present → push"))
    }

    /// Node centres from an SVG: title → (x, y) of the first point of its shape.
    private func centres(_ svg: String) throws -> [String: (Double, Double)] {
        let document = try XMLDocument(data: Data(svg.utf8))
        var result: [String: (Double, Double)] = [:]
        for case let group as XMLElement in try document.nodes(forXPath: "//*[local-name()='g'][@class='node']") {
            func first(_ name: String, in element: XMLElement) -> XMLElement? {
                for case let child as XMLElement in element.children ?? [] {
                    if (child.localName ?? child.name) == name { return child }
                    if let found = first(name, in: child) { return found }
                }
                return nil
            }
            guard let title = first("title", in: group)?.stringValue, let text = first("text", in: group),
                  // (FoundationXML's attribute(forName:) finds nothing here: look through the list.)
                  let x = text.attributes?.first(where: { $0.name == "x" })?.stringValue.flatMap(Double.init),
                  let y = text.attributes?.first(where: { $0.name == "y" })?.stringValue.flatMap(Double.init) else { continue }
            result[title] = (x, y)
        }
        return result
    }

    @Test func baseAndHeadKeepTheUnionsPlacement() throws {
        var sides: [String: [String: (Double, Double)]] = [:]
        for side in ["union", "base", "head"] {
            let result = try diff(["Examples/BookNook", "Examples/BookNook-v2", "--format", "svg", "--side", side, "--context", "all"])
            #expect(result.status == 0, "\(result.stderr)")
            sides[side] = try centres(result.stdout)
        }
        let base = try #require(sides["base"]), head = try #require(sides["head"])
        #expect(base["Settings"] == nil && head["Settings"] != nil, "head shows the added module, base does not")
        let shared = Set(base.keys).intersection(head.keys).subtracting([" legend"]).sorted()
        #expect(shared.count >= 6)
        // The same offsets between every pair of shared nodes (a whole-picture shift is allowed).
        let anchor = shared[0]
        for name in shared.dropFirst() {
            let inBase = (base[name]!.0 - base[anchor]!.0, base[name]!.1 - base[anchor]!.1)
            let inHead = (head[name]!.0 - head[anchor]!.0, head[name]!.1 - head[anchor]!.1)
            #expect(abs(inBase.0 - inHead.0) < 1 && abs(inBase.1 - inHead.1) < 1, "\(name) moved between base and head")
        }
    }

    @Test func noChangeExitsZeroAndSaysSo() throws {
        // BookNook against its own graph JSON, and against a copy with a file moved and lines shifted.
        let copy = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: TestSupport.examples.appendingPathComponent("BookNook/BookNook"), to: copy.appendingPathComponent("BookNook"))
        let modules = copy.appendingPathComponent("BookNook/Modules")
        try FileManager.default.createDirectory(at: modules.appendingPathComponent("Shelf/Entity"), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: modules.appendingPathComponent("Shelf/Interactor/ShelfItem.swift"), to: modules.appendingPathComponent("Shelf/Entity/ShelfItem.swift"))
        let router = modules.appendingPathComponent("Shelf/Router/ShelfRouter.swift")
        try ("\n\n// Moved down.\n" + String(contentsOf: router, encoding: .utf8)).write(to: router, atomically: true, encoding: .utf8)
        for head in ["Examples/BookNook", copy.path] {
            let result = try diff(["Examples/BookNook/graph.json", head, "--fail-on", "any"])
            #expect(result.status == 0, "\(head): \(result.stderr)")
            #expect(result.stdout == "\(DiffReport.marker)\n**ViperMap:** no change to the app map\n\n<sub>base Examples/BookNook/graph.json → head \(head)</sub>\n\n")
        }
    }

    /// Every example's committed graph against a fresh scan of its folder: nothing changed.
    @Test(arguments: TestSupport.exampleApps)
    func anExampleHasNoChangeAgainstItsOwnGraph(_ app: String) throws {
        let result = try diff(["Examples/\(app)/graph.json", "Examples/\(app)", "--format", "json", "--fail-on", "any"])
        #expect(result.status == 0, "\(result.stderr)")
        let diff = try JSONDecoder().decode(GraphDiff.self, from: Data(result.stdout.utf8))
        #expect(diff.isEmpty)
    }

    @Test(arguments: [("module-added", 1), ("module-removed", 0), ("navigation-added", 1), ("navigation-removed", 1),
                      ("contract-changed", 1), ("dependency-added", 1), ("component-changed", 0), ("any", 1),
                      ("module-removed,component-changed", 0), ("module-removed,navigation-removed", 1), ("no-such-change", 2)])
    func failOnSetsTheExitCode(_ failOn: String, _ expected: Int32) throws {
        let out = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: out) }
        let file = out.appendingPathComponent("diff.md")
        let result = try diff(["Examples/BookNook", "Examples/BookNook-v2", "--fail-on", failOn, "-o", file.path])
        #expect(result.status == expected, "\(result.stderr)")
        if expected == 1 { #expect(result.stderr.contains("--fail-on")) }
        // The report is written whatever the verdict (CI posts it, then fails the job).
        #expect(FileManager.default.fileExists(atPath: file.path) == (expected != 2))
    }

    /// The CI recipe is valid YAML and only uses options `vipermap diff` has.
    @Test func ciRecipeUsesRealOptions() throws {
        let recipe = TestSupport.examples.appendingPathComponent("ci/vipermap-diff.yml")
        let yaml = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"),
                                       ["python3", "-c", "import sys, yaml; d = yaml.safe_load(open(sys.argv[1])); print(len(d['jobs']['diff']['steps']))", recipe.path])
        #expect(yaml.status == 0, "\(yaml.stderr)")
        #expect(Int(yaml.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0 >= 5)
        let text = try String(contentsOf: recipe, encoding: .utf8)
        let help = try diff(["--help"]).stdout
        let used = Set(text.split(whereSeparator: { $0.isWhitespace || "\"+{}".contains($0) }).filter { $0.hasPrefix("--") && $0.dropFirst(2).first?.isLetter == true }.map(String.init))
            .subtracting(["--package-path", "--product"])  // swift build's
        #expect(used.isSuperset(of: ["--repo", "--format", "--embed-mermaid", "--fail-on"]))
        for option in used { #expect(help.contains(option), "the recipe uses \(option), which vipermap diff does not have") }
        #expect(text.contains(DiffReport.marker))
        // The check step: SARIF out, options `vipermap check` has.
        #expect(text.contains("vipermap check \"$APP_FOLDER\" --format sarif -o vipermap-check.sarif"))
        let checkHelp = try TestSupport.run(TestSupport.vipermapBinary, ["check", "--help"]).stdout
        #expect(checkHelp.contains("--format") && checkHelp.contains("--output"))
    }

    @Test func badArgumentsNameTheProblem() throws {
        let missing = try diff(["no-such-thing", "Examples/BookNook"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("BASE no-such-thing: no such file or folder"))
        let context = try diff(["Examples/BookNook", "Examples/BookNook", "--context", "near"])
        #expect(context.status == 2 && context.stderr.contains("--context near"))
        let option = try diff(["--evil", "HEAD"])
        #expect(option.status == 2)
    }
}

/// Diffs between git revisions, in a repository the test makes.
@Suite struct DiffGitTests {
    private func git(_ arguments: [String], in folder: URL) throws -> TestSupport.ProcessResult {
        let result = try TestSupport.run(URL(fileURLWithPath: "/usr/bin/env"),
                                         ["git", "-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments, in: folder)
        if result.status != 0 { throw InputError("git \(arguments.joined(separator: " ")): \(result.stderr)") }
        return result
    }

    /// A repository with BookNook at main~1 and BookNook-v2 at main, under `ios/`.
    private func bookNookRepository() throws -> (repo: URL, app: URL) {
        let repo = try TestSupport.temporaryFolder()
        let app = repo.appendingPathComponent("ios")
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        _ = try git(["init", "-q", "-b", "main"], in: repo)
        try FileManager.default.copyItem(at: TestSupport.examples.appendingPathComponent("BookNook/BookNook"), to: app.appendingPathComponent("BookNook"))
        _ = try git(["add", "-A"], in: repo)
        _ = try git(["commit", "-q", "-m", "v1"], in: repo)
        try FileManager.default.removeItem(at: app.appendingPathComponent("BookNook"))
        try FileManager.default.copyItem(at: TestSupport.examples.appendingPathComponent("BookNook-v2/BookNook"), to: app.appendingPathComponent("BookNook"))
        _ = try git(["add", "-A"], in: repo)
        _ = try git(["commit", "-q", "-m", "v2"], in: repo)
        return (repo, app)
    }

    @Test func revisionsDiffLikeFoldersAndLeaveTheWorkTreeAndIndexAlone() throws {
        let (repo, app) = try bookNookRepository()
        defer { try? FileManager.default.removeItem(at: repo) }

        // Uncommitted work: a staged edit, an unstaged edit, an untracked file.
        let delegate = app.appendingPathComponent("BookNook/AppDelegate.swift")
        try (try String(contentsOf: delegate, encoding: .utf8) + "\n// staged\n").write(to: delegate, atomically: true, encoding: .utf8)
        _ = try git(["add", "ios/BookNook/AppDelegate.swift"], in: repo)
        try (try String(contentsOf: delegate, encoding: .utf8) + "// unstaged\n").write(to: delegate, atomically: true, encoding: .utf8)
        try "scratch".write(to: repo.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let statusBefore = try git(["status", "--porcelain=v1"], in: repo).stdout
        let indexBefore = try Data(contentsOf: repo.appendingPathComponent(".git/index"))
        let delegateBefore = try Data(contentsOf: delegate)

        // Temporary copies go under TMPDIR: one of our own, to see that they are cleaned up.
        let temp = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: temp) }
        let process = Process()
        process.executableURL = TestSupport.vipermapBinary
        process.arguments = ["diff", "main~1", "main", "--repo", app.path, "--format", "json"]
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": temp.path]) { $1 }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let fromGit = try JSONDecoder().decode(GraphDiff.self, from: data)
        let fromFolders = try JSONDecoder().decode(GraphDiff.self, from: Data(TestSupport.run(
            TestSupport.vipermapBinary, ["diff", "Examples/BookNook", "Examples/BookNook-v2", "--format", "json"], in: TestSupport.packageRoot).stdout.utf8))
        #expect(fromGit.base == "main~1" && fromGit.head == "main")
        var relabelled = fromGit
        relabelled.base = fromFolders.base
        relabelled.head = fromFolders.head
        #expect(relabelled == fromFolders, "--repo ios reads the ios/ folder of each revision, as scanning that folder would")

        #expect(try git(["status", "--porcelain=v1"], in: repo).stdout == statusBefore)
        #expect(try Data(contentsOf: repo.appendingPathComponent(".git/index")) == indexBefore)
        #expect(try Data(contentsOf: delegate) == delegateBefore)
        #expect(try FileManager.default.contentsOfDirectory(atPath: temp.path).isEmpty, "temporary copies are removed")

        let unknown = try TestSupport.run(TestSupport.vipermapBinary, ["diff", "main~5", "main", "--repo", app.path])
        #expect(unknown.status == 2 && unknown.stderr.contains("BASE main~5: no such file or folder, and no commit 'main~5'"))
    }

    @Test func theHeadRevisionReadsAndParsesOnlyTheFilesThatChanged() throws {
        let (repo, app) = try bookNookRepository()
        defer { try? FileManager.default.removeItem(at: repo) }
        let repository = try GitRevision.Repository(app.path)
        #expect(repository.prefix == "ios")
        let cache = FactsCache()
        let pipeline = ScanPipeline(root: app, configuration: Configuration(), threads: 2, cache: cache)
        let base = try GitRevision.sources("main~1", in: repository, cache: cache)
        _ = pipeline.parse(base.items, found: base.diagnostics)
        #expect(cache.hits == 0)
        let head = try GitRevision.sources("main", in: repository, cache: cache)
        let changed = Set(try git(["diff", "--name-only", "--no-renames", "main~1", "main", "--", "*.swift"], in: repo).stdout
            .split(separator: "\n").map { String($0.dropFirst("ios/".count)) })
        let unchanged = head.items.filter { !changed.contains($0.path) }
        #expect(changed.count >= 10 && unchanged.count >= 10)
        // An unchanged file's blob is not even fetched: reading it would fail.
        for item in unchanged {
            if case .skipped = item.read() {} else { Issue.record("\(item.path) was fetched although base had the same blob") }
        }
        let parsed = pipeline.build(pipeline.parse(head.items, found: head.diagnostics))
        #expect(cache.hits == unchanged.count)
        #expect(parsed.modules.map(\.name).contains("Settings"))
    }

    @Test func theSecondScanReusesFilesThatDidNotChange() throws {
        let folder = TestSupport.examples.appendingPathComponent("BookNook")
        let cache = FactsCache()
        let pipeline = ScanPipeline(root: folder, configuration: Configuration(), threads: 2, cache: cache)
        let first = try pipeline.run([folder.path])
        #expect(cache.hits == 0)
        let second = try pipeline.run([folder.path])
        #expect(second == first)
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") || DocumentScanner.isDocument($0) || StoryboardScanner.isInterfaceFile($0) }
        #expect(cache.hits == files.count)
    }
}
