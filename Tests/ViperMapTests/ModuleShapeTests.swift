import Testing
import ViperMap
import ViperMapModel

/// What is and is not a module, beyond prefixes and folders: coordinators, base sets, app-level
/// code, wireframe-only containers and a module's second interactor.
@Suite struct ModuleShapeTests {
    private func screen(_ name: String, in folder: String) -> [String: String] {
        [
            "\(folder)/\(name)ViewController.swift": "class \(name)ViewController: UIViewController, \(name)ViewInput {}",
            "\(folder)/\(name)Presenter.swift": "protocol \(name)ViewInput: AnyObject {}\nclass \(name)Presenter: \(name)ViewOutput {}\nprotocol \(name)ViewOutput {}",
            "\(folder)/\(name)Interactor.swift": "class \(name)Interactor {}",
            "\(folder)/\(name)Router.swift": "class \(name)Router {}",
        ]
    }

    private func merged(_ parts: [String: String]...) -> [String: String] {
        parts.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
    }

    @Test func aCoordinatorWithItsOwnProtocolIsNotAModule() {
        let graph = TestSupport.graph(merged(screen("Signin", in: "Auth/Scenes/Signin"), screen("Code", in: "Auth/Scenes/Code"), [
            "Auth/Coordinator/AuthFlowCoordinator.swift": """
            protocol AuthFlowCoordinator: AnyObject { func showCode() }
            final class AuthFlowCoordinatorImpl: AuthFlowCoordinator {
                let navigation: UINavigationController
                func showCode() { navigation.pushViewController(CodeViewController(), animated: true) }
            }
            """,
            "Kit/PresentableCoordinator.swift": "protocol Presentable {}\nclass PresentableCoordinator: PresentableCoordinatorType {}\nprotocol PresentableCoordinatorType {}",
        ]))
        #expect(graph.modules.map(\.name) == ["Code", "Signin"])
    }

