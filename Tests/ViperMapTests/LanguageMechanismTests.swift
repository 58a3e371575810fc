import Testing
import ViperMap
import ViperMapModel

/// Navigation that only the language layer can follow: one mechanism of the language per test, each
/// on a small app of our own (modules with a view, a presenter, a router and a builder).
@Suite struct LanguageMechanismTests {
    /// A module: `presenter` and `router` are the bodies of its presenter and router classes; its view
    /// calls the presenter's methods named in `taps` (presenter logic nothing calls is dead code).
    private func module(_ name: String, presenter: String = "", router: String = "", taps: [String] = []) -> [String: String] {
        let actions = taps.map { "    @objc func \($0)Tapped() { presenter.\($0)() }" }.joined(separator: "\n")
        return [
            "App/\(name)/\(name)ViewController.swift": """
            final class \(name)ViewController: UIViewController {
                var presenter: \(name)Presenter!
            \(actions)
            }
            """,
            "App/\(name)/\(name)Presenter.swift": "final class \(name)Presenter {\n\(presenter)\n}",
            "App/\(name)/\(name)Router.swift": "final class \(name)Router {\n    weak var view: UIViewController?\n\(router)\n}",
            "App/\(name)/\(name)Builder.swift": "enum \(name)Builder { static func build() -> UIViewController { \(name)ViewController() } }",
        ]
    }

    private func app(_ parts: [String: String]...) -> [String: String] {
        parts.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
    }

