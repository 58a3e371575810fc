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

    @Test func aModuleWhoseRouterSubclassesAnotherInheritsItsNavigation() {
        let feed = screen("Feed", extra: "    func openPost() { viewController?.navigationController?.pushViewController(PostViewController(), animated: true) }")
        var archive = screen("Archive")
        archive["App/Modules/Archive/ArchiveRouter.swift"] = "class ArchiveRouter: FeedRouter {}"
        #expect(edges(feed, archive, screen("Post")) == ["Archive->Post:push", "Feed->Post:push"])
    }

    @Test func aCoordinatorCalledFromAModuleNavigatesForThatModule() {
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
    }
}
