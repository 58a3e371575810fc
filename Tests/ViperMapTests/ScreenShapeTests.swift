import Testing
import ViperMap
import ViperMapModel

/// Screens that are not a UIKit view controller with a full VIPER set: SwiftUI views (hosted by a
/// module or a module of their own with a view model) and their navigation, containers of the app's
/// own, a tab bar of no module filled by launch code, a page controller's data source.
@Suite struct ScreenShapeTests {
    private func edges(_ graph: Graph) -> [String] {
        graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
    }

    /// A SwiftUI view with its view model in a folder named for it.
    private func swiftUIScreen(_ name: String, body: String = "Text(\"x\")", extra: String = "") -> [String: String] {
        [
            "App/Modules/\(name)/\(name)View.swift": """
            import SwiftUI
            struct \(name)View: View {
                @ObservedObject var viewModel: \(name)ViewModel
                \(extra)
                var body: some View {
                    \(body)
                }
            }
            """,
            "App/Modules/\(name)/\(name)ViewModel.swift": "import Combine\nfinal class \(name)ViewModel: ObservableObject {}",
        ]
    }

    private func merged(_ parts: [String: String]...) -> [String: String] {
        parts.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
    }

    @Test func aSwiftUIViewWithItsViewModelInItsOwnFolderIsAModule() {
        let graph = TestSupport.graph(swiftUIScreen("Log"))
        #expect(graph.modules.map(\.name) == ["Log"])
        let roles = graph.modules.first?.components.map { "\($0.name):\($0.role.rawValue)" } ?? []
        #expect(roles == ["LogView:view", "LogViewModel:other"])
    }

    @Test func aSwiftUIViewAloneOrInAFolderNamedForSomethingElseIsNoModule() {
        let graph = TestSupport.graph([
            "App/Modules/About/AboutView.swift": "import SwiftUI\nstruct AboutView: View { var body: some View { Text(\"a\") } }",
            "App/Components/RowView.swift": "import SwiftUI\nstruct RowView: View { var body: some View { Text(\"r\") } }",
            "App/Components/RowViewModel.swift": "final class RowViewModel: ObservableObject {}",
        ])
        #expect(graph.modules.isEmpty)
    }

    @Test func sheetsCoversLinksAndDestinationsShowTheModulesTheyBuild() {
        let graph = TestSupport.graph(merged(
            swiftUIScreen("Home", body: """
            NavigationStack {
                        List {
                            NavigationLink(destination: DetailView(viewModel: DetailViewModel())) { Text("detail") }
                            NavigationLink { MapView(viewModel: MapViewModel()) } label: { Text("map") }
                            NavigationLink("entry", value: 1)
                        }
                        .navigationDestination(for: Int.self) { _ in
                            EditorView(viewModel: EditorViewModel())
                        }
                    }
                    .sheet(isPresented: $viewModel.showsHelp) {
                        HelpView(viewModel: HelpViewModel())
                    }
                    .fullScreenCover(isPresented: $viewModel.showsCamera) {
                        CameraView(viewModel: CameraViewModel())
                    }
                    .popover(isPresented: $viewModel.showsTip) { Text("a plain view is no screen") }
            """),
            swiftUIScreen("Detail"), swiftUIScreen("Map"), swiftUIScreen("Editor"), swiftUIScreen("Help"), swiftUIScreen("Camera")))
        #expect(edges(graph) == ["Home->Camera:present", "Home->Detail:push", "Home->Editor:push", "Home->Help:present", "Home->Map:push"])
        // Each edge at its modifier's or link's own line, not the statement's first (a value link's push at the link).
        let lines = Dictionary(graph.navigation.map { ($0.to, $0.line) }, uniquingKeysWith: min)
        #expect(lines["Help"] == 16 && lines["Camera"] == 19 && lines["Editor"] == 10 && lines["Map"] == 9)
    }

    @Test func aSwiftUIAppsWindowGroupOpensOnItsFirstScreen() {
        let graph = TestSupport.graph(merged(swiftUIScreen("Home"), [
            "App/SkyApp.swift": """
            import SwiftUI
            @main
            struct SkyApp: App {
                var body: some Scene {
                    WindowGroup {
                        HomeView(viewModel: HomeViewModel())
                    }
                }
            }
            """,
        ]))
        #expect(edges(graph) == ["App->Home:root"])
    }

