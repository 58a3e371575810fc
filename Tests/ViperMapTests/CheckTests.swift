import Foundation
import Testing
import ViperMap
import ViperMapDocs
import ViperMapModel

/// A small VIPER app of our own: Login (view, presenter, interactor, router, contracts) shows Home.
/// `swap` replaces text in a file, to make a violation or fix one.
private func app(_ swap: [String: (String, String)] = [:], extra: [String: String] = [:]) -> [String: String] {
    var files: [String: String] = [
        "App/AppDelegate.swift": """
            import UIKit
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func start() { window?.rootViewController = LoginRouter.createModule() }
            }
            """,
        "App/Login/LoginContracts.swift": """
            import Foundation
            protocol LoginViewInput: AnyObject { func show(name: String) }
            protocol LoginPresenterInput: AnyObject { func didTapSignIn() }
            protocol LoginInteractorInput: AnyObject { func signIn() }
            protocol LoginInteractorOutput: AnyObject { func signedIn() }
            protocol LoginRouterInput: AnyObject { func openHome() }
            """,
        "App/Login/LoginViewController.swift": """
            import UIKit
            final class LoginViewController: UIViewController, LoginViewInput {
                var presenter: LoginPresenterInput!
                func show(name: String) {}
                @objc func tap() { presenter.didTapSignIn() }
            }
            """,
        "App/Login/LoginPresenter.swift": """
            import Foundation
            final class LoginPresenter: LoginPresenterInput, LoginInteractorOutput {
                weak var view: LoginViewInput?
                var interactor: LoginInteractorInput!
                var router: LoginRouterInput!
                func didTapSignIn() { interactor.signIn() }
                func signedIn() { router.openHome() }
            }
            """,
        "App/Login/LoginInteractor.swift": """
            import Foundation
            final class LoginInteractor: LoginInteractorInput {
                weak var output: LoginInteractorOutput?
                func signIn() { output?.signedIn() }
            }
            """,
        "App/Login/LoginRouter.swift": """
            import UIKit
            final class LoginRouter: LoginRouterInput {
                weak var viewController: UIViewController?
                static func createModule() -> UIViewController {
                    let view = LoginViewController()
                    let presenter = LoginPresenter()
                    let interactor = LoginInteractor()
                    let router = LoginRouter()
                    view.presenter = presenter
                    presenter.view = view
                    presenter.interactor = interactor
                    presenter.router = router
                    interactor.output = presenter
                    router.viewController = view
                    return view
                }
                func openHome() { viewController?.navigationController?.pushViewController(HomeRouter.createModule(), animated: true) }
            }
            """,
        "App/Home/HomeContracts.swift": """
            import Foundation
            protocol HomeViewInput: AnyObject {}
            protocol HomePresenterInput: AnyObject {}
            """,
        "App/Home/HomeViewController.swift": """
            import UIKit
            final class HomeViewController: UIViewController, HomeViewInput {
                var presenter: HomePresenterInput!
            }
            """,
        "App/Home/HomePresenter.swift": """
            import Foundation
            final class HomePresenter: HomePresenterInput {
                weak var view: HomeViewInput?
            }
            """,
        "App/Home/HomeRouter.swift": """
            import UIKit
            final class HomeRouter {
                static func createModule() -> UIViewController {
                    let view = HomeViewController()
                    let presenter = HomePresenter()
                    view.presenter = presenter
                    presenter.view = view
                    return view
                }
            }
            """,
    ]
    for (file, (old, new)) in swap { files[file] = files[file]!.replacingOccurrences(of: old, with: new) }
    return files.merging(extra) { $1 }
}

private func violations(_ sources: [String: String], _ settings: RuleSettings = RuleSettings()) -> [Violation] {
    RuleChecker(settings: settings).check(TestSupport.graph(sources))
}

