import Foundation
import Testing
import ViperMap
import ViperMapModel

/// Idioms of apps the rules were not first written for: tabs from a module registry in a view
/// controller, inherited routers, coordinators called from module code.
@Suite struct NavigationIdiomTests {
    private func screen(_ name: String, extra: String = "") -> [String: String] {
        [
            "App/Modules/\(name)/\(name)Module.swift": "class \(name)Module: Registered { init(_ registry: Registry) {} }",
            "App/Modules/\(name)/\(name)ViewController.swift": "class \(name)ViewController: UIViewController {}",
            "App/Modules/\(name)/\(name)Presenter.swift": "class \(name)Presenter {}",
            "App/Modules/\(name)/\(name)Router.swift": "class \(name)Router {\n    weak var viewController: UIViewController?\n\(extra)\n}",
        ]
    }

    private func edges(_ parts: [String: String]...) -> [String] {
        let sources = parts.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
        return TestSupport.graph(sources).navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
    }

    @Test func tabsFromARegistryInViewDidLoadAreEmbeds() {
        let registry = [
            "App/Common/Registry.swift": """
            protocol Registered {}
            final class Registry {
                static let shared = Registry().configured()
                var makers: [String: () -> UIViewController] = [:]
                func configured() -> Registry { self }
                func screen(for module: Registered) -> UIViewController? { makers["\\(module)"]?() }
            }
            """,
            "App/Modules/Home/HomeTabsViewController.swift": """
            class HomeViewController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let feed = Registry.shared.screen(for: FeedModule(Registry.shared))!
                    let inbox = Registry.shared.screen(for: InboxModule(Registry.shared))!
                    viewControllers = [feed, inbox].map { UINavigationController(rootViewController: $0) }
                }
            }
            """,
            "App/Modules/Home/HomePresenter.swift": "class HomePresenter {}",
            "App/Modules/Home/HomeRouter.swift": "class HomeRouter {}",
        ]
        #expect(edges(registry, screen("Feed"), screen("Inbox")) == ["Home->Feed:embed", "Home->Inbox:embed"])
    }