    @Test func theEnvironmentsDismissClosesTheScreenAsItWasShown() {
        let dismissing = "@Environment(\\.dismiss) private var dismiss"
        let graph = TestSupport.graph(merged(
            swiftUIScreen("Home", body: """
            NavigationStack {
                        NavigationLink { DetailView(viewModel: DetailViewModel()) } label: { Text("detail") }
                    }
                    .sheet(isPresented: $viewModel.showsHelp) { HelpView(viewModel: HelpViewModel()) }
            """),
            swiftUIScreen("Detail", body: "Button(\"Back\") { dismiss() }", extra: dismissing),
            swiftUIScreen("Help", body: "Button(\"Done\") { presentationMode.wrappedValue.dismiss() }",
                          extra: "@Environment(\\.presentationMode) var presentationMode")))
        #expect(edges(graph) == ["Detail->Home:pop", "Help->Home:dismiss", "Home->Detail:push", "Home->Help:present"])
    }

    @Test func aHostedSwiftUIViewIsItsModulesViewAndAHostedScreenIsShown() {
        let graph = TestSupport.graph(merged(swiftUIScreen("Settings"), [
            "App/Modules/Feed/FeedView.swift": "import SwiftUI\nstruct FeedView: View { let presenter: FeedPresenter\n var body: some View { Text(\"f\") } }",
            "App/Modules/Feed/FeedPresenter.swift": "final class FeedPresenter { let router: FeedRouter\n init(router: FeedRouter) { self.router = router } }",
            "App/Modules/Feed/FeedRouter.swift": """
            import SwiftUI
            final class FeedRouter {
                weak var viewController: UIViewController?
                static func build() -> UIViewController {
                    let router = FeedRouter()
                    let host = UIHostingController(rootView: FeedView(presenter: FeedPresenter(router: router)))
                    router.viewController = host
                    return host
                }
                func openSettings() {
                    viewController?.present(UIHostingController(rootView: SettingsView(viewModel: SettingsViewModel())), animated: true)
                }
            }
            """,
        ]))
        #expect(graph.modules.map(\.name) == ["Feed", "Settings"])
        #expect(graph.modules.first?.components.first { $0.name == "FeedView" }?.role == .view)
        #expect(edges(graph) == ["Feed->Settings:present"])
    }

    private func screen(_ name: String) -> [String: String] {
        [
            "App/Modules/\(name)/\(name)ViewController.swift": "class \(name)ViewController: UIViewController {}",
            "App/Modules/\(name)/\(name)Builder.swift": "enum \(name)Builder { static func build() -> UIViewController { \(name)ViewController() } }",
        ]
    }

    @Test func viewControllersSetOnTheAppsOwnContainerClassAreEmbedded() {
        let graph = TestSupport.graph(merged(screen("Planets"), screen("Stars"), [
            "App/Common/SegmentedContainer.swift": """
            class SegmentedContainer: UIViewController {
                var viewControllers: [UIViewController] = []
            }
            """,
            "App/Modules/Sky/SkyViewController.swift": "final class SkyViewController: SegmentedContainer {}",
            "App/Modules/Sky/SkyBuilder.swift": """
            enum SkyBuilder {
                static func build() -> UIViewController {
                    let view = SkyViewController()
                    view.viewControllers = [PlanetsBuilder.build(), StarsBuilder.build()]
                    return view
                }
            }
            """,
        ]))
        #expect(edges(graph) == ["Sky->Planets:embed", "Sky->Stars:embed"])
    }

    @Test func aTabBarClassOfNoModuleFilledByLaunchCodeEmbedsForTheApp() {
        let graph = TestSupport.graph(merged(screen("Planets"), screen("Stars"), [
            "App/Common/MainTabs.swift": """
            final class MainTabs: UITabBarController {
                func install(_ screens: [UIViewController]) {
                    var stacks: [UIViewController] = []
                    for screen in screens { stacks.append(UINavigationController(rootViewController: screen)) }
                    viewControllers = stacks
                }
            }
            """,
            "App/SceneDelegate.swift": """
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let tabs = MainTabs()
                    tabs.install([PlanetsBuilder.build(), StarsBuilder.build()])
                    window?.rootViewController = tabs
                }
            }
            """,
        ]))
        #expect(edges(graph) == ["App->Planets:embed", "App->Stars:embed"])
        #expect(!graph.diagnostics.contains { $0.message.contains("navigation not drawn") })
    }