/// `vipermap check`'s rules on small apps of our own: each finds its violation at the right place, and
/// the clean app passes.
@Suite struct CheckRuleTests {
    @Test func theCleanAppHasNoViolation() {
        let graph = TestSupport.graph(app())
        #expect(graph.modules.map(\.name) == ["Home", "Login"] && graph.modules.allSatisfy { $0.style == "viper" })
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["App->Login:root", "Login->Home:push"])
        #expect(violations(app()) == [])
    }

    @Test func aViewThatTalksToTheInteractorOrTheRouter() {
        let found = violations(app(["App/Login/LoginViewController.swift": ("    var presenter: LoginPresenterInput!\n",
                                                                           "    var presenter: LoginPresenterInput!\n    var interactor: LoginInteractorInput!\n    var router: LoginRouter!\n")]))
        #expect(found.map(\.rule) == ["view-talks-to-interactor", "view-talks-to-router"])
        #expect(found.allSatisfy { $0.file == "App/Login/LoginViewController.swift" && $0.line == 2 && $0.severity == .error })
        #expect(found.map(\.symbol) == ["LoginInteractorInput", "LoginRouter"])
    }

    @Test func aCleanSwiftSceneIsNotFlaggedByTheViewRules() {
        // Clean Swift: the view controller holds its interactor (…BusinessLogic) and router by design.
        let scene: [String: String] = [
            "App/Orders/OrdersViewController.swift": """
                import UIKit
                protocol OrdersDisplayLogic: AnyObject { func display() }
                final class OrdersViewController: UIViewController, OrdersDisplayLogic {
                    var interactor: OrdersBusinessLogic?
                    var router: OrdersRouter?
                    func display() {}
                }
                """,
            "App/Orders/OrdersInteractor.swift": """
                protocol OrdersBusinessLogic { func fetch() }
                final class OrdersInteractor: OrdersBusinessLogic {
                    var presenter: OrdersPresentationLogic?
                    func fetch() { presenter?.present() }
                }
                """,
            "App/Orders/OrdersPresenter.swift": """
                protocol OrdersPresentationLogic { func present() }
                final class OrdersPresenter: OrdersPresentationLogic {
                    weak var viewController: OrdersDisplayLogic?
                    func present() { viewController?.display() }
                }
                """,
            "App/Orders/OrdersRouter.swift": """
                import UIKit
                final class OrdersRouter { weak var viewController: OrdersViewController? }
                """,
        ]
        let graph = TestSupport.graph(scene)
        #expect(graph.modules.first { $0.name == "Orders" }?.style == "clean-swift")
        #expect(!RuleChecker().check(graph).contains { $0.rule.hasPrefix("view-talks-to") })
    }

    @Test func anInteractorOrPresenterThatImportsUIKit() {
        let found = violations(app(["App/Login/LoginInteractor.swift": ("import Foundation", "import Foundation\nimport UIKit"),
                                    "App/Login/LoginPresenter.swift": ("import Foundation", "import UIKit")]))
        #expect(found.map { "\($0.rule) \($0.severity.rawValue) \($0.file):\($0.line)" } == [
            "interactor-imports-uikit error App/Login/LoginInteractor.swift:2",
            "presenter-imports-uikit warning App/Login/LoginPresenter.swift:1",
        ])
    }

    @Test func navigationOutsideTheRouter() {
        let found = violations(app(["App/Login/LoginViewController.swift": ("    func show(name: String) {}",
                                                                           "    func show(name: String) { navigationController?.pushViewController(HomeRouter.createModule(), animated: true) }")]))
        #expect(found.map { "\($0.rule) \($0.file):\($0.line) \($0.symbol)" } == ["navigation-outside-router App/Login/LoginViewController.swift:4 LoginViewController push Home"])
    }

    @Test func aDependencyCycleButNotAPushAndItsWayBack() {
        // Home's router shows Login too: each module's router builds the other's module.
        let cycle = app(["App/Home/HomeRouter.swift": ("final class HomeRouter {", "final class HomeRouter {\n    weak var viewController: UIViewController?\n    func logout() { viewController?.navigationController?.pushViewController(LoginRouter.createModule(), animated: true) }")])
        let found = violations(cycle).filter { $0.rule == "module-dependency-cycle" }
        #expect(found.map(\.symbol) == ["Home → Login → Home"])
        #expect(found.first?.file == "App/Home/HomeRouter.swift")
        // Popping back to the screen that pushed it names nothing of it: no cycle.
        let back = app(["App/Home/HomeRouter.swift": ("final class HomeRouter {", "final class HomeRouter {\n    weak var viewController: UIViewController?\n    func close() { viewController?.navigationController?.popViewController(animated: true) }")])
        #expect(!violations(back).contains { $0.rule == "module-dependency-cycle" })
    }

    @Test func aModuleNothingReaches() {
        let found = violations(app(extra: [
            "App/Legacy/LegacyViewController.swift": "import UIKit\nprotocol LegacyViewInput {}\nfinal class LegacyViewController: UIViewController, LegacyViewInput {\n    var presenter: LegacyPresenter?\n}\n",
            "App/Legacy/LegacyPresenter.swift": "protocol LegacyPresenterInput {}\nfinal class LegacyPresenter: LegacyPresenterInput {\n    weak var view: LegacyViewController?\n}\n",
        ]))
        #expect(found.map { "\($0.rule) \($0.module) \($0.file):\($0.line)" } == ["unreachable-module Legacy App/Legacy/LegacyViewController.swift:3"])
    }

    @Test func aPartThatAdoptsNoContractOfItsModule() {
        let found = violations(app(["App/Login/LoginInteractor.swift": ("final class LoginInteractor: LoginInteractorInput {", "final class LoginInteractor {")]))
        #expect(found.map { "\($0.rule) \($0.file):\($0.line)" } == ["contract-missing App/Login/LoginInteractor.swift:2"])
        // A subclass of a part that adopts the contract has it by inheritance.
        let subclass = app(extra: ["App/Login/LoginInteractorV2.swift": "final class LoginInteractorV2: LoginInteractor {}\n"])
        #expect(!violations(subclass).contains { $0.rule == "contract-missing" })
    }

    @Test func severitiesAndIgnoredPathsComeFromTheConfig() throws {
        let sources = app(["App/Login/LoginPresenter.swift": ("import Foundation", "import UIKit")])
        #expect(violations(sources, RuleSettings(severities: ["presenter-imports-uikit": .off])) == [])
        #expect(violations(sources, RuleSettings(severities: ["presenter-imports-uikit": .error])).map(\.severity) == [.error])
        #expect(violations(sources, RuleSettings(ignore: ["App/Login/**"])) == [])
        let config = try Configuration.parse("rules:\n  presenter-imports-uikit: off\n  ignore: [\"Legacy/**\"]\n", file: "c.yml")
        #expect(config.rules == RuleSettings(severities: ["presenter-imports-uikit": .off], ignore: ["Legacy/**"]))
        #expect(throws: ConfigurationError.self) { try Configuration.parse("rules:\n  no-such-rule: error\n", file: "c.yml") }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("rules:\n  contract-missing: loud\n", file: "c.yml") }
    }

    @Test func navigationIntoAnotherFeatureGoesThroughItsEntry() throws {
        let config = try Configuration.parse("""
            rules:
              groups:
                Auth: {paths: ["App/Login/**"], entry: [Login]}
                Main: {paths: ["App/Home/**"], entry: [Dashboard]}
            """, file: "c.yml")
        let found = violations(app(), config.rules)
        #expect(found.map { "\($0.rule) \($0.severity.rawValue) \($0.file):\($0.line) \($0.symbol)" } == ["cross-feature-navigation error App/Login/LoginRouter.swift:17 Login push Home"])
        // Home is Main's entry: fine. No groups configured: the rule is silent.
        var entered = config.rules
        entered.groups[1].entry = ["Home"]
        #expect(violations(app(), entered) == [])
        #expect(violations(app()).isEmpty)
    }

    @Test func customForbiddenRules() throws {
        let config = try Configuration.parse("""
            rules:
              forbidden:
                - {name: auth-stays-out-of-home, from: "App/Login/**", to: Home, kind: dependency}
                - {from: Login, to: "App/Home/**", kind: navigation, severity: warning}
            """, file: "c.yml")
        let found = violations(app(), config.rules)
        #expect(found.map { "\($0.severity.rawValue) \($0.file):\($0.line) \($0.symbol)" } == [
            "error App/Login/LoginRouter.swift:2 auth-stays-out-of-home: Login → Home",
            "warning App/Login/LoginRouter.swift:17 forbidden-2: Login push Home",
        ])
        #expect(throws: ConfigurationError.self) { try Configuration.parse("rules:\n  forbidden:\n    - {from: A}\n", file: "c.yml") }
        #expect(throws: ConfigurationError.self) { try Configuration.parse("rules:\n  groups:\n    A: {paths: [x], entry: [y], exits: [z]}\n", file: "c.yml") }
    }

    @Test func theDocsIndexCountsViolationsPerRuleAndLinksTheModules() {
        let graph = TestSupport.graph(app(["App/Login/LoginPresenter.swift": ("import Foundation", "import UIKit")]))
        let index = DocsBuilder().plan(graph).texts["index.md"] ?? ""
        #expect(index.contains("| `presenter-imports-uikit` | warning | 1 | [Login](modules/Login.md) |"))
        #expect(index.contains("| `contract-missing` | warning | 0 | - |"))
        // A rule turned off is not listed; feature navigation only once groups are configured.
        var builder = DocsBuilder()
        builder.rules = RuleSettings(severities: ["presenter-imports-uikit": .off])
        let quiet = builder.plan(graph).texts["index.md"] ?? ""
        #expect(!quiet.contains("presenter-imports-uikit") && !quiet.contains("cross-feature-navigation"))
    }

    @Test func suppressionsByCommentForTheNextLineOrTheFile() {
        let text = """
            import Foundation
            // vipermap:disable:next interactor-imports-uikit
            import UIKit
            let s = "// vipermap:disable contract-missing"
            """
        let swift = Suppressions.read(text, path: "A.swift")
        #expect(swift.lines == [3: ["interactor-imports-uikit"]] && swift.file.isEmpty, "a string is no comment")
        let objc = Suppressions.read("// vipermap:disable contract-missing all\n#import <UIKit/UIKit.h>\n", path: "A.h")
        #expect(objc.file == ["contract-missing", "all"])
    }
}