    private func edges(_ sources: [String: String]) -> [String] {
        TestSupport.graph(sources).navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }.sorted()
    }

    /// `@Screen("detail") var next: UIViewController` with no initializer: the property holds its wrapper's
    /// `wrappedValue` (here a getter of a wrapper the scan declares), which the router pushes.
    @Test func aPropertyMadeByAWrapperWithArgumentsHoldsItsWrappedValue() {
        let sources = app(module("Home", router: """
                @Screen("detail") var next: UIViewController
                func openNext() { view?.navigationController?.pushViewController(next, animated: true) }
            """), module("Detail"), [
            "App/Kit/Screen.swift": """
            @propertyWrapper struct Screen {
                let id: String
                init(_ id: String) { self.id = id }
                var wrappedValue: UIViewController { DetailBuilder.build() }
            }
            """,
        ])
        #expect(edges(sources) == ["Home->Detail:push"])
        // Without arguments a wrapper says nothing of the value: the property is only its declared type.
        let bare = sources.merging(["App/Home/HomeRouter.swift": """
            final class HomeRouter {
                weak var view: UIViewController?
                @Screen var next: UIViewController
                func openNext() { view?.navigationController?.pushViewController(next, animated: true) }
            }
            """]) { _, new in new }
        #expect(edges(bare).isEmpty)
    }

    /// A coordinator sets a module's `onFinish` closure; the module's presenter calls it: the edge is
    /// the module's, at the presenter's call.
    @Test func aClosureKeptInAPropertyNavigatesForTheModuleThatCallsIt() {
        let graph = TestSupport.graph(app(
            module("Intro", presenter: """
                var onFinish: (() -> Void)?
                func didTapStart() { onFinish?() }
            """, taps: ["didTapStart"]),
            module("Home"),
            ["App/Flow/AppCoordinator.swift": """
            final class AppCoordinator {
                let window: UIWindow
                init(window: UIWindow) { self.window = window }
                func start() {
                    let presenter = IntroPresenter()
                    presenter.onFinish = { [weak self] in self?.showHome() }
                    window.rootViewController = IntroBuilder.build()
                }
                private func showHome() { window.rootViewController = HomeBuilder.build() }
            }
            """]))
        let fromIntro = graph.navigation.filter { $0.from == "Intro" }
        #expect(fromIntro.map { "\($0.to):\($0.kind.rawValue)" } == ["Home:root"])
        #expect(fromIntro.first?.file == "App/Intro/IntroPresenter.swift")
        #expect(graph.navigation.contains { $0.from == "App" && $0.to == "Intro" && $0.kind == .root })
    }

    /// `output` is typed by a protocol; its one adopter (the app's coordinator) shows the tabs.
    @Test func aCallThroughAProtocolTypedValueRunsItsAdopters() {
        #expect(edges(app(
            module("Login", presenter: """
                weak var output: LoginOutput?
                func didSignIn() { output?.loginDidSucceed() }
            """, taps: ["didSignIn"]),
            module("Home"),
            ["App/Login/LoginOutput.swift": "protocol LoginOutput: AnyObject { func loginDidSucceed() }",
             "App/Flow/AppCoordinator.swift": """
            final class AppCoordinator: LoginOutput {
                var window: UIWindow?
                func loginDidSucceed() { window?.rootViewController = HomeBuilder.build() }
            }
            """])) == ["Login->Home:root"])
    }

    /// A router adopts another module's route protocol; the protocol's extension (in that module's
    /// files) pushes it: the adopter's call runs the default implementation.
    @Test func aRouteProtocolsDefaultImplementationRunsForItsAdopter() {
        let graph = TestSupport.graph(app(
            module("Profile", router: "    func settingsTapped() { openSettings() }"),
            module("Settings"),
            ["App/Settings/SettingsRoute.swift": """
            protocol SettingsRoute: AnyObject { var view: UIViewController? { get } }
            extension SettingsRoute {
                func openSettings() { view?.navigationController?.pushViewController(SettingsBuilder.build(), animated: true) }
            }
            """,
             "App/Profile/ProfileRouter+Routes.swift": "extension ProfileRouter: SettingsRoute {}"]))
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["Profile->Settings:push"])
        #expect(graph.dependencies.contains { $0.from == "Profile" && $0.to == "Settings" && $0.kind == .module })
    }

    /// A transition object is built with its screens and told to act later; each construction site
    /// keeps its own screens.
    @Test func storedPropertiesHoldWhatEachConstructionSiteGave() {
        #expect(edges(app(
            module("Feed", router: """
                func openA() { PushTransition(from: view!, to: ABuilder.build()).perform() }
            """),
            module("Inbox", router: """
                func openB() { PushTransition(from: view!, to: BBuilder.build()).perform() }
            """),
            module("A"), module("B"),
            ["App/Common/PushTransition.swift": """
            final class PushTransition {
                private let source: UIViewController
                private let target: UIViewController
                init(from source: UIViewController, to target: UIViewController) {
                    self.source = source
                    self.target = target
                }
                func perform() { source.navigationController?.pushViewController(target, animated: true) }
            }
            """])) == ["Feed->A:push", "Inbox->B:push"])
    }

    /// A tab bar filled by mapping an enum's cases through a `switch` embeds every case's screen; a
    /// call with one case shows that case's screen only.
    @Test func anEnumChoosesTheScreenCaseByCase() {
        #expect(edges(app(
            module("Tabs", router: """
                static func build() -> UIViewController {
                    let tabs = UITabBarController()
                    tabs.viewControllers = Tab.allCases.map(screen(for:))
                    return tabs
                }
                static func screen(for tab: Tab) -> UIViewController {
                    switch tab {
                    case .feed: return FeedBuilder.build()
                    case .inbox: return InboxBuilder.build()
                    }
                }
                func openInbox() { view?.present(Self.screen(for: .inbox), animated: true) }
            """),
            module("Feed"), module("Inbox"),
            ["App/Tabs/Tab.swift": "enum Tab: CaseIterable { case feed, inbox }"]))
            == ["Tabs->Feed:embed", "Tabs->Inbox:embed", "Tabs->Inbox:present"])
    }

    /// `switch` as an expression gives the value of the branches the subject's cases take.
    @Test func aSwitchExpressionGivesTheChosenBranchesValue() {
        #expect(edges(app(
            module("Menu", router: """
                func open(_ item: Item) {
                    let screen = switch item {
                    case .news: NewsBuilder.build()
                    case .help: HelpBuilder.build()
                    }
                    view?.present(screen, animated: true)
                }
                func openHelp() { open(.help) }
            """),
            module("News"), module("Help"),
            ["App/Menu/Item.swift": "enum Item { case news, help }"])) == ["Menu->Help:present"])
    }

    /// The observer of a notification shows a screen; the module that posts it owns the edge.
    @Test func aNotificationsScreenBelongsToTheModuleThatPostsIt() {
        #expect(edges(app(
            module("Profile", presenter: """
                func logOut() { NotificationCenter.default.post(name: .sessionEnded, object: nil) }
            """, taps: ["logOut"]),
            module("Login"),
            ["App/Flow/AppCoordinator.swift": """
            extension Notification.Name { static let sessionEnded = Notification.Name("sessionEnded") }
            final class AppCoordinator {
                var window: UIWindow?
                init() { NotificationCenter.default.addObserver(self, selector: #selector(ended), name: .sessionEnded, object: nil) }
                @objc private func ended() { window?.rootViewController = LoginBuilder.build() }
            }
            """])) == ["Profile->Login:root"])
    }

    /// A shared `back(from:)` helper pops or dismisses: the back edge goes to whoever pushed the screen.
    @Test func aBackHelperGoesBackToWhatShowedTheScreen() {
        #expect(edges(app(
            module("List", router: "    func open() { view?.navigationController?.pushViewController(ItemBuilder.build(), animated: true) }"),
            module("Item", router: "    func close() { Navigator.back(from: view!) }"),
            ["App/Common/Navigator.swift": """
            enum Navigator {
                static func back(from screen: UIViewController) {
                    if let stack = screen.navigationController { stack.popViewController(animated: true) } else { screen.dismiss(animated: true) }
                }
            }
            """])) == ["Item->List:pop", "List->Item:push"])
    }

    /// `make(DetailViewController.self)`: a generic function's `T` is the type the caller hands it.
    @Test func aGenericTypeParameterIsTheTypeTheCallerPasses() {
        #expect(edges(app(
            module("Feed", router: "    func open() { view?.present(ScreenFactory.make(DetailViewController.self), animated: true) }"),
            module("Detail"),
            ["App/Common/ScreenFactory.swift": """
            enum ScreenFactory {
                static func make<T: UIViewController>(_ type: T.Type) -> T {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "screen") as! T
                }
            }
            """])) == ["Feed->Detail:present"])
    }

    /// The first screen pushed onto a navigation controller the code just made fills its stack: it is
    /// shown the way the navigation controller is (here as the window's root).
    @Test func theFirstPushOntoANewNavigationControllerFillsIt() {
        #expect(edges(app(
            module("Settings", router: """
                func logOut(window: UIWindow) {
                    let stack: UINavigationController = .init()
                    stack.pushViewController(LoginBuilder.build(), animated: false)
                    window.rootViewController = stack
                }
            """),
            module("Login"))) == ["Settings->Login:root"])
    }

    /// A step asks its parent (an output delegate) to finish; the parent has the flow it presented
    /// close itself: the step's screen, pushed inside that flow, goes back with it.
    @Test func aModuleAskedToCloseTakesTheAskersScreenWithIt() {
        var sources = app(module("Home", taps: ["open"]), module("Flow", taps: ["next"]), module("Step", taps: ["done"]))
        sources["App/Home/HomePresenter.swift"] = """
        final class HomePresenter: StepOutput {
            var flow: FlowInput?
            let router = HomeRouter()
            func open() { router.showFlow() }
            func stepDidFinish() { flow?.close() }
        }
        """
        sources["App/Home/HomeRouter.swift"] = """
        final class HomeRouter {
            weak var view: UIViewController?
            func showFlow() { view?.present(FlowBuilder.build(), animated: true) }
        }
        """
        sources["App/Flow/FlowPresenter.swift"] = """
        protocol FlowInput: AnyObject { func close() }
        final class FlowPresenter: FlowInput {
            let router = FlowRouter()
            func next() { router.showStep() }
            func close() { router.close() }
        }
        """
        sources["App/Flow/FlowRouter.swift"] = """
        final class FlowRouter {
            weak var view: UIViewController?
            func showStep() { view?.navigationController?.pushViewController(StepBuilder.build(), animated: true) }
            func close() { view?.dismiss(animated: true) }
        }
        """
        sources["App/Step/StepPresenter.swift"] = """
        protocol StepOutput: AnyObject { func stepDidFinish() }
        final class StepPresenter {
            weak var output: StepOutput?
            func done() { output?.stepDidFinish() }
        }
        """
        #expect(edges(sources) == ["Flow->Home:dismiss", "Flow->Step:push", "Home->Flow:present", "Step->Home:dismiss"])
    }

    /// A closure property nothing assigns: the map says where it stops, at the module's call.
    @Test func aClosureNothingAssignsIsSaidAtTheModulesCall() {
        let graph = TestSupport.graph(app(
            module("Cart", presenter: """
                var onCheckout: (() -> Void)?
                func checkout() { onCheckout?() }
            """, taps: ["checkout"])))
        #expect(graph.navigation.isEmpty)
        let said = graph.diagnostics.filter { $0.file == "App/Cart/CartPresenter.swift" && $0.message.contains("onCheckout") }
        #expect(said.count == 1)
        #expect(said.first?.line == 3)
    }

    /// `dismiss(animated: true)` written bare in a view controller is a method it inherits, called on
    /// itself: its own screen goes back to whoever presented it.
    @Test func aViewsBareDismissClosesItsOwnScreen() {
        var sources = app(module("List", router: "    func open() { view?.present(EditBuilder.build(), animated: true) }"), module("Edit"))
        sources["App/Edit/EditViewController.swift"] = """
        final class EditViewController: UIViewController {
            var presenter: EditPresenter!
            @objc func saveTapped() { dismiss(animated: true) }
        }
        """
        #expect(edges(sources) == ["Edit->List:dismiss", "List->Edit:present"])
    }

    /// A router whose base class comes from a routing library the scan does not hold: its
    /// `dismissCurrentModule()` closes the module's screen, back to whoever presented it; a library
    /// `present…` whose screen the scan cannot tell is said at the module's call.
    @Test func aLibraryRoutersBackCallAndUnknownShowAreFollowedOrSaid() {
        var sources = app(module("List", router: "    func open() { view?.present(SheetBuilder.build(), animated: true) }"),
                          module("Sheet", presenter: """
                              var router: SheetRouter!
                              func close() { router.dismissCurrentModule() }
                              func more() { router.presentModuleDerivedFrom { _ in RemoteScreens.current() } }
                          """, taps: ["close", "more"]))
        sources["App/Sheet/SheetRouter.swift"] = "final class SheetRouter: LibraryBaseRouter {}"
        let graph = TestSupport.graph(sources)
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }.sorted() == ["List->Sheet:present", "Sheet->List:dismiss"])
        let said = graph.diagnostics.filter { $0.file == "App/Sheet/SheetPresenter.swift" && $0.message.contains("presentModuleDerivedFrom") }
        #expect(said.map(\.line) == [4])
    }

    /// `screens.first(where: { $0 is DetailViewController })`: a type test keeps the elements of that type.
    @Test func aTypeTestPicksTheElementsOfThatType() {
        #expect(edges(app(
            module("Feed", router: """
                func open() {
                    let screens: [UIViewController] = [ListBuilder.build(), DetailBuilder.build()]
                    if let detail = screens.first(where: { $0 is DetailViewController }) { view?.present(detail, animated: true) }
                }
            """),
            module("List"), module("Detail"))) == ["Feed->Detail:present"])
    }

    /// Code that only computes a value from its parameters is run by its callers, in their context: the
    /// screen handed through it is still the one shown.
    @Test func codeThatOnlyComputesAValueRunsForItsCallers() {
        #expect(edges(app(
            module("Feed", router: """
                func open() { view?.present(chosen(DetailBuilder.build(), ListBuilder.build(), first: true), animated: true) }
                private func chosen(_ a: UIViewController, _ b: UIViewController, first: Bool) -> UIViewController {
                    let picked = a
                    return picked
                }
            """),
            module("List"), module("Detail"))) == ["Feed->Detail:present"])
    }
}