    @Test func aCoordinatorInAModulesFolderThatShowsTwoOtherModulesOwnsEdgesNotARole() {
        let graph = TestSupport.graph(merged(screen("Checkout", in: "App/Modules/Checkout"), screen("Cart", in: "App/Modules/Cart"),
                                             screen("Payment", in: "App/Modules/Payment"), [
            "App/Modules/Checkout/CheckoutCoordinator.swift": """
            final class CheckoutCoordinator {
                let navigation: UINavigationController
                init(navigation: UINavigationController) { self.navigation = navigation }
                func start() { navigation.pushViewController(CartViewController(), animated: true) }
                func pay() { navigation.pushViewController(PaymentViewController(), animated: true) }
            }
            """,
        ]))
        let checkout = graph.modules.first { $0.name == "Checkout" }
        #expect(checkout?.components.map(\.name) == ["CheckoutInteractor", "CheckoutPresenter", "CheckoutRouter", "CheckoutViewController"])
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["App->Cart:push", "App->Payment:push"])
    }

    @Test func aGenericRouterOverItsOwnProtocolIsNotAModule() {
        let graph = TestSupport.graph(merged(screen("Feed", in: "App/Feed"), [
            "Kit/WindowRouter.swift": """
            protocol WindowRouterType { func setRoot(_ screen: UIViewController) }
            final class WindowRouter: WindowRouterType {
                let window: UIWindow
                func setRoot(_ screen: UIViewController) { window.rootViewController = screen }
            }
            """,
        ]))
        #expect(graph.modules.map(\.name) == ["Feed"])
    }

    @Test func aRouterAloneThatShowsAnotherModuleIsAModule() {
        let graph = TestSupport.graph(merged(screen("Feed", in: "App/Modules/Feed"), [
            "App/Modules/Start/StartRouter.swift": """
            protocol StartWireframe { func showFeed(in window: UIWindow) }
            class StartRouter: StartWireframe {
                func showFeed(in window: UIWindow) { window.rootViewController = FeedViewController() }
            }
            """,
        ]))
        #expect(graph.modules.map(\.name) == ["Feed", "Start"])
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["Start->Feed:root"])
    }

    @Test func baseVIPERClassesMadeToBeSubclassedAreNotAModule() {
        let graph = TestSupport.graph(merged(screen("Feed", in: "App/Modules/Feed"), [
            "App/Modules/Shared/ScenePresenter.swift": "class ScenePresenter<V, R> {}",
            "App/Modules/Shared/SceneRouter.swift": "class SceneRouter { var host: UIViewController? }",
            "App/Modules/Shared/SceneViewController.swift": "class SceneViewController: UIViewController {}",
            "App/Modules/Shared/SceneInteractor.swift": "class SceneInteractor {}",
            "App/Modules/Profile/ProfilePresenter.swift": "class ProfilePresenter: ScenePresenter<ProfileViewController, ProfileRouter> {}",
            "App/Modules/Profile/ProfileRouter.swift": "class ProfileRouter: SceneRouter {}",
            "App/Modules/Profile/ProfileViewController.swift": "class ProfileViewController: SceneViewController {}",
            "App/Modules/Profile/ProfileInteractor.swift": "class ProfileInteractor: SceneInteractor {}",
        ]))
        #expect(graph.modules.map(\.name) == ["Feed", "Profile"])
        // The subclasses' components stay theirs, with their roles.
        #expect(graph.modules[1].components.filter { $0.role == .presenter }.map(\.name) == ["ProfilePresenter"])
    }

    @Test func aBaseSetIsNamedSo() {
        let graph = TestSupport.graph(merged(screen("Feed", in: "App/Modules/Feed"), [
            "App/Common/BasePresenter.swift": "class BasePresenter: BasePresenterProtocol {}\nprotocol BasePresenterProtocol {}",
            "App/Common/BaseInteractor.swift": "class BaseInteractor {}",
        ]))
        #expect(graph.modules.map(\.name) == ["Feed"])
    }

    @Test func appLevelInteractorAndCoordinatorAreTheAppNotAModule() {
        let graph = TestSupport.graph(merged(screen("Feed", in: "App/Modules/Feed"), [
            "App/Main/AppInteractor.swift": """
            protocol AppInteractorProtocol { func start() }
            class AppInteractor: AppInteractorProtocol {
                let coordinator = AppCoordinator()
                func start() { coordinator.showFeed() }
            }
            """,
            "App/Main/AppCoordinator.swift": """
            class AppCoordinator {
                var window: UIWindow?
                func showFeed() { window?.rootViewController = FeedViewController() }
            }
            """,
        ]))
        #expect(graph.modules.map(\.name) == ["Feed"])
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["App->Feed:root"])
    }

    @Test func aSecondInteractorInAModulesFolderIsPartOfIt() {
        let graph = TestSupport.graph(merged(screen("Wallet", in: "App/Modules/Wallet"), [
            "App/Modules/Wallet/RatesInteractor.swift": "protocol RatesInteractorInput {}\nclass RatesInteractor: RatesInteractorInput {}",
        ]))
        #expect(graph.modules.map(\.name) == ["Wallet"])
        #expect(graph.modules[0].components.filter { $0.role == .interactor }.map(\.name) == ["RatesInteractor", "WalletInteractor"])
    }

    /// A wireframe with no presenter that makes a tab bar of the tabs it is handed.
    private static let tabsWireframe = """
        protocol TabsItem: AnyObject { func makeScreen() -> UIViewController }
        class TabsWireframe {
            let items: [TabsItem]
            init(_ items: TabsItem...) { self.items = items }
            func install(in window: UIWindow) {
                let tabs = UITabBarController()
                tabs.viewControllers = items.map { $0.makeScreen() }
                window.rootViewController = tabs
            }
        }
        """

    @Test func aTabBarWireframeWithNoPresenterIsAContainerModule() {
        let graph = TestSupport.graph(merged(screen("Feed", in: "App/Modules/Feed"), screen("Inbox", in: "App/Modules/Inbox"), [
            "App/Common/Wireframe/TabsWireframe.swift": Self.tabsWireframe,
        ]))
        #expect(graph.modules.map(\.name) == ["Feed", "Inbox", "Tabs"])
    }

    /// The tabs arrive as an array of a protocol each module's wireframe adopts (wrapped in the app's own
    /// navigation controller subclass); the app installs the container as the window's root.
    @Test func aTabBarWireframeEmbedsTheTabsItIsGivenAndIsTheRoot() {
        var sources = merged(screen("Feed", in: "App/Modules/Feed"), screen("Inbox", in: "App/Modules/Inbox"))
        for name in ["Feed", "Inbox"] {
            sources["App/Modules/\(name)/\(name)Wireframe.swift"] = """
            class \(name)Wireframe: TabsItem {
                func makeScreen() -> UIViewController { AppNavigationController(rootViewController: \(name)ViewController()) }
            }
            """
            sources["App/Modules/\(name)/\(name)Router.swift"] = nil
        }
        sources["App/Common/AppNavigationController.swift"] = "class AppNavigationController: UINavigationController {}"
        sources["App/Common/Wireframe/TabsWireframe.swift"] = Self.tabsWireframe
        sources["App/AppWireframe.swift"] = """
        class AppWireframe {
            let window: UIWindow
            let tabs = TabsWireframe(FeedWireframe(), InboxWireframe())
            func start() { tabs.install(in: window) }
        }
        """
        let graph = TestSupport.graph(sources)
        #expect(graph.modules.map(\.name) == ["Feed", "Inbox", "Tabs"])
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["App->Tabs:root", "Tabs->Feed:embed", "Tabs->Inbox:embed"])
    }

    /// Minimal scenes in folders of their own: a view controller with only its router, one with only its
    /// assembly, one alone that adopts its module's display contract. Not scenes: a cell with a router, a
    /// view controller adopting a protocol of its stem that is no view contract, one that merely shares a
    /// folder with a full module, one with a factory.
    @Test func aViewControllerWithOneOtherRoleInItsOwnFolderIsAModule() {
        let graph = TestSupport.graph(merged(screen("Feed", in: "App/Scenes/Feed"), [
            "App/Scenes/Orders/OrdersViewController.swift": "final class OrdersViewController: UIViewController { var router: OrdersRoutingLogic? }",
            "App/Scenes/Orders/OrdersRouter.swift": "protocol OrdersRoutingLogic {}\nfinal class OrdersRouter: OrdersRoutingLogic { weak var viewController: OrdersViewController? }",
            "App/Scenes/Picker/PickerVC.swift": "final class PickerVC: UITableViewController {}",
            "App/Scenes/Picker/PickerAssembly.swift": "final class PickerAssembly { func make() -> UIViewController { PickerVC() } }",
            "App/Scenes/Receipt/ReceiptViewController.swift": "protocol ReceiptDisplayLogic: AnyObject {}\nfinal class ReceiptViewController: UIViewController, ReceiptDisplayLogic {}",
            "App/Common/Cells/BadgeCell.swift": "final class BadgeCell: UITableViewCell {}",
            "App/Common/Cells/BadgeRouter.swift": "final class BadgeRouter {}",
            "App/Scenes/Chart/ChartViewController.swift": "protocol ChartCellDelegate: AnyObject {}\nprotocol ChartView: AnyObject {}\nfinal class ChartViewController: UIViewController, ChartCellDelegate, ChartView {}",
            "App/Scenes/Feed/FeedSettingsViewController.swift": "final class FeedSettingsViewController: UIViewController {}",
            "App/Scenes/Feed/FeedSettingsRouter.swift": "final class FeedSettingsRouter {}",
            "App/Scenes/Share/ShareViewController.swift": "final class ShareViewController: UIViewController {}",
            "App/Scenes/Share/ShareFactory.swift": "final class ShareFactory { func make() -> UIViewController { ShareViewController() } }",
        ]))
        #expect(graph.modules.map(\.name) == ["Feed", "Orders", "Picker", "Receipt"])
        let picker = graph.modules.first { $0.name == "Picker" }
        #expect(picker?.components.map(\.name).sorted() == ["PickerAssembly", "PickerVC"])
    }
}