/// The command: exit codes, the baseline, the formats.
@Suite struct CheckCommandTests {
    private func write(_ files: [String: String]) throws -> URL {
        let folder = try TestSupport.temporaryFolder()
        try TestSupport.write(files, in: folder)
        return folder
    }

    @Test func exitCodesBaselineRoundTripAndSuppressions() throws {
        let folder = try write(app(["App/Login/LoginInteractor.swift": ("import Foundation", "import Foundation\nimport UIKit")]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let failing = try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("interactor-imports-uikit (error): 1 violation\n  App/Login/LoginInteractor.swift:2: Login: LoginInteractor (interactor) imports UIKit"))
        // Known violations do not fail.
        #expect(try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path, "--update-baseline"]).status == 0)
        let baseline = try String(contentsOf: folder.appendingPathComponent("vipermap-baseline.json"), encoding: .utf8)
        #expect(baseline.contains("\"symbol\" : \"UIKit\"") && baseline.contains("\"count\" : 1") && !baseline.contains("\"line\""))
        let known = try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path])
        #expect(known.status == 0 && known.stdout.contains("(known)"))
        // Edits nearby do not churn it; a fix is reported.
        try "import Foundation\n\n\nfinal class LoginInteractor: LoginInteractorInput {\n    weak var output: LoginInteractorOutput?\n    func signIn() { output?.signedIn() }\n}\n"
            .write(to: folder.appendingPathComponent("App/Login/LoginInteractor.swift"), atomically: true, encoding: .utf8)
        let fixed = try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path])
        #expect(fixed.status == 0 && fixed.stdout.contains("fixed: interactor-imports-uikit: Login: UIKit in App/Login/LoginInteractor.swift"))
        // A suppression comment on the line before.
        try "import Foundation\n// vipermap:disable:next interactor-imports-uikit\nimport UIKit\nfinal class LoginInteractor: LoginInteractorInput {\n    weak var output: LoginInteractorOutput?\n    func signIn() { output?.signedIn() }\n}\n"
            .write(to: folder.appendingPathComponent("App/Login/LoginInteractor.swift"), atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("vipermap-baseline.json"))
        let quiet = try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path])
        #expect(quiet.status == 0 && quiet.stderr.contains("1 violation suppressed"))
        // Usage and input errors: 2.
        #expect(try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path, "--format", "xml"]).status == 2)
        #expect(try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.appendingPathComponent("nope").path]).status == 2)
        try "rules:\n  no-such-rule: off\n".write(to: folder.appendingPathComponent(".vipermap.yml"), atomically: true, encoding: .utf8)
        let badConfig = try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path])
        #expect(badConfig.status == 2 && badConfig.stderr.contains("unknown key 'rules.no-such-rule'"))
    }

    @Test func aSecondIdenticalViolationInTheSameFileIsNew() {
        let one = Violation(rule: "contract-missing", severity: .error, module: "M", file: "a.swift", line: 3, symbol: "X", message: "m")
        var two = one
        two.line = 9
        let outcome = CheckOutcome([one, two], baseline: Baseline([one]))
        #expect(outcome.findings.map(\.isNew) == [false, true] && outcome.failing == 1)
        #expect(CheckOutcome([], baseline: Baseline([one, two])).fixed.map(\.count) == [2])
    }

    @Test func sarifHasTheRequiredStructure() throws {
        let folder = try write(app(["App/Login/LoginPresenter.swift": ("import Foundation", "import UIKit")]))
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["check", folder.path, "--format", "sarif"])
        #expect(result.status == 0, "a warning does not fail")
        let log = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0" && (log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "vipermap" && driver["version"] as? String == ViperMapVersion.current)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleCatalog.all.count && rules.allSatisfy { $0["id"] is String && ($0["shortDescription"] as? [String: Any])?["text"] is String })
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let first = results[0]
        #expect(first["ruleId"] as? String == "presenter-imports-uikit" && first["level"] as? String == "warning")
        #expect((first["message"] as? [String: Any])?["text"] is String)
        let location = try #require(((first["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "App/Login/LoginPresenter.swift")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 1)
        #expect(((first["partialFingerprints"] as? [String: String])?["vipermapIdentity/v1"]?.count) == 16)
    }

    @Test func explainPrintsTheRationaleAnExampleAndTheFix() throws {
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["check", "--explain", "view-talks-to-router"])
        #expect(result.status == 0 && result.stdout.contains("Why: ") && result.stdout.contains("Example: ") && result.stdout.contains("Fix: "))
        #expect(try TestSupport.run(TestSupport.vipermapBinary, ["check", "--explain", "nope"]).status == 2)
    }
}