    /// Modules built on a shared screen template: a base presenter, interactor and wireframe that each
    /// module subclasses, and generic view controllers each module's wireframe configures for itself.
    private let templated: [String: String] = [
        "App/Shared/ItemList/ItemListPresenter.swift": "class ItemListPresenter { weak var view: ItemListViewController? }",
        "App/Shared/ItemList/ItemListViewController.swift": "class ItemListViewController: UIViewController { var presenter: ItemListPresenter? }",
        "App/Shared/Base/BaseItemWireframe.swift": "class ItemWireframe {}",
        "App/Shared/Base/ItemInteractor.swift": "class ItemInteractor {}",
        "App/Modules/Country/CountryPresenter.swift": "class CountryPresenter: ItemListPresenter { var wireframe: CountryWireframe? }",
        "App/Modules/Country/CountryInteractor.swift": "class CountryInteractor: ItemInteractor {}",
        "App/Modules/Country/CountryWireframe.swift": """
            class CountryWireframe: ItemWireframe {
                var viewController: ItemListViewController?
                var cityWireframe: CityWireframe?
                func show(in window: UIWindow) {
                    viewController = ItemListViewController()
                    viewController?.presenter = CountryPresenter()
                    window.rootViewController = UINavigationController(rootViewController: viewController!)
                }
                func select(country: String) { cityWireframe?.push(on: viewController!.navigationController!) }
            }
            """,
        "App/Modules/City/CityPresenter.swift": "class CityPresenter: ItemListPresenter {}",
        "App/Modules/City/CityInteractor.swift": "class CityInteractor: ItemInteractor {}",
        "App/Modules/City/CityWireframe.swift": """
            class CityWireframe: ItemWireframe {
                var viewController: ItemListViewController?
                func push(on navigationController: UINavigationController) {
                    viewController = ItemListViewController()
                    navigationController.pushViewController(viewController!, animated: true)
                }
            }
            """,
        "App/AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                let countryWireframe = CountryWireframe()
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    countryWireframe.show(in: window!)
                    return true
                }
            }
            """,
    ]

    @Test func aSharedScreenTemplateThatModulesSubclassIsNoModule() {
        let graph = TestSupport.graph(templated)
        #expect(graph.modules.map(\.name) == ["City", "Country"])
    }

    @Test func aRoutersOwnViewControllerOfASharedClassIsItsModulesScreen() {
        #expect(edges(templated) == ["App->Country:root", "Country->City:push"])
    }

    @Test func aModuleWhoseRouterSubclassesAnotherInheritsItsNavigation() {
        let feed = screen("Feed", extra: "    func openPost() { viewController?.navigationController?.pushViewController(PostViewController(), animated: true) }")
        var archive = screen("Archive")
        archive["App/Modules/Archive/ArchiveRouter.swift"] = "class ArchiveRouter: FeedRouter {}"
        #expect(edges(feed, archive, screen("Post")) == ["Archive->Post:push", "Feed->Post:push"])
    }

    @Test func aCoordinatorCalledFromAModuleNavigatesForThatModule() throws {
        var login = screen("Login")
        login["App/Modules/Login/LoginViewController.swift"] = """
        class LoginViewController: UIViewController {
            weak var coordinator: SignInFlowCoordinating?
            func didTapRegister() { coordinator?.proceedToRegister() }
        }
        """
        let flow = [
            "App/Flows/SignInFlowCoordinator.swift": """
            protocol SignInFlowCoordinating: AnyObject { func proceedToRegister() }
            final class SignInFlowCoordinator: SignInFlowCoordinating {
                let navigation: UINavigationController
                func proceedToRegister() { navigation.pushViewController(RegisterViewController(), animated: true) }
            }
            """,
        ]
        #expect(edges(login, screen("Register"), flow) == ["Login->Register:push"])
        // The edge explains itself: the chain below `via`, and the coordinator that performs it.
        let sources = [login, screen("Register"), flow].reduce(into: [String: String]()) { $0.merge($1) { a, _ in a } }
        let edge = try #require(TestSupport.graph(sources).navigation.first)
        #expect(edge.via == "LoginViewController.didTapRegister()")
        #expect(edge.through == ["SignInFlowCoordinator.proceedToRegister()"])
        #expect(edge.owner == "SignInFlowCoordinator")
        let json = String(decoding: GraphCoding.encode(TestSupport.graph(sources)), as: UTF8.self)
        #expect(json.contains("\"owner\" : \"SignInFlowCoordinator\""))
        #expect(try GraphCoding.decode(GraphCoding.encode(TestSupport.graph(sources))).navigation == [edge])
    }

    @Test func aChainThroughHelpersIsListedInOrder() throws {
        let sources = [screen("Feed", extra: "    func openPost() { Navigator.shared.go(PostViewController(), from: viewController) }"), screen("Post"), [
            "App/Common/Navigator.swift": """
            final class Navigator {
                static let shared = Navigator()
                func go(_ screen: UIViewController, from source: UIViewController?) { pushIt(screen, on: source?.navigationController) }
                private func pushIt(_ screen: UIViewController, on nav: UINavigationController?) { nav?.pushViewController(screen, animated: true) }
            }
            """,
        ]].reduce(into: [String: String]()) { $0.merge($1) { a, _ in a } }
        let edge = try #require(TestSupport.graph(sources).navigation.first)
        #expect("\(edge.from)->\(edge.to):\(edge.kind.rawValue)" == "Feed->Post:push")
        #expect(edge.through == ["Navigator.go(_:from:)", "Navigator.pushIt(_:on:)"])
        #expect(edge.owner == nil)
    }
}

@Suite struct UnresolvedNavigationTests {
    /// A show call whose view controller comes from a function the scanner cannot see into is said,
    /// with file and line; an alert or a plain controller of a known type is not.
    @Test func anUnresolvableShowCallIsAnInfoDiagnostic() throws {
        let graph = TestSupport.graph([
            "App/Home/HomeViewController.swift": "class HomeViewController: UIViewController {}",
            "App/Home/HomePresenter.swift": "class HomePresenter {}",
            "App/Home/HomeRouter.swift": """
            class HomeRouter {
                weak var viewController: UIViewController?
                let screens: ScreenProviding
                func openSomething() {
                    let next = screens.makeScreen(named: "detail")
                    viewController?.navigationController?.pushViewController(next, animated: true)
                }
                func warn() {
                    viewController?.present(UIAlertController(title: "x", message: nil, preferredStyle: .alert), animated: true)
                }
            }
            """,
        ])
        let unresolved = graph.diagnostics.filter { $0.message.hasPrefix("navigation not resolved") }
        #expect(unresolved.count == 1)
        let diagnostic = try #require(unresolved.first)
        #expect(diagnostic.severity == .info)
        #expect(diagnostic.file == "App/Home/HomeRouter.swift")
        #expect(diagnostic.line == 6)
        #expect(diagnostic.message.hasPrefix("navigation not resolved: viewController.navigationController.pushViewController(…) at App/Home/HomeRouter.swift:6 ("))
        #expect(diagnostic.message.hasSuffix("; in HomeRouter.openSomething())"))
        #expect(diagnostic.message.contains("screens.makeScreen(…)"))
        #expect(graph.navigation.isEmpty)
    }

    /// The scan's line says how many transition sites the code has and how many were not followed.
    @Test func theScanSummaryCountsThem() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try TestSupport.write([
            "Home/HomePresenter.swift": "class HomePresenter {}",
            "Home/HomeViewController.swift": "class HomeViewController: UIViewController {}",
            "Home/HomeRouter.swift": "class HomeRouter {\n  weak var vc: UIViewController?\n  func go() { vc?.present(factory.make(), animated: true) }\n}",
        ], in: folder)
        let result = try TestSupport.run(TestSupport.vipermapBinary, ["scan", folder.path, "-o", folder.appendingPathComponent("g.json").path])
        #expect(result.status == 0)
        #expect(result.stderr.contains("navigation: 1 transition site in the code, 0 followed, 1 not: see the diagnostics"))
    }
}

@Suite struct SystemScreenTests {
    private func edges(router: String) -> (edges: [String], unresolved: Int) {
        let graph = TestSupport.graph([
            "App/Home/HomeViewController.swift": "class HomeViewController: UIViewController {}",
            "App/Home/HomePresenter.swift": "class HomePresenter {}",
            "App/Home/HomeRouter.swift": "class HomeRouter {\n    weak var viewController: UIViewController?\n\(router)\n}",
            "App/Stats/StatsView.swift": "struct StatsView: View { var body: some View { Text(\"\") } }",
            "App/Stats/StatsPresenter.swift": "class StatsPresenter {}",
            "App/Stats/StatsInteractor.swift": "class StatsInteractor {}",
        ])
        return (graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" },
                graph.diagnostics.filter { $0.message.hasPrefix("navigation not resolved") }.count)
    }

    @Test func alertsPickersSafariAndShareSheetsAreNeverEdges() {
        let result = edges(router: """
            func ask() { viewController?.present(UIAlertController(title: "t", message: nil, preferredStyle: .alert), animated: true) }
            func pick() { let picker = UIImagePickerController(); viewController?.present(picker, animated: true) }
            func web(_ url: URL) { viewController?.present(SFSafariViewController(url: url), animated: true) }
            func share() { viewController?.present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }
            func mail() { let composer = MFMailComposeViewController(); viewController?.present(composer, animated: true) }
        """)
        #expect(result.edges.isEmpty)
        #expect(result.unresolved == 0)
    }

    @Test func aHostingControllerOfAModulesViewIsThatModule() {
        #expect(edges(router: "    func stats() { viewController?.navigationController?.pushViewController(UIHostingController(rootView: StatsView()), animated: true) }").edges
                == ["Home->Stats:push"])
    }
}

@Suite struct RouteProtocolTests {
    /// `HomeRouter: BaseRouter, DetailRoute` where `extension DetailRoute where Self: BaseRouter` builds the
    /// screen and hands it to the base router's `open(_:transition:)`, which asks a transition object.
    @Test func aRouteProtocolExtensionOverABaseRouterAndATransition() {
        let graph = TestSupport.graph([
            "App/Routing/Transition.swift": """
            protocol Transition: AnyObject { var source: UIViewController? { get set }; func open(_ screen: UIViewController) }
            final class PushTransition: Transition {
                weak var source: UIViewController?
                func open(_ screen: UIViewController) { source?.navigationController?.pushViewController(screen, animated: true) }
            }
            """,
            "App/Routing/BaseRouter.swift": """
            class BaseRouter {
                weak var viewController: UIViewController?
                func open(_ screen: UIViewController, transition: Transition) {
                    transition.source = viewController
                    transition.open(screen)
                }
            }
            """,
            "App/Routing/Routes/DetailRoute.swift": """
            protocol DetailRoute { func openDetail(id: Int) }
            extension DetailRoute where Self: BaseRouter {
                func openDetail(id: Int) { open(DetailBuilder(id: id).build(), transition: PushTransition()) }
            }
            """,
            "App/Modules/Home/HomeRouter.swift": "final class HomeRouter: BaseRouter, DetailRoute { func showDetail() { openDetail(id: 1) } }",
            "App/Modules/Home/HomePresenter.swift": "class HomePresenter {}",
            "App/Modules/Home/HomeViewController.swift": "class HomeViewController: UIViewController {}",
            "App/Modules/Detail/DetailBuilder.swift": "struct DetailBuilder { let id: Int; func build() -> UIViewController { DetailViewController() } }",
            "App/Modules/Detail/DetailPresenter.swift": "class DetailPresenter {}",
            "App/Modules/Detail/DetailViewController.swift": "class DetailViewController: UIViewController {}",
            "App/Modules/Detail/DetailRouter.swift": "final class DetailRouter: BaseRouter {}",
        ])
        #expect(graph.modules.map(\.name) == ["Detail", "Home"])
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["Home->Detail:push"])
        #expect(graph.navigation.first?.through == ["DetailRoute.openDetail(id:)", "BaseRouter.open(_:transition:)", "PushTransition.open(_:)"])
    }
}

@Suite struct ContainerEmbedTests {
    private func edges(_ host: String) -> [String] {
        var sources: [String: String] = [:]
        for name in ["Intro", "Terms", "Inbox", "Message"] {
            sources["App/\(name)/\(name)ViewController.swift"] = "class \(name)ViewController: UIViewController {}"
            sources["App/\(name)/\(name)Presenter.swift"] = "class \(name)Presenter {}"
            sources["App/\(name)/\(name)Router.swift"] = "class \(name)Router {}"
        }
        sources["App/Start/StartPresenter.swift"] = "class StartPresenter {}"
        sources["App/Start/StartRouter.swift"] = "class StartRouter {}"
        sources["App/Start/StartViewController.swift"] = host
        return TestSupport.graph(sources).navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
    }

    @Test func pagesOfAPageViewControllerAreEmbeds() {
        #expect(edges("""
            class StartViewController: UIPageViewController {
                override func viewDidLoad() { setViewControllers([IntroViewController()], direction: .forward, animated: false) }
            }
            """) == ["Start->Intro:embed"])
        #expect(edges("""
            class StartViewController: UIViewController {
                let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                func show() { pager.setViewControllers([TermsViewController()], direction: .forward, animated: true) }
            }
            """) == ["Start->Terms:embed"])
    }

    @Test func theChildrenOfASplitViewControllerAreEmbeds() {
        #expect(edges("""
            class StartViewController: UISplitViewController {
                override func viewDidLoad() { viewControllers = [InboxViewController(), MessageViewController()] }
            }
            """) == ["Start->Inbox:embed", "Start->Message:embed"])
    }

    @Test func aChildAddedWithItsViewIsAnEmbed() {
        #expect(edges("""
            class StartViewController: UIViewController {
                override func viewDidLoad() {
                    let child = IntroViewController()
                    addChild(child)
                    view.addSubview(child.view)
                    child.didMove(toParent: self)
                }
            }
            """) == ["Start->Intro:embed"])
    }
}