@Suite struct DependencyRuleTests {
    private func screen(_ name: String) -> [String: String] {
        [
            "App/\(name)/\(name)ViewController.swift": "class \(name)ViewController: UIViewController {}",
            "App/\(name)/\(name)Presenter.swift": "class \(name)Presenter {}",
            "App/\(name)/\(name)Interactor.swift": "class \(name)Interactor {}",
            "App/\(name)/\(name)Router.swift": "class \(name)Router {}",
        ]
    }

    private func dependencies(_ extra: [String: String]) -> [String] {
        var sources = screen("Feed").merging(screen("Theme")) { a, _ in a }
        sources.merge(extra) { _, b in b }
        return TestSupport.graph(sources).dependencies.filter { $0.kind == .module }.map { "\($0.from)->\($0.to)" }
    }

    @Test func oneUseOfAHelperThatLivesInAnotherModulesFolderIsNoDependency() {
        let helper = ["App/Theme/Palette.swift": "struct Palette { static let tint = 1 }"]
        #expect(dependencies(helper.merging(["App/Feed/FeedViewController.swift": "class FeedViewController: UIViewController { let t = Palette.tint }"]) { _, b in b }) == [])
        // Two of the module's VIPER parts using it: a real dependency.
        #expect(dependencies(helper.merging([
            "App/Feed/FeedViewController.swift": "class FeedViewController: UIViewController { let t = Palette.tint }",
            "App/Feed/FeedPresenter.swift": "class FeedPresenter { let t = Palette.tint }",
        ]) { _, b in b }) == ["Feed->Theme"])
    }

    @Test func namingAnotherModulesPartOrServiceIsADependency() {
        #expect(dependencies(["App/Feed/FeedRouter.swift": "class FeedRouter { func open() -> UIViewController { ThemeViewController() } }"]) == ["Feed->Theme"])
        #expect(dependencies([
            "App/Theme/ThemeService.swift": "class ThemeService {}",
            "App/Feed/FeedInteractor.swift": "class FeedInteractor { let themes = ThemeService() }",
        ]) == ["Feed->Theme"])
    }

    @Test func adoptingARouteProtocolWhoseExtensionBuildsAnotherModuleIsADependency() {
        #expect(dependencies([
            "App/Routes/ThemeRoute.swift": "protocol ThemeRoute {}\nextension ThemeRoute { func openTheme() -> UIViewController { ThemeViewController() } }",
            "App/Feed/FeedRouter.swift": "class FeedRouter: BaseRouter {}",
            "App/Common/BaseRouter.swift": "class BaseRouter {}\nextension BaseRouter: ThemeRoute {}",
        ]) == ["Feed->Theme"])
    }

    @Test func onlyAdoptingAnotherModulesProtocolIsALightReference() {
        #expect(dependencies([
            "App/Theme/ThemeRouter.swift": "protocol ThemeItem {}\nclass ThemeRouter {}",
            "App/Feed/FeedRouter.swift": "class FeedRouter: ThemeItem {}",
        ]) == [])
    }
}

@Suite struct ModuleHomeTests {
    @Test func aModulesHomeIsWhereMostOfItsFilesLive() {
        let graph = TestSupport.graph([
            "App/Scenes/Login/LoginViewController.swift": "class LoginViewController: UIViewController {}",
            "App/Scenes/Login/LoginInteractor.swift": "class LoginInteractor {}",
            "App/Scenes/Login/Router/LoginRouter.swift": "class LoginRouter {}",
            "App/Support/Extension/LoginPresenter.swift": "class LoginPresenter {}",
            "App/Scenes/Feed/FeedViewController.swift": "class FeedViewController: UIViewController {}",
            "App/Scenes/Feed/FeedPresenter.swift": "class FeedPresenter {}",
            "App/Scenes/Feed/FeedRouter.swift": "class FeedRouter {}",
        ])
        #expect(graph.modules.map(\.name) == ["Feed", "Login"])
        #expect(graph.modules.map(\.path) == ["App/Scenes/Feed", "App/Scenes/Login"])
        #expect(graph.modules[1].components.contains { $0.name == "LoginPresenter" && $0.role == .presenter })
    }
}
