import Testing
import ViperMap
import ViperMapModel

/// One test per navigation rule, each on a small app of three modules.
@Suite struct NavigationTests {
    /// A module with a view, presenter and router; `router` is the router class's body.
    private func module(_ name: String, router: String) -> [String: String] {
        [
            "App/\(name)/\(name)ViewController.swift": "class \(name)ViewController: UIViewController {}",
            "App/\(name)/\(name)Presenter.swift": "class \(name)Presenter {}",
            "App/\(name)/\(name)Router.swift": "class \(name)Router {\n    weak var viewController: UIViewController?\n\(router)\n}",
            "App/\(name)/\(name)Builder.swift": "class \(name)Builder { func build() -> UIViewController { \(name)ViewController() } }",
        ]
    }

    private func edges(_ sources: [String: String], configuration: Configuration = Configuration()) -> [String] {
        TestSupport.graph(sources, configuration: configuration).navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
    }

    private func app(_ parts: [String: String]...) -> [String: String] {
        parts.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
    }

    @Test func pushOfABuiltModule() {
        let graph = TestSupport.graph(app(
            module("Feed", router: """
                func openDetail() {
                    viewController?.navigationController?.pushViewController(DetailBuilder().build(), animated: true)
                }
            """),
            module("Detail", router: "")))
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["Feed->Detail:push"])
        #expect(graph.navigation[0].via == "FeedRouter.openDetail()")
        #expect(graph.navigation[0].file == "App/Feed/FeedRouter.swift")
        #expect(graph.navigation[0].line == 4)
    }

    @Test func presentThroughALocalAndANavigationWrapper() {
        #expect(edges(app(
            module("Feed", router: """
                func openDetail() {
                    let detail = DetailRouter.assembleModule()
                    let nav = UINavigationController(rootViewController: detail)
                    viewController?.present(nav, animated: true)
                }
            """),
            module("Detail", router: "    static func assembleModule() -> UIViewController { DetailBuilder().build() }"))) == ["Feed->Detail:present"])
    }

    @Test func alertsAreNotNavigation() {
        #expect(edges(app(module("Feed", router: """
            func warn() {
                let alert = UIAlertController(title: "x", message: nil, preferredStyle: .alert)
                viewController?.present(alert, animated: true)
            }
        """))).isEmpty)
    }

    @Test func rootFromTheAppDelegateIsFromApp() {
        let sources = app(module("Home", router: ""), [
            "App/AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = HomeBuilder().build()
                    return true
                }
            }
            """,
        ])
        let graph = TestSupport.graph(sources)
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["App->Home:root"])
        #expect(graph.navigation[0].via == "AppDelegate.application(_:didFinishLaunchingWithOptions:)")
    }

    @Test func tabBarViewControllersAreEmbeds() {
        #expect(edges(app(
            module("Main", router: """
                func embedTabs(in tabBarController: UITabBarController) {
                    tabBarController.viewControllers = [FeedBuilder().build(), SearchBuilder().build()]
                }
            """),
            module("Feed", router: ""), module("Search", router: ""))) == ["Main->Feed:embed", "Main->Search:embed"])
    }

    @Test func dismissAndPopGoBackToWhoShowedTheModule() {
        #expect(edges(app(
            module("Feed", router: """
                func openDetail() { viewController?.navigationController?.pushViewController(DetailBuilder().build(), animated: true) }
                func openCompose() { viewController?.present(ComposeBuilder().build(), animated: true) }
            """),
            module("Detail", router: "    func close() { viewController?.navigationController?.popViewController(animated: true) }"),
            module("Compose", router: "    func close() { viewController?.dismiss(animated: true) }"))) ==
            ["Compose->Feed:dismiss", "Detail->Feed:pop", "Feed->Compose:present", "Feed->Detail:push"])
    }

    @Test func navigationThroughAProtocolExtensionHelper() {
        let sources = app(
            module("Shelf", router: """
                func openBook() {
                    pushModule(BookBuilder().build())
                }
            """),
            module("Book", router: ""),
            [
                "App/Common/Navigating.swift": """
                protocol Navigating { var viewController: UIViewController? { get } }
                extension Navigating {
                    func pushModule(_ module: UIViewController) {
                        viewController?.navigationController?.pushViewController(module, animated: true)
                    }
                }
                """,
                "App/Shelf/ShelfRouter+Navigating.swift": "extension ShelfRouter: Navigating {}",
            ])
        let graph = TestSupport.graph(sources)
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["Shelf->Book:push"])
        #expect(graph.navigation[0].line == 4)  // the pushModule call in ShelfRouter
    }

    @Test func navigationThroughAPrivateHelperWithTheTargetAsParameter() {
        #expect(edges(app(
            module("List", router: """
                func routeToDetail() {
                    let destination = DetailViewController()
                    navigateToDetail(source: viewController!, destination: destination)
                }
                private func navigateToDetail(source: UIViewController, destination: DetailViewController) {
                    source.show(destination, sender: nil)
                }
            """),
            module("Detail", router: ""))) == ["List->Detail:push"])
    }

    @Test func anotherModulesWireframeThatShowsItself() {
        let sources = app(
            module("List", router: """
                var addWireframe: AddRouter?
                func presentAdd() {
                    addWireframe?.presentAdd(from: viewController!)
                }
            """),
            module("Add", router: """
                func presentAdd(from parent: UIViewController) {
                    let vc = AddViewController()
                    parent.present(vc, animated: true)
                }
            """))
        #expect(edges(sources) == ["List->Add:present"])
    }

    @Test func configuredNavigationHelpers() throws {
        let config = try Configuration.parse("navigation:\n  pushWireframe: push\n", file: ".vipermap.yml")
        let sources = app(
            module("Feed", router: "    func open() { pushWireframe(DetailRouter()) }"),
            module("Detail", router: ""))
        #expect(edges(sources, configuration: config) == ["Feed->Detail:push"])
    }

    @Test func storyboardInstantiationWithACast() {
        #expect(edges(app(
            module("List", router: """
                func routeToShow() {
                    let vc = storyboard.instantiateViewController(withIdentifier: "Show") as! ShowViewController
                    viewController?.navigationController?.pushViewController(vc, animated: true)
                }
            """),
            module("Show", router: ""))) == ["List->Show:push"])
    }

    @Test func storyboardsNamedAfterAModule() {
        #expect(edges(app(
            module("Login", router: """
                func openSignup() {
                    let vc = UIStoryboard(name: "Signup", bundle: nil).instantiateInitialViewController()!
                    viewController?.present(vc, animated: true)
                }
            """),
            module("Signup", router: ""))) == ["Login->Signup:present"])
    }

    @Test func mappedCollectionsOfModulesAreFollowed() {
        #expect(edges(app(
            module("Main", router: """
                func makeTabs(_ tabs: UITabBarController) {
                    let roots = [FeedBuilder().build(), SearchBuilder().build()]
                    tabs.setViewControllers(roots.map { UINavigationController(rootViewController: $0) }, animated: false)
                }
            """),
            module("Feed", router: ""), module("Search", router: ""))) == ["Main->Feed:embed", "Main->Search:embed"])
    }

    @Test func anAppWideFactoryIsFollowedThroughItsReturns() {
        let sources = app(
            module("Cart", router: """
                let factory = ModuleFactory()
                func checkout() {
                    viewController?.navigationController?.pushViewController(factory.makeCheckout(), animated: true)
                }
            """),
            module("Checkout", router: ""),
            ["App/ModuleFactory.swift": """
            final class ModuleFactory {
                func makeCheckout() -> UIViewController {
                    let vc = CheckoutBuilder().build()
                    return vc
                }
            }
            """])
        #expect(edges(sources) == ["Cart->Checkout:push"])
    }

    @Test func popToRootGoesBackToTheFirstScreenOfTheStack() {
        #expect(edges(app(
            module("Feed", router: "    func open() { viewController?.navigationController?.pushViewController(DetailBuilder().build(), animated: true) }"),
            module("Detail", router: "    func more() { viewController?.navigationController?.pushViewController(ReviewBuilder().build(), animated: true) }"),
            module("Review", router: "    func done() { viewController?.navigationController?.popToRootViewController(animated: true) }"))) ==
            ["Detail->Review:push", "Feed->Detail:push", "Review->Feed:pop"])
    }

    @Test func popToAViewControllerFoundByType() {
        #expect(edges(app(
            module("Login", router: "    func forgot() { viewController?.navigationController?.pushViewController(ResetBuilder().build(), animated: true) }"),
            module("Reset", router: "    func next() { viewController?.navigationController?.pushViewController(DoneBuilder().build(), animated: true) }"),
            module("Done", router: """
                func backToLogin() {
                    let stack = viewController?.navigationController?.viewControllers ?? []
                    if let login = stack.first(where: { $0 is LoginViewController }) {
                        viewController?.navigationController?.popToViewController(login, animated: true)
                    }
                }
            """))) == ["Done->Login:pop", "Login->Reset:push", "Reset->Done:push"])
    }

    @Test func viewsClosingAlertsAreNotBackNavigation() {
        let sources = app(
            module("Feed", router: "    func open() { viewController?.present(DetailBuilder().build(), animated: true) }"),
            module("Detail", router: ""),
            ["App/Detail/DetailViewController.swift": """
            class DetailViewController: UIViewController {
                func hideSpinner() { dismiss(animated: true) }
            }
            """])
        #expect(edges(sources) == ["Feed->Detail:present"])
    }

    @Test func modulesResolvedFromADependencyContainer() {
        #expect(edges(app(
            module("List", router: """
                func openDetail() {
                    let builder = Container.shared.resolve(DetailBuilder.self)
                    viewController?.navigationController?.pushViewController(builder.build(), animated: true)
                }
                func openSettings() {
                    @Dependency var settings: SettingsModuleInterface
                    viewController?.present(settings.createModule(), animated: true)
                }
            """),
            module("Detail", router: ""),
            module("Settings", router: ""),
            ["App/Settings/SettingsModuleInterface.swift": "protocol SettingsModuleInterface { func createModule() -> UIViewController }"])) ==
            ["List->Detail:push", "List->Settings:present"])
    }

    @Test func anEnumRouteRouterOnlyShowsTheCaseEachCallerAsksFor() {
        let sources = app(
            module("Home", router: """
                let appRouter = AppRouter()
                func openProfile() { appRouter.navigate(to: .profile(userID: "1"), from: viewController!) }
                func openSettings() { appRouter.navigate(to: Route.settings, from: viewController!) }
            """),
            module("Profile", router: ""), module("Settings", router: ""), module("Editor", router: ""),
            ["App/Routing/AppRouter.swift": """
            enum Route { case profile(userID: String), settings, editor }
            final class AppRouter {
                func navigate(to route: Route, from source: UIViewController) {
                    switch route {
                    case .profile(let id):
                        source.navigationController?.pushViewController(ProfileBuilder().build(), animated: true)
                    case .settings:
                        source.present(SettingsBuilder().build(), animated: true)
                    case .editor:
                        source.present(EditorBuilder().build(), animated: true)
                    }
                }
            }
            """])
        #expect(edges(sources) == ["Home->Profile:push", "Home->Settings:present"])
    }

    @Test func tabSwitchesGoToTheTabBarsModuleAtThatIndex() {
        #expect(edges(app(
            module("Main", router: """
                func makeTabs(_ tabs: UITabBarController) {
                    tabs.viewControllers = [HomeBuilder().build(), BasketBuilder().build()]
                }
            """),
            module("Home", router: ""),
            module("Basket", router: """
                func checkout() { viewController?.navigationController?.pushViewController(OrderBuilder().build(), animated: true) }
            """),
            module("Order", router: """
                func backToShopping() {
                    viewController?.tabBarController?.selectedIndex = 0
                }
            """))) == ["Basket->Order:push", "Main->Basket:embed", "Main->Home:embed", "Order->Home:unknown"])
    }

    /// An app router that shows any module through a protocol its module classes adopt.
    private func moduleRegistryApp(callerPassesModule: Bool) -> [String: String] {
        var sources = app(module("Profile", router: ""), module("Album", router: ""), module("Todo", router: ""),
                          module("Chat", router: ""), module("Map", router: ""))
        for name in ["Album", "Todo", "Chat", "Map"] {
            sources["App/\(name)/\(name)Module.swift"] = """
            final class \(name)Module: AppModule {
                let appRouter: AppRouter
                init(_ appRouter: AppRouter) { self.appRouter = appRouter }
                func show() { appRouter.show(view: \(name)Builder().build()) }
            }
            """
        }
        sources["App/Common/AppRouter.swift"] = """
        protocol AppModule { func show() }
        final class AppRouter {
            var navigation: UINavigationController?
            var all: [AppModule] = []
            func present(module: AppModule) { module.show() }
            func showAny() {
                let module: AppModule = all[0]
                module.show()
            }
            func show(view: UIViewController) { navigation?.pushViewController(view, animated: true) }
        }
        """
        sources["App/Profile/ProfileRouter+Open.swift"] = callerPassesModule
            ? "extension ProfileRouter { func openTodo(_ appRouter: AppRouter) { appRouter.present(module: TodoModule(appRouter)) } }"
            : "extension ProfileRouter { func openSomething(_ appRouter: AppRouter) { appRouter.showAny() } }"
        return sources
    }

    @Test func aModulePassedToAProtocolDispatchIsTheOneShown() {
        #expect(edges(moduleRegistryApp(callerPassesModule: true)) == ["Profile->Todo:push"])
    }

    @Test func aDispatchToManyModulesWithNoClueIsNotGuessed() {
        #expect(edges(moduleRegistryApp(callerPassesModule: false)).isEmpty)
    }

    @Test func builderClosuresGiveTheirValueToTheCallThatRunsThem() {
        let sources = app(
            module("Main", router: """
                let provider = ModuleProvider()
                func makeTabs(_ tabs: UITabBarController) {
                    let first = provider.wrapped(title: "Feed") { seed -> UIViewController in
                        let builder = FeedBuilder()
                        let vc = builder.build()
                        return vc
                    }
                    tabs.viewControllers = [first]
                }
            """),
            module("Feed", router: ""),
            ["App/Common/ModuleProvider.swift": """
            final class ModuleProvider {
                func wrapped(title: String, make: (Int) -> UIViewController) -> UIViewController {
                    let vc = make(1)
                    return UINavigationController(rootViewController: vc)
                }
            }
            """])
        #expect(edges(sources) == ["Main->Feed:embed"])
    }

    @Test func routingLibraryCallsOutsideTheScanAreReadByName() {
        #expect(edges(app(
            module("Shelf", router: """
                func showBook() {
                    pushViewControllerDerivedFrom { seed -> UIViewController in
                        let vc = BookBuilder().build()
                        return vc
                    }
                }
                func showPromo() {
                    presentModalViewControllerDerivedFrom { _ in PromoBuilder().build() }
                }
                func pushNotification() { pushService.register(token: "x") }
            """),
            module("Book", router: ""), module("Promo", router: ""))) == ["Shelf->Book:push", "Shelf->Promo:present"])
    }

    @Test func storyboardSeguesAreReadFromPrepareForSegue() {
        let sources = app(module("List", router: ""), module("Detail", router: ""), [
            "App/List/ListViewController+Segue.swift": """
            extension ListViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let detail = segue.destination as? DetailViewController {
                        detail.itemID = 3
                    }
                    let wrapped = (segue.destination as? UINavigationController)?.topViewController as? EditViewController
                    _ = wrapped
                }
            }
            """])
        #expect(edges(sources) == ["List->Detail:unknown"])
    }

    @Test func aTabBarBuiltFromTabsItIsGivenEmbedsThem() {
        let sources = app(
            module("Login", router: """
                func goHome() {
                    let tabs = AppAssembly().makeHomeTabs(first: FeedBuilder().build(), second: SettingsBuilder().build())
                    viewController?.view.window?.rootViewController = tabs
                }
            """),
            module("Feed", router: ""), module("Settings", router: ""), module("HomeTabs", router: ""),
            ["App/AppAssembly.swift": """
            final class AppAssembly {
                func makeHomeTabs(first: UIViewController, second: UIViewController) -> UIViewController {
                    let tabs = HomeTabsViewController()
                    tabs.viewControllers = [first, second]
                    return tabs
                }
            }
            """])
        #expect(edges(sources) == ["HomeTabs->Feed:embed", "HomeTabs->Settings:embed", "Login->HomeTabs:root"])
    }
}