@Suite struct VersionTests {
    @Test func versionIsPrintedAndKeptOutOfTheGraph() throws {
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["--version"])
        #expect(result.status == 0 && result.stdout == ViperMapVersion.current + "\n")
        let graph = try String(contentsOf: TestSupport.examples.appendingPathComponent("BookNook/graph.json"), encoding: .utf8)
        #expect(!graph.contains(ViperMapVersion.current))
    }
}

@Suite struct SelfContainedBinaryTests {
    /// The binary carries its themes and templates: a copy in an empty folder draws and writes docs.
    @Test func theBinaryRunsFromACopyInAnEmptyFolder() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("vipermap")
        try FileManager.default.copyItem(at: TestSupport.vipermapBinary, to: copy)
        try FileManager.default.copyItem(at: TestSupport.examples.appendingPathComponent("BookNook/graph.json"), to: folder.appendingPathComponent("graph.json"))
        for arguments in [["render", "graph.json", "--theme", "dark", "-o", "map.svg"], ["docs", "graph.json", "-o", "docs"],
                          ["render", "graph.json", "--format", "html", "-o", "map.html"]] {
            let result = try TestSupport.run(copy, arguments + ["--quiet"], in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        for output in ["map.svg", "docs/index.md", "docs/map.html", "map.html"] {
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(output).path), "\(output)")
        }
    }
}

@Suite struct PackageManifestTests {
    /// SwiftPM refuses unsafeFlags in a dependency pinned by version: none in the manifest or the plugin.
    @Test func thePackageUsesNoUnsafeFlags() throws {
        let manifest = try String(contentsOf: TestSupport.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(!manifest.contains("unsafeFlags"))
        #expect(manifest.contains(".plugin(name: \"VipermapPlugin\""))
    }
}
