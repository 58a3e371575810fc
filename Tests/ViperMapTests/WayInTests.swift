import Foundation
import Testing
import ViperMap
import ViperMapModel

/// Ways in from outside: the handlers the system calls with a URL, an activity, a notification or a quick
/// action, run with what they are handed as a probe; the tests of it on the way to each screen make the pattern.
@Suite struct WayInTests {
    /// Three screens, each a module with a builder.
    static let screens: [String: String] = [
        "App/Modules/Product/ProductBuilder.swift": """
            import UIKit
            final class ProductViewController: UIViewController {}
            final class ProductPresenter {}
            enum ProductBuilder { static func build(id: String) -> UIViewController { ProductViewController() } }
            """,
        "App/Modules/Cart/CartBuilder.swift": """
            import UIKit
            final class CartViewController: UIViewController {}
            final class CartPresenter {}
            enum CartBuilder { static func build() -> UIViewController { CartViewController() } }
            """,
        "App/Modules/Orders/OrdersBuilder.swift": """
            import UIKit
            final class OrdersViewController: UIViewController {}
            final class OrdersPresenter {}
            enum OrdersBuilder { static func build() -> UIViewController { OrdersViewController() } }
            """,
    ]

    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>CFBundleIdentifier</key>
        \t<string>com.example.shop</string>
        \(body)
        </dict>
        </plist>
        """
    }

    /// An Objective-C Cart module and an app delegate's header, for the Objective-C handlers.
    static let objcCart: [String: String] = [
        "App/Info.plist": plist(urlTypes),
        "App/Modules/Cart/CartViewController.h": "#import <UIKit/UIKit.h>\n@interface CartViewController : UIViewController\n@end\n",
        "App/Modules/Cart/CartViewController.m": "#import \"CartViewController.h\"\n@implementation CartViewController\n@end\n",
        "App/Modules/Cart/CartPresenter.h": "#import <Foundation/Foundation.h>\n@interface CartPresenter : NSObject\n@end\n",
        "App/Modules/Cart/CartPresenter.m": "#import \"CartPresenter.h\"\n@implementation CartPresenter\n@end\n",
        "App/AppDelegate.h": "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@property (strong, nonatomic) UIWindow *window;\n@end\n",
    ]

    static let urlTypes = """
        \t<key>CFBundleURLTypes</key>
        \t<array><dict><key>CFBundleURLSchemes</key><array><string>shop</string></array></dict></array>
        """

    /// An app delegate whose `application(_:open:options:)` runs `body` (its first line is line 5), beside one member.
    static func openURLHandler(_ body: String, members: String = "var window: UIWindow?") -> String {
        """
        import UIKit
        final class AppDelegate: UIResponder, UIApplicationDelegate {
            \(members)
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        \(body.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(separator: "\n"))
            }
        }
        """
    }

    func entries(_ graph: Graph) -> Set<String> {
        Set((graph.entries ?? []).map { "\($0.kind) \($0.pattern) -> \($0.to) \($0.how.rawValue)" })
    }

    /// A `switch` on the host (each case a route, one reading the id below it; two labels for one case), and
    /// in its `default` an `if` on a path prefix: four entries; the pattern takes the declared scheme.
    @Test func aURLHandlerSwitchingOnTheHostGivesOneEntryPerRoute() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            let nav = window?.rootViewController as? UINavigationController
            switch url.host {
            case "product":
                nav?.pushViewController(ProductBuilder.build(id: url.lastPathComponent), animated: true)
            case "cart", "basket":
                nav?.present(CartBuilder.build(), animated: true)
            default:
                if url.path.hasPrefix("/orders") { nav?.pushViewController(OrdersBuilder.build(), animated: true) }
            }
            return true
            """)
        let graph = TestSupport.graph(app)
        #expect(entries(graph) == [
            "url shop://product/* -> Product push", "url shop://cart -> Cart present", "url shop://basket -> Cart present",
            "url shop://*/orders* -> Orders push",
        ])
        let product = graph.entries?.first { $0.to == "Product" }
        #expect(product?.via == "AppDelegate.application(_:open:options:)")
        #expect(product?.file == "App/AppDelegate.swift" && product?.line == 7, "the entry sits at the test that chooses it")
    }

    /// The URL handed on to a router of the app's, through `URLComponents` and a local: the router's tests count.
    @Test func testsInCodeTheHandlerCallsCountThroughComponentsAndLocals() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/SceneDelegate.swift"] = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let links = LinkRouter()
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url else { return }
                    links.route(url, from: window?.rootViewController)
                }
            }
            """
        app["App/LinkRouter.swift"] = """
            import UIKit
            final class LinkRouter {
                func route(_ url: URL, from screen: UIViewController?) {
                    guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return }
                    let parts = components.path.split(separator: "/")
                    if components.host == "orders" {
                        screen?.present(OrdersBuilder.build(), animated: true)
                    }
                    if components.host == "cart" { screen?.present(CartBuilder.build(), animated: true) }
                }
            }
            """
        #expect(entries(TestSupport.graph(app)) == ["url shop://orders -> Orders present", "url shop://cart -> Cart present"])
    }

    /// A universal link (the activity's `webpageURL`, the declared domain), an activity type, a notification's
    /// category and payload key, and a quick action with no test (the one the plist declares).
    @Test func universalLinksActivitiesNotificationsAndQuickActions() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist("""
            \t<key>UIApplicationShortcutItems</key>
            \t<array><dict><key>UIApplicationShortcutItemType</key><string>com.example.cart</string></dict></array>
            """)
        app["App/App.entitlements"] = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>com.apple.developer.associated-domains</key><array><string>applinks:shop.example.com</string></array>
            </dict></plist>
            """
        app["App/AppDelegate.swift"] = """
            import UIKit
            import UserNotifications
            final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication,
                                 didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    UNUserNotificationCenter.current().delegate = self
                    return true
                }
                func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                 restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                    if userActivity.activityType == "com.example.reorder" {
                        window?.rootViewController?.present(OrdersBuilder.build(), animated: true)
                        return true
                    }
                    guard let url = userActivity.webpageURL else { return false }
                    if url.pathComponents[1] == "p" {
                        window?.rootViewController?.present(ProductBuilder.build(id: url.lastPathComponent), animated: true)
                    }
                    return true
                }
                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                            withCompletionHandler completionHandler: @escaping () -> Void) {
                    let info = response.notification.request.content.userInfo
                    if info["screen"] as? String == "orders" {
                        window?.rootViewController?.present(OrdersBuilder.build(), animated: true)
                    }
                    if response.notification.request.content.categoryIdentifier == "CART_REMINDER" {
                        window?.rootViewController?.present(CartBuilder.build(), animated: true)
                    }
                    completionHandler()
                }
                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    window?.rootViewController?.present(CartBuilder.build(), animated: true)
                    completionHandler(true)
                }
            }
            """
        #expect(entries(TestSupport.graph(app)) == [
            "activity com.example.reorder -> Orders present", "universal-link https://shop.example.com/p/* -> Product present",
            "notification screen=orders -> Orders present", "notification category=CART_REMINDER -> Cart present",
            "shortcut com.example.cart -> Cart present",
        ])
    }

    /// An enum built from the URL (`init?(url:)` switching on the host) and a `switch` on it later: the
    /// tests that chose each case go with it to what that case shows.
    @Test func anEnumBuiltFromTheURLCarriesTheTestsThatChoseItsCase() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/DeepLink.swift"] = """
            import Foundation
            enum DeepLink {
                case product(String)
                case cart
                init?(url: URL) {
                    switch url.host {
                    case "item": self = .product(url.lastPathComponent)
                    case "cart", "basket": self = .cart
                    default: return nil
                    }
                }
            }
            """
        app["App/SceneDelegate.swift"] = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    guard let url = URLContexts.first?.url, let link = DeepLink(url: url) else { return }
                    open(link)
                }
                func open(_ link: DeepLink) {
                    switch link {
                    case .product(let id):
                        (window?.rootViewController as? UINavigationController)?.pushViewController(ProductBuilder.build(id: id), animated: true)
                    case .cart:
                        window?.rootViewController?.present(CartBuilder.build(), animated: true)
                    }
                }
            }
            """
        let graph = TestSupport.graph(app)
        #expect(entries(graph) == ["url shop://item/* -> Product push", "url shop://cart -> Cart present", "url shop://basket -> Cart present"])
        #expect(graph.entries?.first { $0.to == "Product" }?.line == 7, "decided where the enum's case is chosen")
    }

    /// The enum's own computed property (`link.screen`, a `switch self`) gives each case's screen with its tests.
    @Test func aGetterOfAnEnumBuiltFromTheURLKeepsEachCasesTests() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/DeepLink.swift"] = """
            import UIKit
            enum DeepLink {
                case cart, orders
                init?(url: URL) {
                    switch url.host {
                    case "cart": self = .cart
                    case "orders": self = .orders
                    default: return nil
                    }
                }
                var screen: UIViewController {
                    switch self {
                    case .cart: return CartBuilder.build()
                    case .orders: return OrdersBuilder.build()
                    }
                }
            }
            """
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            guard let link = DeepLink(url: url) else { return false }
            window?.rootViewController?.present(link.screen, animated: true)
            return true
            """)
        #expect(entries(TestSupport.graph(app)) == ["url shop://cart -> Cart present", "url shop://orders -> Orders present"])
    }

    /// A routing table keyed by path strings (a dictionary literal in a property), looked up with the host and
    /// its closure called: each key is the test of its route.
    @Test func aRoutingTableKeyedByStringsGivesOneEntryPerKey() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/LinkRouter.swift"] = """
            import UIKit
            final class LinkRouter {
                weak var window: UIWindow?
                private let routes: [String: () -> UIViewController] = [
                    "cart": { CartBuilder.build() },
                    "orders": { OrdersBuilder.build() },
                ]
                func open(_ url: URL) {
                    guard let host = url.host, let make = routes[host] else { return }
                    window?.rootViewController?.present(make(), animated: true)
                }
            }
            """
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            links.open(url)
            return true
            """, members: "let links = LinkRouter()")
        #expect(entries(TestSupport.graph(app)) == ["url shop://cart -> Cart present", "url shop://orders -> Orders present"])
    }

    /// `guard` tests narrow what follows them in the block.
    @Test func guardTestsNarrowWhatFollows() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            guard url.host == "orders", url.pathComponents.count > 1 else { return false }
            window?.rootViewController?.present(OrdersBuilder.build(), animated: true)
            return true
            """)
        #expect(entries(TestSupport.graph(app)) == ["url shop://orders -> Orders present"])
    }

    /// A deep-link router beside the scene delegate (it looks for the tab bar to push on) routes for the app: no
    /// module of its own, and the delegates stay the app's entry code.
    @Test func aDeepLinkRouterBesideTheSceneDelegateIsNoModule() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/SceneDelegate.swift"] = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                let router = DeepLinkRouter()
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: OrdersBuilder.build())
                }
                func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {
                    if let url = URLContexts.first?.url { router.open(url, in: window) }
                }
            }
            """
        app["App/DeepLinkRouter.swift"] = """
            import UIKit
            final class DeepLinkRouter {
                func open(_ url: URL, in window: UIWindow?) {
                    var top = window?.rootViewController
                    if let tabs = top as? UITabBarController { top = tabs.selectedViewController }
                    if url.host == "cart" { top?.present(CartBuilder.build(), animated: true) }
                }
            }
            """
        let graph = TestSupport.graph(app)
        #expect(graph.modules.map(\.name).sorted() == ["Cart", "Orders", "Product"])
        #expect(graph.navigation.contains { $0.from == appModuleName && $0.to == "Orders" && $0.kind == .root })
        #expect(entries(graph) == ["url shop://cart -> Cart present"])
    }

    /// A screen chosen into one local in each branch and shown once after the `switch`: each screen with its branch's test.
    @Test func aScreenChosenIntoALocalInBranchesKeepsItsBranchsTest() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            var screen: UIViewController?
            switch url.host {
            case "cart": screen = CartBuilder.build()
            case "orders": screen = OrdersBuilder.build()
            default: screen = nil
            }
            if let screen { window?.rootViewController?.present(screen, animated: true) }
            return screen != nil
            """)
        #expect(entries(TestSupport.graph(app)) == ["url shop://cart -> Cart present", "url shop://orders -> Orders present"])
    }

    /// An `if`/`else if`/`else` chain: each branch runs only when the earlier tests failed, so a URL takes one of
    /// them (`path` picks the handler's most specific); several declared schemes and no scheme test: any scheme.
    @Test func negatedBranchesAndSeveralSchemes() throws {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist("""
            	<key>CFBundleURLTypes</key>
            	<array><dict><key>CFBundleURLSchemes</key><array><string>shop</string><string>fb12345</string></array></dict></array>
            """)
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            let top = window?.rootViewController
            if url.host == "cart" {
                top?.present(CartBuilder.build(), animated: true)
            } else if url.lastPathComponent == "orders" {
                top?.present(OrdersBuilder.build(), animated: true)
            } else {
                top?.present(ProductBuilder.build(id: ""), animated: true)
            }
            return true
            """)
        let graph = TestSupport.graph(app)
        #expect(entries(graph) == ["url *://cart -> Cart present", "url *://*/orders -> Orders present", "url *://* -> Product present"])
        #expect(WayInMatch.entries(for: "shop://cart", in: graph).map(\.to) == ["Cart"], "the else branches are not taken for cart")
        #expect(WayInMatch.entries(for: "shop://account/orders", in: graph).map(\.to) == ["Orders"])
        #expect(WayInMatch.entries(for: "shop://account", in: graph).map(\.to) == ["Product"])
    }

    /// Objective-C: a negated test (`!`, `!=`) is no test of one case (the parser keeps neither); only plain ones count.
    @Test func objectiveCNegatedTestsAreNotReadAsCases() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = Self.objcCart
        files["App/AppDelegate.m"] = """
            #import "AppDelegate.h"
            #import "CartViewController.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
                if (![url.host isEqualToString:@"home"]) {
                    [self.window.rootViewController presentViewController:[[CartViewController alloc] init] animated:YES completion:nil];
                }
                return YES;
            }
            @end
            """
        try TestSupport.write(files, in: folder)
        #expect(entries(try TestSupport.scanFolder(folder)) == ["url shop://* -> Cart present"])
    }

    /// Matching a URL to patterns: `*` is any text (none too), a URL may go on below a pattern, scheme and host ignore case.
    @Test func patternsMatchURLs() {
        #expect(WayInMatch.matches("shop://product/42", "shop://product/*"))
        #expect(WayInMatch.matches("SHOP://Product/42", "shop://product/*"))
        #expect(WayInMatch.matches("shop://settings/privacy", "shop://settings"))
        #expect(WayInMatch.matches("shop://settings?tab=2", "shop://settings"))
        #expect(!WayInMatch.matches("shop://settingsx", "shop://settings"))
        #expect(WayInMatch.matches("shop://a/b/privacy", "shop://*/privacy"))
        #expect(WayInMatch.matches("shop://settings/privacy", "shop://settings*/privacy"))
        #expect(!WayInMatch.matches("other://product/1", "shop://product/*"))
        #expect(WayInMatch.matches("category=ORDER", "category=ORDER"))
        #expect(!WayInMatch.matches("Product/42", "shop://product/*"), "a path is not a URL")
    }

    /// SwiftUI's `onOpenURL` closure is a handler too.
    @Test func swiftUIOnOpenURLIsAHandler() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        app["App/RootView.swift"] = """
            import SwiftUI
            struct RootView: View {
                let host: UIViewController
                var body: some View {
                    Text("Shop").onOpenURL { url in
                        if url.host == "cart" { host.present(CartBuilder.build(), animated: true) }
                    }
                }
            }
            """
        #expect(entries(TestSupport.graph(app)) == ["url shop://cart -> Cart present"])
    }

    /// A handler that hands the URL to code the scan cannot follow is said at the handler; a declared scheme
    /// with no handler at all is said at the plist's line.
    @Test func whatCannotBeFollowedIsSaidWhereItIsWritten() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes + """

            \t<key>UIApplicationShortcutItems</key>
            \t<array><dict><key>UIApplicationShortcutItemType</key><string>com.example.search</string></dict></array>
            """)
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            return linkHandler?.handle(url) ?? false
            """, members: "var linkHandler: ThirdPartyLinkHandling?")
        let graph = TestSupport.graph(app)
        #expect(graph.entries == nil)
        let said = graph.diagnostics.map { "\($0.file):\($0.line ?? 0) \($0.message)" }
        #expect(said.contains { $0.hasPrefix("App/AppDelegate.swift:4 way in not followed: AppDelegate.application(_:open:options:) handles URLs") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("App/Info.plist:") && $0.contains("way in not read: the app declares quick action `com.example.search`") }, "\(said)")
        #expect(said.contains { $0.contains("URLs of scheme `shop` reach a handler, and no screen they open could be told") }, "\(said)")
    }

    /// `check`'s rule for a declared way in no handler reads; a screen only a way in opens is reached.
    @Test func checkSaysADeclaredSchemeNoHandlerReads() {
        var app = Self.screens
        app["App/Info.plist"] = Self.plist(Self.urlTypes)
        let violations = RuleChecker().check(TestSupport.graph(app)).filter { $0.rule == "way-in-not-handled" }
        #expect(violations.map { "\($0.file):\($0.line) \($0.symbol)" } == ["App/Info.plist:7 shop"])
        app["App/AppDelegate.swift"] = Self.openURLHandler("""
            if url.host == "cart" { window?.rootViewController?.present(CartBuilder.build(), animated: true) }
            return true
            """)
        let handled = RuleChecker().check(TestSupport.graph(app))
        #expect(!handled.contains { $0.rule == "way-in-not-handled" })
        #expect(!handled.contains { $0.rule == "unreachable-module" && $0.module == "Cart" }, "a deep link reaches Cart")
    }

    /// `diff` says which ways in came and went.
    @Test func diffReportsWaysInAddedAndRemoved() {
        let base = Graph(entries: [WayIn(kind: "url", pattern: "shop://cart", to: "Cart", how: .present, via: "A", file: "A.swift", line: 3)])
        let head = Graph(entries: [WayIn(kind: "url", pattern: "shop://cart", to: "Cart", how: .present, via: "A", file: "A.swift", line: 9),
                                   WayIn(kind: "shortcut", pattern: "com.example.orders", to: "Orders", how: .push, via: "A", file: "A.swift", line: 12)])
        let diff = GraphDiffer.diff(base: base, head: head, baseLabel: "base", headLabel: "head")
        #expect((diff.entries ?? []).map { "\($0.change.rawValue) \($0.entry.kind) \($0.entry.pattern)" } == ["added shortcut com.example.orders"], "a moved line is no change")
        #expect(GraphDiffer.diff(base: head, head: base, baseLabel: "a", headLabel: "b").entries?.map(\.change) == [.removed])
        #expect(GraphDiffer.diff(base: base, head: base, baseLabel: "a", headLabel: "b").isEmpty)
    }

    /// Objective-C: `application:openURL:options:` with `isEqualToString:` tests.
    @Test func objectiveCHandlersAndStringTests() throws {
        let folder = try TestSupport.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var files = Self.objcCart
        files["App/AppDelegate.m"] = """
            #import "AppDelegate.h"
            #import "CartViewController.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)app openURL:(NSURL *)url options:(NSDictionary *)options {
                if ([url.host isEqualToString:@"cart"]) {
                    [self.window.rootViewController presentViewController:[[CartViewController alloc] init] animated:YES completion:nil];
                }
                return YES;
            }
            @end
            """
        try TestSupport.write(files, in: folder)
        let graph = try TestSupport.scanFolder(folder)
        #expect(entries(graph) == ["url shop://cart -> Cart present"])
    }

    /// The plist and entitlements front-end: schemes, quick actions, activity types, `applinks:` domains, with lines.
    @Test func declaredWaysInAreReadWithTheirLines() {
        let facts = SourceScanner.scan([("A/Info.plist", Self.plist(Self.urlTypes + """

            \t<key>NSUserActivityTypes</key>
            \t<array><string>com.example.reorder</string></array>
            """)), ("A/A.entitlements", """
            <plist version="1.0"><dict>
            <key>com.apple.developer.associated-domains</key>
            <array><string>applinks:shop.example.com</string><string>webcredentials:shop.example.com</string></array>
            </dict></plist>
            """)], threads: 1)
        let ways = facts.flatMap { $0.manifest?.ways ?? [] }.map { "\($0.kind.rawValue) \($0.name) \($0.line)" }
        #expect(Set(ways) == ["scheme shop 7", "activity com.example.reorder 9", "domain shop.example.com 3"])
    }
}