    @Test func aTabBarClassOfNoModuleThatFillsItselfIsShownByWhoeverShowsIt() {
        let graph = TestSupport.graph(merged(screen("Planets"), screen("Stars"), [
            "App/Scenes/MainTabBar/MainTabBarController.swift": """
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupTabs()
                }
                private func setupTabs() {
                    viewControllers = [PlanetsBuilder.build(), StarsBuilder.build()]
                    selectedIndex = 1
                }
            }
            """,
            "App/AppDelegate.swift": """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = MainTabBarController()
                    return true
                }
            }
            """,
            "App/Scenes/Login/LoginViewController.swift": "final class LoginViewController: UIViewController {}",
            "App/Scenes/Login/LoginRouter.swift": """
            final class LoginRouter {
                weak var viewController: UIViewController?
                func openMain() { viewController?.view.window?.rootViewController = MainTabBarController() }
            }
            """,
        ]))
        #expect(graph.modules.map(\.name) == ["Login", "Planets", "Stars"])
        // Launch code embeds the tabs; the login shows the tab the container opens on (`selectedIndex = 1`).
        #expect(edges(graph) == ["App->Planets:embed", "App->Stars:embed", "Login->Stars:root"])
        #expect(!graph.diagnostics.contains { $0.message.contains("navigation not drawn") })
    }

    @Test func aContainerWhoseChildrenCannotBeToldSaysSoWhereItIsFilled() {
        let graph = TestSupport.graph(merged(screen("Planets"), [
            "App/Scenes/MainTabBar/MainTabBarController.swift": """
            final class MainTabBarController: UITabBarController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    viewControllers = [ScreenKit.make("planets"), ScreenKit.make("stars")]
                }
            }
            """,
        ]))
        let said = graph.diagnostics.filter { $0.message.contains("embeds screens the scan cannot tell") }
        #expect(said.map { "\($0.file ?? ""):\($0.line ?? 0)" } == ["App/Scenes/MainTabBar/MainTabBarController.swift:4"])
    }

    @Test func aSplitViewsColumnsAreEmbeddedByTheModuleThatFillsThem() {
        let graph = TestSupport.graph(merged(screen("Mail"), screen("Inbox"), screen("Message"), [
            "App/Modules/Mail/MailRouter.swift": """
            final class MailRouter {
                static func build() -> UIViewController {
                    let split = UISplitViewController(style: .doubleColumn)
                    split.setViewController(InboxBuilder.build(), for: .primary)
                    split.setViewController(MessageBuilder.build(), for: .secondary)
                    return split
                }
            }
            """,
        ]))
        #expect(edges(graph) == ["Mail->Inbox:embed", "Mail->Message:embed"])
    }

    @Test func anEmbedWrapperOfTheAppsOwnEmbedsForTheModuleThatCallsIt() {
        let graph = TestSupport.graph(merged(screen("Planets"), screen("Stars"), [
            "App/Common/UIViewController+Embed.swift": """
            extension UIViewController {
                func embed(_ child: UIViewController, in container: UIView) {
                    addChild(child)
                    container.addSubview(child.view)
                    child.didMove(toParent: self)
                }
                func embedAll(_ children: [UIViewController]) {
                    for child in children { embed(child, in: view) }
                }
            }
            """,
            "App/Modules/Home/HomeViewController.swift": """
            final class HomeViewController: UIViewController {
                var presenter: HomePresenter?
                override func viewDidLoad() { embed(PlanetsBuilder.build(), in: view) }
            }
            """,
            "App/Modules/Home/HomePresenter.swift": "final class HomePresenter {}",
            "App/Modules/Home/HomeBuilder.swift": """
            enum HomeBuilder {
                static func build() -> UIViewController {
                    let view = HomeViewController()
                    view.embedAll([StarsBuilder.build()])
                    return view
                }
            }
            """,
        ]))
        #expect(edges(graph) == ["Home->Planets:embed", "Home->Stars:embed"])
    }

    @Test func aPageDataSourceEmbedsThePagesItReturns() {
        let graph = TestSupport.graph(merged(screen("Moon"), screen("Sun"), [
            "App/Modules/Lessons/LessonsViewController.swift": """
            final class LessonsViewController: UIPageViewController, UIPageViewControllerDataSource {
                var presenter: LessonsPresenter?
                func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                    viewController is SunViewController ? MoonBuilder.build() : nil
                }
                func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                    viewController is MoonViewController ? SunBuilder.build() : nil
                }
            }
            """,
            "App/Modules/Lessons/LessonsPresenter.swift": "final class LessonsPresenter {}",
            "App/Modules/Lessons/LessonsBuilder.swift": "enum LessonsBuilder {}",
        ]))
        #expect(edges(graph) == ["Lessons->Moon:embed", "Lessons->Sun:embed"])
    }
}
