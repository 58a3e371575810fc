import Foundation
import Testing
import ViperMap
import ViperMapModel

/// Interface Builder files: what the storyboard front-end reads, and the navigation storyboards and
/// code make together (segues, relationships, references, unwinds, the initial scene, scenes by ID).
@Suite struct StoryboardTests {
    /// A module of our own: a view controller, a presenter and a router, with extra code in the view controller.
    private func screen(_ name: String, view: String = "") -> [String: String] {
        [
            "App/\(name)/\(name)ViewController.swift": "class \(name)ViewController: UIViewController {\n\(view)\n}",
            "App/\(name)/\(name)Presenter.swift": "class \(name)Presenter {}",
            "App/\(name)/\(name)Router.swift": "class \(name)Router {}",
        ]
    }

    private func storyboard(initial: String? = nil, _ scenes: String...) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes.joined(separator: "\n"))
            </scenes>
            <inferredMetricsTieBreakers>
                <segue reference="tie-breaker"/>
            </inferredMetricsTieBreakers>
        </document>
        """
    }

    /// A scene; its segues sit on a button inside the view, as Interface Builder writes action segues.
    private func scene(_ id: String, _ cls: String?, element: String = "viewController", identifier: String? = nil,
                       segues: String = "", own: String = "", extra: String = "") -> String {
        let attributes = (cls.map { " customClass=\"\($0)\" customModule=\"App\"" } ?? "") + (identifier.map { " storyboardIdentifier=\"\($0)\"" } ?? "") + extra
        return """
                <scene sceneID="scene-\(id)">
                    <objects>
                        <\(element) id="\(id)"\(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="view-\(id)">
                                <subviews>
                                    <button opaque="NO" id="button-\(id)">
                                        <connections>
        \(segues)
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
        \(own)
                            </connections>
                        </\(element)>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="responder-\(id)" sceneMemberID="firstResponder"/>
                        <exit id="exit-\(id)" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
        """
    }

    private func edges(_ parts: [String: String]..., configuration: Configuration = Configuration()) -> [String] {
        graph(parts, configuration: configuration).navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
    }

    private func graph(_ parts: [[String: String]], configuration: Configuration = Configuration()) -> Graph {
        let sources = parts.reduce(into: [:]) { $0.merge($1) { a, _ in a } }
        return TestSupport.graph(sources, configuration: configuration)
    }

    // MARK: the front-end

    @Test func theScannerReadsScenesSeguesAndTheInitialScene() throws {
        let xml = storyboard(initial: "nav",
            scene("nav", nil, element: "navigationController", own: #"<segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/>"#),
            scene("list", "ListViewController", element: "tableViewController", identifier: "List",
                  segues: #"<segue destination="detail" kind="show" identifier="ShowDetail" id="s1"/>"#),
            scene("detail", "DetailViewController", identifier: "Detail",
                  segues: #"<segue destination="exit-detail" kind="unwind" identifier="Back" unwindAction="unwindToList:" id="u1"/>"#),
            scene("ref", nil, element: "viewControllerPlaceholder", extra: #" storyboardName="Settings" referencedIdentifier="Prefs""#))
        let facts = SourceScanner.scan(path: "App/Base.lproj/Main.storyboard", text: xml)
        let board = try #require(facts.storyboard)
        #expect(facts.syntaxErrors.isEmpty)
        #expect(board.name == "Main" && !board.isXib && board.initialScene == "nav")
        #expect(board.scenes.map(\.id) == ["nav", "list", "detail", "ref"])
        #expect(board.scenes.map(\.controller) == [.navigation, .plain, .plain, .reference])
        #expect(board.scenes[1].customClass == "ListViewController" && board.scenes[1].identifier == "List")
        #expect(board.scenes[0].segues.map(\.relationship) == ["rootViewController"])
        let show = try #require(board.scenes[1].segues.first)
        #expect(board.scenes[1].segues.count == 1)  // the tie breaker's `<segue reference=...>` is no segue
        #expect(show.identifier == "ShowDetail" && show.kind == "show" && show.destination == "detail")
        #expect(xml.components(separatedBy: "\n")[show.line - 1].contains(#"identifier="ShowDetail""#))
        #expect(board.scenes[2].segues.first?.unwindAction == "unwindToList:")
        #expect(board.scenes[3].referencedStoryboard == "Settings" && board.scenes[3].referencedIdentifier == "Prefs")
    }

    @Test func aXibNamesTheClassThatOwnsItsView() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LoginViewController"/>
                <view contentMode="scaleToFill" id="i5M-Pr-FkT"/>
            </objects>
        </document>
        """
        let board = try #require(SourceScanner.scan(path: "App/Login/LoginView.xib", text: xib).storyboard)
        #expect(board.isXib && board.name == "LoginView")
        #expect(board.scenes.map(\.controller) == [.owner] && board.scenes.first?.customClass == "LoginViewController")
        // Code that loads the view by its nib name shows the owner's module.
        let home = screen("Home", view: #"func login() { present(UIViewController(nibName: "LoginView", bundle: nil), animated: true) }"#)
        #expect(edges(home, screen("Login"), ["App/Login/LoginView.xib": xib]) == ["Home->Login:present"])
    }

    @Test func aMalformedStoryboardIsADiagnosticNamingItAndTheScanGoesOn() {
        let broken = storyboard(initial: "home", scene("home", "HomeViewController", segues: #"<segue destination="detail" kind="show" id="s1"/>"#))
            .replacingOccurrences(of: "</scenes>", with: "</scene>")
        let result = graph([screen("Home"), screen("Detail"), ["App/Main.storyboard": broken, "App/Other.storyboard": "not xml at all"]])
        let messages = result.diagnostics.filter { $0.file.hasSuffix(".storyboard") }.map { "\($0.file): \($0.message)" }
        #expect(messages.count == 2)
        #expect(messages.contains { $0.hasPrefix("App/Main.storyboard: does not parse cleanly") })
        #expect(messages.contains { $0.hasPrefix("App/Other.storyboard: does not parse cleanly") })
        #expect(result.modules.map(\.name) == ["Detail", "Home"])
    }

    @Test func localizedCopiesAreOneStoryboard() {
        let xml = storyboard(initial: "home", scene("home", "HomeViewController", segues: #"<segue destination="detail" kind="show" id="s1"/>"#),
                             scene("detail", "DetailViewController"))
        let result = graph([screen("Home"), screen("Detail"),
                            ["App/Base.lproj/Main.storyboard": xml, "App/en.lproj/Main.storyboard": xml, "App/fr.lproj/Main.storyboard": xml]])
        #expect(result.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue) \($0.file)" } == [
            "App->Home:root App/Base.lproj/Main.storyboard", "Home->Detail:push App/Base.lproj/Main.storyboard",
        ])
    }

    @Test func storyboardsAreFoundWithTheSwiftFilesAndHonourTheExcludes() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let main = storyboard(initial: "home", scene("home", "HomeViewController", segues: #"<segue destination="detail" kind="show" id="1"/>"#),
                              scene("detail", "DetailViewController"))
        let vendored = storyboard(scene("x", "HomeViewController", segues: #"<segue destination="y" kind="presentation" id="2"/>"#),
                                  scene("y", "DetailViewController"))
        var files = screen("Home").merging(screen("Detail")) { a, _ in a }
        files["App/Base.lproj/Main.storyboard"] = main
        files["Pods/Kit/Kit.storyboard"] = vendored
        files["AppTests/Fixtures.storyboard"] = vendored
        files["App/Broken.storyboard"] = "<document><scenes>"
        files["App/Generated/Scenes.swift"] = "enum StoryboardScene {}"
        files["App/Storyboards.swift"] = "// swiftlint:disable all\n// Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen\nenum StoryboardScene {}\n"
        try TestSupport.write(files, in: folder)
        let graph = try TestSupport.scanFolder(folder)
        #expect(graph.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == ["App->Home:root", "Home->Detail:push"])
        #expect(graph.diagnostics.contains { $0.file == "App/Broken.storyboard" && $0.message.hasPrefix("does not parse cleanly") })
        #expect(graph.diagnostics.contains { $0.file == "App/Storyboards.swift" && $0.message == "generated file; skipped" })
        #expect(!graph.diagnostics.contains { $0.file.hasPrefix("Pods/") || $0.file.hasPrefix("AppTests/") })
    }

    // MARK: storyboard navigation

    @Test func seguesGiveTheirKinds() {
        let xml = storyboard(
            scene("home", "HomeViewController", segues: """
                <segue destination="a" kind="show" id="1"/>
                <segue destination="b" kind="presentation" modalPresentationStyle="fullScreen" id="2"/>
                <segue destination="c" kind="showDetail" id="3"/>
                <segue destination="d" kind="popoverPresentation" popoverAnchorView="button-home" id="4"/>
                """, extra: ""),
            scene("a", "AViewController"), scene("b", "BViewController"), scene("c", "CViewController"), scene("d", "DViewController"),
            scene("e", "EViewController", segues: #"<segue destination="a" kind="embed" id="5"/>"#))
        #expect(edges(screen("Home"), screen("A"), screen("B"), screen("C"), screen("D"), screen("E"), ["App/Flow.storyboard": xml]) == [
            "E->A:embed", "Home->A:push", "Home->B:present", "Home->C:present", "Home->D:present",
        ])
    }

    @Test func theInitialSceneOfTheMainStoryboardIsTheAppsFirstScreen() {
        // A navigation controller is no module: the edge goes to its root; a plain tab bar's tabs are embeds.
        let withNavigation = storyboard(initial: "nav",
            scene("nav", nil, element: "navigationController", own: #"<segue destination="home" kind="relationship" relationship="rootViewController" id="r"/>"#),
            scene("home", "HomeViewController"))
        #expect(edges(screen("Home"), ["App/Main.storyboard": withNavigation]) == ["App->Home:root"])
        let withTabs = storyboard(initial: "tabs",
            scene("tabs", nil, element: "tabBarController", own: """
                <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                <segue destination="feed" kind="relationship" relationship="viewControllers" id="t2"/>
                """),
            scene("nav", nil, element: "navigationController", own: #"<segue destination="home" kind="relationship" relationship="rootViewController" id="r"/>"#),
            scene("home", "HomeViewController"), scene("feed", "FeedViewController"))
        #expect(edges(screen("Home"), screen("Feed"), ["App/Main.storyboard": withTabs]) == ["App->Feed:embed", "App->Home:embed"])
    }

    @Test func infoPlistSaysWhichStoryboardTheAppStartsFrom() {
        let start = storyboard(initial: "home", scene("home", "HomeViewController"))
        let other = storyboard(initial: "feed", scene("feed", "FeedViewController"))
        func plist(_ body: String) -> String {
            #"<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>"# + body + "</dict></plist>"
        }
        let sources: [String: String] = [
            "App/Start.storyboard": start, "App/Main.storyboard": other,
            "App/Info.plist": plist("""
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneStoryboardFile</key><string>Start</string></dict></array>
                </dict></dict>
                """),
            // An extension's Info.plist launches nothing of the app.
            "Widget/Info.plist": plist("<key>NSExtension</key><dict/><key>UIMainStoryboardFile</key><string>Main</string>"),
        ]
        #expect(edges(screen("Home"), screen("Feed"), sources) == ["App->Home:root"])
        // A plist named like one that is no app's (Firebase's) does not turn the `Main` fallback off.
        let firebase = ["App/Main.storyboard": other, "App/GoogleService-Info.plist": plist("<key>BUNDLE_ID</key><string>x</string>")]
        #expect(edges(screen("Home"), screen("Feed"), firebase) == ["App->Feed:root"])
        // Of two storyboards of the declared name, the one beside the app's plist.
        let twoApps = ["Demo/Main.storyboard": start, "App/Base.lproj/Main.storyboard": other,
                       "App/Info.plist": plist("<key>UIMainStoryboardFile</key><string>Main</string>")]
        #expect(edges(screen("Home"), screen("Feed"), twoApps) == ["App->Feed:root"])
        // With no Info.plist in the scan, `Main` is the one.
        #expect(edges(screen("Home"), screen("Feed"), ["App/Start.storyboard": start, "App/Main.storyboard": other]) == ["App->Feed:root"])
    }

    @Test func launchCodeThatSetsTheWindowsRootReplacesTheInitialScene() {
        let main = storyboard(initial: "home", scene("home", "HomeViewController"))
        let launch = ["App/AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = FeedViewController()
                    return true
                }
            }
            """]
        #expect(edges(screen("Home"), screen("Feed"), launch, ["App/Main.storyboard": main]) == ["App->Feed:root"])
        // Root set later (after a log-in, not at launch): the initial scene is still the first screen.
        let later = ["App/AppDelegate.swift": """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func didLogIn() { window?.rootViewController = FeedViewController() }
            }
            """]
        #expect(edges(screen("Home"), screen("Feed"), later, ["App/Main.storyboard": main]) == ["App->Feed:root", "App->Home:root"])
    }

    @Test func aModulesTabBarEmbedsItsTabsAndAReferenceLeadsIntoAnotherStoryboard() {
        let main = storyboard(initial: "tabs",
            scene("tabs", "ShellViewController", element: "tabBarController", own: """
                <segue destination="feedRef" kind="relationship" relationship="viewControllers" id="t1"/>
                <segue destination="prefsRef" kind="relationship" relationship="viewControllers" id="t2"/>
                """),
            scene("feedRef", nil, element: "viewControllerPlaceholder", extra: #" storyboardName="Feed""#),
            scene("prefsRef", nil, element: "viewControllerPlaceholder", extra: #" storyboardName="Settings" referencedIdentifier="Prefs""#))
        let feed = storyboard(initial: "feedNav",
            scene("feedNav", nil, element: "navigationController", own: #"<segue destination="f" kind="relationship" relationship="rootViewController" id="r"/>"#),
            scene("f", "FeedViewController"))
        let settings = storyboard(scene("about", "AboutViewController", identifier: "About"), scene("prefs", "PrefsViewController", identifier: "Prefs"))
        #expect(edges(screen("Shell"), screen("Feed"), screen("Prefs"), screen("About"),
                      ["App/Main.storyboard": main, "App/Feed/Feed.storyboard": feed, "App/Settings.storyboard": settings]) == [
            "App->Shell:root", "Shell->Feed:embed", "Shell->Prefs:embed",
        ])
    }

    @Test func anUnwindGoesBackToTheSceneWhoseClassDefinesTheAction() {
        let xml = storyboard(
            scene("list", "ListViewController", segues: """
                <segue destination="detail" kind="show" id="s1"/>
                <segue destination="compose" kind="presentation" id="s2"/>
                """),
            scene("detail", "DetailViewController", segues: #"<segue destination="exit-detail" kind="unwind" unwindAction="unwindToList:" id="u1"/>"#),
            scene("compose", "ComposeViewController", segues: #"<segue destination="exit-compose" kind="unwind" unwindAction="unwindToListWithSegue:" id="u2"/>"#))
        let list = screen("List", view: """
            @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
            @IBAction func unwindToList(segue: UIStoryboardSegue) {}
            """)
        let result = graph([list, screen("Detail"), screen("Compose"), ["App/Main.storyboard": xml]])
        #expect(result.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" } == [
            "Compose->List:dismiss", "Detail->List:pop", "List->Compose:present", "List->Detail:push",
        ])
        #expect(result.navigation.first?.via == "Main.storyboard: unwind segue to unwindToListWithSegue:")
    }

    @Test func aCustomSegueShowsTheWayItsPerformDoesOrAsTheConfigSays() throws {
        let xml = storyboard(
            scene("home", "HomeViewController", segues: """
                <segue destination="a" kind="custom" customClass="CardSegue" id="1"/>
                <segue destination="b" kind="custom" customClass="FadeSegue" id="2"/>
                <segue destination="c" kind="custom" customClass="MysterySegue" id="3"/>
                """),
            scene("a", "AViewController"), scene("b", "BViewController"), scene("c", "CViewController"))
        let segues = ["App/Segues.swift": """
            class CardSegue: UIStoryboardSegue {
                override func perform() { source.present(destination, animated: true) }
            }
            class FadeSegue: UIStoryboardSegue {
                override func perform() { UIView.animate(withDuration: 0.3) {} }
            }
            """]
        let all = [screen("Home"), screen("A"), screen("B"), screen("C"), segues, ["App/Main.storyboard": xml]]
        #expect(graph(all).navigation.map { "\($0.to):\($0.kind.rawValue)" } == ["A:present", "B:unknown", "C:unknown"])
        let configuration = try Configuration.parse("segues:\n  FadeSegue: embed\n", file: ".vipermap.yml")
        #expect(graph(all, configuration: configuration).navigation.map { "\($0.to):\($0.kind.rawValue)" } == ["A:present", "B:embed", "C:unknown"])
    }

    @Test func aCustomSegueClassOutsideTheScanSaysItsKindInItsName() {
        let xml = storyboard(
            scene("home", "HomeViewController", segues: """
                <segue destination="a" kind="custom" customClass="RamblerEmbedSegue" id="1"/>
                <segue destination="b" kind="custom" customClass="PushFadeSegue" id="2"/>
                <segue destination="c" kind="custom" customClass="ModalPushSegue" id="3"/>
                """),
            scene("a", "AViewController"), scene("b", "BViewController"), scene("c", "CViewController"))
        let all = [screen("Home"), screen("A"), screen("B"), screen("C"), ["App/Main.storyboard": xml]]
        // Two kinds in one name say nothing.
        #expect(graph(all).navigation.map { "\($0.to):\($0.kind.rawValue)" } == ["A:embed", "B:push", "C:unknown"])
    }

    @Test func aSegueToItsOwnSceneIsANewInstanceOfTheScreen() {
        let xml = storyboard(
            scene("event", "EventViewController", segues: """
                <segue destination="event" kind="push" identifier="ShowRelatedEvent" id="1"/>
                <segue destination="list" kind="push" identifier="ShowList" id="2"/>
                """),
            scene("list", "EventListViewController"))
        var event = screen("Event")
        // A second scene of the same module is no navigation between modules.
        event["App/Event/EventListViewController.swift"] = "class EventListViewController: UIViewController {}"
        event["App/Event/EventRouter.swift"] = """
            class EventRouter {
                weak var viewController: UIViewController?
                func openRelated() { viewController?.performSegue(withIdentifier: "ShowRelatedEvent", sender: nil) }
                func openList() { viewController?.performSegue(withIdentifier: "ShowList", sender: nil) }
            }
            """
        let result = graph([event, ["App/Main.storyboard": xml]])
        #expect(result.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue) \($0.via)" } == [
            "Event->Event:push EventRouter.openRelated()",
        ])
        // Without the code that performs it, the storyboard's segue is the edge.
        event["App/Event/EventRouter.swift"] = "class EventRouter {}"
        #expect(graph([event, ["App/Main.storyboard": xml]]).navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue) \($0.via)" } == [
            "Event->Event:push Main.storyboard: segue ShowRelatedEvent",
        ])
    }

    @Test func aPlaceholderViewIsFilledWithTheModuleItsIdentifierBuilds() {
        let xml = storyboard(
            scene("event", "EventViewController", own: """
                </connections>
                <view key="tableHeaderView" restorationIdentifier="viewEventBanner" customClass="LoadedView" id="h1"/>
                <view key="tableFooterView" restorationIdentifier="viewUnknown" customClass="LoadedView" id="h2"/>
                <view restorationIdentifier="HeaderView" customClass="LoadedView" id="h3"/>
                <connections>
                """))
        let assembly = ["App/Assemblies/ViewsAssembly.swift": """
            class ViewsAssembly {
                func viewEventBanner() -> UIView { return Definition(withClass: BannerView.self) }
            }
            """]
        let header = ["App/Banner/BannerView.swift": "class BannerView: UIView {}",
                      "App/Banner/BannerPresenter.swift": "class BannerPresenter {}", "App/Banner/BannerRouter.swift": "class BannerRouter {}"]
        let footer = ["App/Header/HeaderView.swift": "class HeaderView: UIView {}", "App/Header/HeaderPresenter.swift": "class HeaderPresenter {}",
                      "App/Header/HeaderRouter.swift": "class HeaderRouter {}"]
        let result = graph([screen("Event"), header, footer, assembly, ["App/Event.storyboard": xml]])
        #expect(result.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue) \($0.via)" } == [
            "Event->Banner:embed Event.storyboard: LoadedView viewEventBanner", "Event->Header:embed Event.storyboard: LoadedView HeaderView",
        ])
    }

    @Test func whatTheStoryboardsDoNotLetTheScanFollowIsSaid() {
        let xml = storyboard(
            scene("home", "HomeViewController", segues: """
                <segue destination="away" kind="show" id="1"/>
                <segue destination="exit-home" kind="unwind" unwindAction="unwindToNowhere:" id="2"/>
                """),
            scene("away", nil, element: "viewControllerPlaceholder", extra: #" storyboardName="Missing""#))
        let home = screen("Home", view: #"func open() { present(UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Gone"), animated: true) }"#)
        let messages = graph([home, ["App/Main.storyboard": xml]]).diagnostics.map(\.message)
        #expect(messages.contains("navigation not resolved: storyboard reference at App/Main.storyboard:\(xml.components(separatedBy: "\n").firstIndex { $0.contains("storyboardName=") }! + 1) (no storyboard named 'Missing' is in the scan)"))
        #expect(messages.contains { $0.hasPrefix("navigation not resolved: Main.storyboard: unwind segue to unwindToNowhere: at App/Main.storyboard:") && $0.hasSuffix("(no module's class defines the unwind action; in HomeViewController)") })
        #expect(messages.contains { $0.contains("no scanned storyboard has a scene of a module with the ID 'Gone'") })
    }

    @Test func anUnwindSharingAForwardSeguesIdentifierLeavesThatSegueForwardAndGoesBackOnlyWhereItCameFrom() {
        let xml = storyboard(
            scene("list", "ListViewController", segues: #"<segue destination="edit" kind="presentation" identifier="done" id="1"/>"#),
            scene("edit", "EditViewController", segues: #"<segue destination="exit-edit" kind="unwind" identifier="done" unwindAction="unwind:" id="2"/>"#),
            scene("other", "OtherViewController"))
        // Two modules define `unwind(_:)`; only List showed Edit.
        let list = screen("List", view: "@IBAction func unwind(_ segue: UIStoryboardSegue) {}")
        let other = screen("Other", view: "@IBAction func unwind(_ segue: UIStoryboardSegue) {}")
        #expect(edges(list, screen("Edit"), other, ["App/Main.storyboard": xml]) == ["Edit->List:dismiss", "List->Edit:present"])
    }

    @Test func aSegueOnAnObjectBesideTheControllerIsTheScenes() throws {
        // Interface Builder writes gesture recognizers and dock objects beside the controller, in the scene.
        let xml = storyboard(scene("home", "HomeViewController"), scene("detail", "DetailViewController"))
            .replacingOccurrences(of: #"<exit id="exit-home" userLabel="Exit" sceneMemberID="exit"/>"#, with: """
                <exit id="exit-home" userLabel="Exit" sceneMemberID="exit"/>
                <tapGestureRecognizer id="tap"><connections><segue destination="detail" kind="show" id="g"/></connections></tapGestureRecognizer>
                """)
        let board = try #require(SourceScanner.scan(path: "App/Main.storyboard", text: xml).storyboard)
        #expect(board.scenes.map { $0.segues.count } == [1, 0])
        #expect(edges(screen("Home"), screen("Detail"), ["App/Main.storyboard": xml]) == ["Home->Detail:push"])
    }

    @Test func stringsThatAreNoStoryboardIDsNameNoScene() {
        let xml = storyboard(scene("p", "ProfileViewController", identifier: "Profile"))
        let header = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0"><objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileViewController"/></objects></document>
            """
        let home = screen("Home", view: """
            func open() {
                let title = "Profile".localized()
                let card = UINib(nibName: "ProfileHeader", bundle: nil).instantiate(withOwner: nil).first as! UIView
                navigationController?.pushViewController(DetailViewController(title: title, card: card), animated: true)
            }
            """)
        #expect(edges(home, screen("Profile"), screen("Detail"), ["App/Main.storyboard": xml, "App/ProfileHeader.xib": header]) == ["Home->Detail:push"])
    }

    // MARK: code meets storyboard

    @Test func performSegueIsTheCodesEdgeThroughTheStoryboardsSegue() throws {
        let xml = storyboard(
            scene("list", "ListViewController", own: #"<segue destination="detail" kind="show" identifier="ShowDetail" id="s1"/>"#),
            scene("detail", "DetailViewController"))
        var list = screen("List")
        list["App/List/ListRouter.swift"] = """
            class ListRouter {
                weak var viewController: ListViewController?
                func routeToDetail() {
                    viewController?.performSegue(withIdentifier: "ShowDetail", sender: nil)
                }
                func routeToNowhere() {
                    viewController?.performSegue(withIdentifier: "Missing", sender: nil)
                }
                func routeTheSwift2Way() {
                    viewController?.performSegueWithIdentifier("ShowDetail", sender: nil)
                }
            }
            """
        let result = graph([list, screen("Detail"), ["App/Main.storyboard": xml]])
        let edge = try #require(result.navigation.first)
        #expect(result.navigation.count == 2)
        #expect(result.navigation.last?.via == "ListRouter.routeTheSwift2Way()")
        #expect(edge.from == "List" && edge.to == "Detail" && edge.kind == .push)
        #expect(edge.via == "ListRouter.routeToDetail()" && edge.file == "App/List/ListRouter.swift" && edge.line == 4)
        #expect(edge.through == ["Main.storyboard: segue ShowDetail"])
        #expect(result.diagnostics.contains { $0.message.contains("no storyboard scene of ListViewController has a segue 'Missing'") })
    }

    @Test func aRouterHoldingAPlainViewControllerPerformsItsModulesSegues() {
        let xml = storyboard(
            scene("menu", "MenuViewController", own: """
                <segue destination="a" kind="show" identifier="ShowAgenda" id="1"/>
                <segue destination="b" kind="presentation" identifier="ShowBadges" id="2"/>
                """),
            scene("a", "AgendaViewController"), scene("b", "BadgesViewController"))
        var menu = screen("Menu")
        menu["App/Menu/MenuRouter.swift"] = """
            enum MenuItem {
                case agenda, badges
                var segueID: String {
                    switch self {
                    case .agenda: return "ShowAgenda"
                    case .badges: return "ShowBadges"
                    }
                }
            }
            class MenuRouter {
                weak var viewController: UIViewController?
                func show(_ item: MenuItem) { viewController?.performSegue(withIdentifier: item.segueID, sender: nil) }
                func showAgenda() { viewController?.performSegue(withIdentifier: "ShowAgenda", sender: nil) }
            }
            """
        let result = graph([menu, screen("Agenda"), screen("Badges"), ["App/Main.storyboard": xml]])
        #expect(result.navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue) \($0.via)" } == [
            "Menu->Agenda:push MenuRouter.show(_:)", "Menu->Agenda:push MenuRouter.showAgenda()", "Menu->Badges:present MenuRouter.show(_:)",
        ])
    }

    @Test func aUIKitExtensionMethodIsFollowedOnAValueOfUnknownType() {
        let xml = storyboard(
            scene("nav", nil, element: "navigationController", identifier: "MainNavigation",
                  own: #"<segue destination="home" kind="relationship" relationship="rootViewController" id="r"/>"#),
            scene("home", "HomeViewController"))
        var welcome = screen("Welcome")
        welcome["App/Welcome/WelcomeRouter.swift"] = """
            class WelcomeRouter {
                func finish() {
                    let next = UIStoryboard.main.instantiateViewController(withIdentifier: "MainNavigation")
                    UIApplication.shared.currentWindow()?.replaceRoot(with: next)
                }
            }
            """
        let helpers = ["App/Extensions/UIKit+Helpers.swift": """
            extension UIStoryboard {
                class var main: UIStoryboard { UIStoryboard(name: "Main", bundle: nil) }
            }
            extension UIApplication {
                func currentWindow() -> UIWindow? { windows.first }
            }
            extension UIWindow {
                func replaceRoot(with controller: UIViewController) {
                    rootViewController = controller
                    makeKeyAndVisible()
                }
            }
            """]
        #expect(edges(welcome, screen("Home"), helpers, ["App/Flow.storyboard": xml]) == ["Welcome->Home:root"])
    }

    @Test func scenesInstantiatedByIDThroughConstantsAnEnumAndAGenericHelper() {
        let xml = storyboard(
            scene("a", "OrdersViewController", identifier: "Orders"), scene("b", "ReceiptViewController", identifier: "ReceiptScene"),
            scene("c", "RefundViewController", identifier: "refund"), scene("d", "HelpViewController", identifier: "HelpScreen"))
        let home = screen("Home", view: """
            let board = UIStoryboard(name: "Shop", bundle: nil)
            func openOrders() {
                let vc = board.instantiateViewController(withIdentifier: Identifiers.orders)
                navigationController?.pushViewController(vc, animated: true)
            }
            func openReceipt() { present(Screens.instantiate(.receipt), animated: true) }
            func openRefund() { show(Screens.instantiate(Screen.refund), sender: nil) }
            func openHelp() {
                let id = "HelpScreen"
                present(UIStoryboard(name: "Shop", bundle: nil).instantiateViewController(withIdentifier: id), animated: true)
            }
            """)
        let helpers = ["App/Common/Screens.swift": """
            enum Identifiers { static let orders = "Orders" }
            enum Screen: String {
                case receipt = "ReceiptScene"
                case refund
            }
            enum Screens {
                static func instantiate<T: UIViewController>(_ screen: Screen) -> T {
                    UIStoryboard(name: "Shop", bundle: nil).instantiateViewController(withIdentifier: screen.rawValue) as! T
                }
            }
            """]
        #expect(edges(home, screen("Orders"), screen("Receipt"), screen("Refund"), screen("Help"), helpers,
                      ["App/Shop.storyboard": xml]) == ["Home->Help:present", "Home->Orders:push", "Home->Receipt:present", "Home->Refund:push"])
    }

    @Test func generatedAccessorsAndInitialScenesResolveByConvention() {
        let xml = storyboard(initial: "start", scene("start", "WelcomeViewController"), scene("s", "SettingsViewController", identifier: "Settings"))
        let home = screen("Home", view: """
            func openSettings() { present(R.storyboard.account.settings()!, animated: true) }
            func openWelcome() { present(StoryboardScene.Account.initialScene.instantiate(), animated: true) }
            func openAgain() { show(StoryboardScene.Account.settings.instantiate(), sender: nil) }
            func openStart() { present(UIStoryboard(name: "Account", bundle: nil).instantiateInitialViewController()!, animated: true) }
            """)
        // One edge per call: R.swift, SwiftGen by ID, SwiftGen's initial scene, `instantiateInitialViewController()`.
        #expect(edges(home, screen("Welcome"), screen("Settings"), ["App/Account.storyboard": xml]).sorted() == [
            "Home->Settings:present", "Home->Settings:push", "Home->Welcome:present", "Home->Welcome:present",
        ])
    }

    @Test func prepareForSegueLeavesTheKindToTheStoryboard() {
        let xml = storyboard(
            scene("list", "ListViewController", segues: #"<segue destination="detail" kind="presentation" identifier="Detail" id="s1"/>"#),
            scene("detail", "DetailViewController"))
        let list = screen("List", view: """
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let detail = segue.destination as? DetailViewController { detail.title = "x" }
            }
            """)
        #expect(edges(list, screen("Detail"), ["App/Main.storyboard": xml]) == ["List->Detail:present"])
        // Without the storyboard the cast still says where to, not how.
        #expect(edges(list, screen("Detail")) == ["List->Detail:unknown"])
    }
}
