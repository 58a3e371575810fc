import Testing
import ViperMap
import ViperMapModel

@Suite struct ModuleTests {
    private func viperSet(_ prefix: String, in folder: String) -> [String: String] {
        [
            "\(folder)/View/\(prefix)ViewController.swift": "class \(prefix)ViewController: UIViewController, \(prefix)View {}",
            "\(folder)/Presenter/\(prefix)Presenter.swift": "class \(prefix)Presenter: \(prefix)Presentation { weak var view: \(prefix)View? }",
            "\(folder)/Interactor/\(prefix)Interactor.swift": "class \(prefix)Interactor {}",
            "\(folder)/Router/\(prefix)Router.swift": "class \(prefix)Router {}",
            "\(folder)/Contract/\(prefix)Contract.swift": "protocol \(prefix)View: AnyObject {}\nprotocol \(prefix)Presentation {}",
        ]
    }

    @Test func modulesComeFromPrefixesAndFolders() {
        var sources = viperSet("Articles", in: "App/Modules/Articles")
        sources.merge(viperSet("Details", in: "App/Modules/Details")) { a, _ in a }
        sources["App/Modules/Articles/View/ArticleCell.swift"] = "class ArticleCell: UITableViewCell {}"
        let graph = TestSupport.graph(sources)
        #expect(graph.modules.map(\.name) == ["Articles", "Details"])
        let articles = graph.modules[0]
        #expect(articles.path == "App/Modules/Articles")
        let roles = Dictionary(uniqueKeysWithValues: articles.components.map { ($0.name, $0.role) })
        #expect(roles == ["ArticlesViewController": .view, "ArticlesPresenter": .presenter, "ArticlesInteractor": .interactor,
                          "ArticlesRouter": .router, "ArticleCell": .other])
        #expect(articles.contracts.map(\.name) == ["ArticlesPresentation", "ArticlesView"])
    }

    @Test func differingPrefixesByRoleDoNotSplitAModule() {
        let graph = TestSupport.graph([
            "App/modules/view/LiveNewsListViewController.swift": "class LiveNewsListViewController: UIViewController, LiveNewsListPresenterToViewProtocol {}",
            "App/modules/presenter/LiveNewsPresenter.swift": "class LiveNewsPresenter: LiveNewsListViewToPresenterProtocol {}",
            "App/modules/interactor/LiveNewsInteractor.swift": "class LiveNewsInteractor {}",
            "App/modules/route/LiveNewsRouter.swift": "class LiveNewsRouter {}",
            "App/modules/protocols/LiveNewsListProtocols.swift": "protocol LiveNewsListPresenterToViewProtocol {}\nprotocol LiveNewsListViewToPresenterProtocol {}",
        ])
        #expect(graph.modules.map(\.name) == ["LiveNews"])
        #expect(graph.modules[0].components.first { $0.role == .view }?.name == "LiveNewsListViewController")
        #expect(graph.modules[0].contracts.count == 2)
    }

    @Test func typesInAnOwnedFolderWithAnotherPrefixJoinByFolder() {
        let graph = TestSupport.graph([
            "App/Auth/Add Major/Router/AddMajorRouter.swift": "class AddMajorRouter: MajorRouterProtocol {}",
            "App/Auth/Add Major/View/AddMajorViewController.swift": "class AddMajorViewController: UIViewController, MajorViewProtocol {}",
            "App/Auth/Add Major/Presenter/MajorPresenter.swift": "protocol MajorViewProtocol {}\nclass MajorPresenter {}",
            "App/Auth/Add Major/Interactor/MajorInteractor.swift": "protocol MajorRouterProtocol {}\nclass MajorInteractor {}",
        ])
        #expect(graph.modules.map(\.name) == ["AddMajor"])
        #expect(graph.modules[0].components.map(\.role).sorted() == [.view, .presenter, .interactor, .router])
    }

    @Test func classPrefixesAreStrippedFromModuleNames() {
        var sources = viperSet("SMGoalsList", in: "App/Modules/GoalsList")
        sources.merge(viperSet("SMCreateGoal", in: "App/Modules/CreateGoal")) { a, _ in a }
        sources["App/Modules/Base/SMBaseViewController.swift"] = "class SMBaseViewController: UIViewController {}"
        let graph = TestSupport.graph(sources)
        #expect(graph.modules.map(\.name) == ["CreateGoal", "GoalsList"])
    }

    @Test func plainControllersAndSharedFoldersAreNotModules() {
        let graph = TestSupport.graph([
            "App/Controllers/SettingsController.swift": "class SettingsController: UIViewController {}",
            "App/Controllers/ProfileViewController.swift": "class ProfileViewController: UIViewController {}",
            "App/Common/BaseRouter.swift": "class BaseRouter { func push(_ vc: UIViewController) {} }",
            "App/Services/NetworkService.swift": "class NetworkService {}",
        ])
        #expect(graph.modules.isEmpty)
    }

    @Test func aLoneRouterWithItsOwnContractThatShowsAModuleIsAModule() {
        var sources = viperSet("Articles", in: "App/Modules/Articles")
        sources["App/Modules/Root/RootRouter.swift"] = "protocol RootWireframe {}\nclass RootRouter: RootWireframe { func start(_ w: UIWindow) { w.rootViewController = ArticlesViewController() } }"
        sources["App/Common/RootWireframeHelper.swift"] = "class RootWireframeHelper {}"
        #expect(TestSupport.graph(sources).modules.map(\.name) == ["Articles", "Root"])
        // The same router showing nothing of the app's is plumbing, not a screen.
        sources["App/Modules/Root/RootRouter.swift"] = "protocol RootWireframe {}\nclass RootRouter: RootWireframe {}"
        #expect(TestSupport.graph(sources).modules.map(\.name) == ["Articles"])
    }

    @Test func configOverridesAndAliases() throws {
        let config = try Configuration.parse("""
        modules:
          Checkout:
            types: [PaymentSheet]
        aliases:
          Articles: News
        roles:
          router: [Navigator]
        """, file: ".vipermap.yml")
        var sources = viperSet("Articles", in: "App/Modules/Articles")
        sources["App/Modules/Checkout/CheckoutPresenter.swift"] = "class CheckoutPresenter {}\nclass CheckoutNavigator {}"
        sources["App/Shared/PaymentSheet.swift"] = "class PaymentSheet {}"
        let graph = TestSupport.graph(sources, configuration: config)
        #expect(graph.modules.map(\.name) == ["Checkout", "News"])
        let checkout = graph.modules[0]
        #expect(Set(checkout.components.map(\.name)) == ["CheckoutPresenter", "CheckoutNavigator", "PaymentSheet"])
        #expect(checkout.components.first { $0.name == "CheckoutNavigator" }?.role == .router)
    }

    @Test func configRejectsUnknownKeysByName() {
        #expect(throws: ConfigurationError.self) { try Configuration.parse("modulez: {}", file: "x.yml") }
        do {
            _ = try Configuration.parse("navigation:\n  pushWireframe: teleport\n", file: "x.yml")
            Issue.record("expected an error")
        } catch let error as ConfigurationError {
            #expect(error.description.contains("navigation.pushWireframe"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func contractsKnowWhoAdoptsAndWhoHolds() {
        let graph = TestSupport.graph(viperSet("Home", in: "App/Home"))
        let view = graph.modules[0].contracts.first { $0.name == "HomeView" }
        #expect(view?.adoptedBy == ["HomeViewController"])
        #expect(view?.heldBy == ["HomePresenter"])
    }

    /// A router that adopts a protocol refining two others (`protocol HomeRoutable: HomeRoute, HomeLinks`) adopts
    /// them too: each contract names it, and a protocol is never named as an adopter.
    @Test func adoptersAreFoundThroughRefiningProtocols() {
        var sources = viperSet("Home", in: "App/Home")
        sources["App/Home/Contract/HomeRoutes.swift"] = "protocol HomeRoute {}\nprotocol HomeLinks {}\nprotocol HomeRoutable: HomeRoute, HomeLinks {}"
        sources["App/Home/Router/HomeRouter.swift"] = "class HomeRouter: HomeRoutable {}"
        let graph = TestSupport.graph(sources)
        let contracts = graph.modules[0].contracts
        for name in ["HomeRoute", "HomeLinks", "HomeRoutable"] {
            #expect(contracts.first { $0.name == name }?.adoptedBy == ["HomeRouter"], "\(name)")
        }
    }

    @Test func dependenciesBetweenModulesAndOnFrameworks() {
        var sources = viperSet("Feed", in: "App/Feed")
        sources.merge(viperSet("Detail", in: "App/Detail")) { a, _ in a }
        sources["App/Feed/Router/FeedRouter.swift"] = "import UIKit\nimport Alamofire\nclass FeedRouter { func open() { _ = DetailRouter() } }"
        let graph = TestSupport.graph(sources)
        let deps = graph.dependencies.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
        #expect(deps == ["Feed->Alamofire:import", "Feed->Detail:module", "Feed->UIKit:sdk"])
        #expect(graph.dependencies[1].reasons == ["FeedRouter references DetailRouter"])
    }

    @Test func globsMatchAcrossFolders() {
        #expect(Glob("App/**/*.swift").matches("App/A/B/C.swift"))
        #expect(Glob("App/**/*.swift").matches("App/C.swift"))
        #expect(!Glob("App/*.swift").matches("App/A/C.swift"))
        #expect(Glob("**/Generated/**").matches("X/Generated/Y.swift"))
    }

    @Test func aLoneModuleInAPlainAppDoesNotSwallowTheApp() {
        var sources: [String: String] = [
            "App/Presenters/ProfilePresenter.swift": "class ProfilePresenter {}",
            "App/Routers/ProfileRouter.swift": "class ProfileRouter {}",
            "App/Controllers/ProfileViewController.swift": "class ProfileViewController: UIViewController {}",
        ]
        for i in 0..<50 { sources["App/Controllers/Screen\(i)Controller.swift"] = "class Screen\(i)Controller: UIViewController {}" }
        let graph = TestSupport.graph(sources)
        #expect(graph.modules.map(\.name) == ["Profile"])
        #expect(Set(graph.modules[0].components.map(\.name)) == ["ProfilePresenter", "ProfileRouter", "ProfileViewController"])
    }

    @Test func classesNamedAfterARoleProtocolTakeItsStem() {
        let graph = TestSupport.graph([
            "App/Modules/WeatherList/Core/Presenter/WeatherListPresenter.swift": "protocol WeatherListPresenter {}\nclass WeatherListDefaultPresenter: WeatherListPresenter {}",
            "App/Modules/WeatherList/Core/Interactor/WeatherListInteractor.swift": "protocol WeatherListInteractor {}\nclass WeatherListDefaultInteractor: WeatherListInteractor {}",
            "App/Modules/WeatherList/Router/WeatherListRouter.swift": "protocol WeatherListRouter {}\nclass WeatherListModalRouter: WeatherListRouter {}",
            "App/Modules/WeatherList/Builder/WeatherListBuilder.swift": "protocol WeatherListBuilder {}\nclass WeatherListSwinjectBuilder: WeatherListBuilder {}",
        ])
        #expect(graph.modules.map(\.name) == ["WeatherList"])
        #expect(graph.modules[0].path == "App/Modules/WeatherList")
        let roles = Dictionary(uniqueKeysWithValues: graph.modules[0].components.map { ($0.name, $0.role) })
        #expect(roles == ["WeatherListDefaultPresenter": .presenter, "WeatherListDefaultInteractor": .interactor,
                          "WeatherListModalRouter": .router, "WeatherListSwinjectBuilder": .builder])
        #expect(graph.modules[0].contracts.count == 4)
    }

    @Test func cellUnitsInsideAModuleArePartOfIt() {
        var sources = viperSet("Cart", in: "App/Modules/Cart")
        sources["App/Modules/Cart/Cells/CartItemCell/CartItemCellPresenter.swift"] = "class CartItemCellPresenter {}"
        sources["App/Modules/Cart/Cells/CartItemCell/CartItemCellBuilder.swift"] = "class CartItemCellBuilder {}"
        sources["App/Modules/Cart/Cells/CartItemCell/CartItemCell.swift"] = "class CartItemCell: UICollectionViewCell {}"
        let graph = TestSupport.graph(sources)
        #expect(graph.modules.map(\.name) == ["Cart"])
        let roles = Dictionary(uniqueKeysWithValues: graph.modules[0].components.map { ($0.name, $0.role) })
        #expect(roles["CartItemCellPresenter"] == .other)
        #expect(roles["CartItemCellBuilder"] == .other)
        #expect(roles["CartPresenter"] == .presenter)
    }

    @Test func implementationAndDeviceTailsKeepTheRole() {
        let graph = TestSupport.graph([
            "App/VIPER/Shelf/ShelfInteractorImpl.swift": "class ShelfInteractorImpl: ShelfInteractor {}",
            "App/VIPER/Shelf/ShelfPresenter.swift": "class ShelfPresenter {}",
            "App/VIPER/Shelf/ShelfRouterIphone.swift": "class ShelfRouterIphone {}",
            "App/VIPER/Shelf/ShelfRouterIpad.swift": "class ShelfRouterIpad {}",
            "App/VIPER/Shelf/ShelfViewController.swift": "class ShelfViewController: UIViewController {}",
            "App/VIPER/Shelf/ShelfView.swift": "class ShelfView: UIView {}",
            "App/VIPER/Shelf/ShelfProtocols.swift": "protocol ShelfInteractor {}",
        ])
        let roles = Dictionary(uniqueKeysWithValues: graph.modules[0].components.map { ($0.name, $0.role) })
        #expect(roles == ["ShelfInteractorImpl": .interactor, "ShelfPresenter": .presenter, "ShelfRouterIphone": .router,
                          "ShelfRouterIpad": .router, "ShelfViewController": .view, "ShelfView": .other])
    }

    @Test func aFactoryWithItsProtocolIsNotAModule() {
        let graph = TestSupport.graph([
            "App/Common/ServiceFactory.swift": "protocol ServiceFactory {}\nfinal class ServiceFactoryImpl: ServiceFactory {}",
            "App/Common/AssemblyFactory.swift": "protocol AssemblyFactory {}\nfinal class AssemblyFactoryImpl: AssemblyFactory {}",
        ])
        #expect(graph.modules.isEmpty)
    }

    @Test func aCoreTypeOutsideItsModulesFolderJoinsItWhenTheRoleIsMissing() {
        var sources = viperSet("Login", in: "App/Scenes/Login")
        sources["App/Scenes/Login/Router/LoginRouter.swift"] = nil
        sources["App/Support/Extension/LoginRouter.swift"] = "final class LoginRouter {}"
        sources["App/Scenes/Home/View/HomeViewController.swift"] = "class HomeViewController: UIViewController {}"
        sources["App/Scenes/Home/Presenter/HomePresenter.swift"] = "class HomePresenter {}"
        sources["App/Scenes/Home/Presenter/LoginViewController.swift"] = "class LoginViewController: UIViewController {}"
        let graph = TestSupport.graph(sources)
        let login = graph.modules.first { $0.name == "Login" }
        #expect(login?.components.first { $0.role == .router }?.name == "LoginRouter")
        // Login has its view already: the second LoginViewController stays where it is.
        #expect(login?.components.filter { $0.role == .view }.map(\.file) == ["App/Scenes/Login/View/LoginViewController.swift"])
    }
}
