/// The app-level code of `LargeAppFixture`: its delegate's handlers, the deep-link enum and handler, the
/// push-notification router and the observer of the modules' notifications.
extension LargeAppFixture {
    private static func caseName(_ module: String) -> String { module.prefix(1).lowercased() + module.dropFirst() }

    static func appDelegate(_ names: [String]) -> String {
        let shortcuts = names.prefix(6).map { name in
            "        case \"com.example.\(caseName(name))\": DeepLinkHandler.shared.open(.\(caseName(name))(id: nil))"
        }.joined(separator: "\n")
        return """
            import UIKit
            import UserNotifications

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
                var window: UIWindow?
                let observer = SessionObserver()

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    let window = UIWindow(frame: UIScreen.main.bounds)
                    let tabs = UITabBarController()
                    tabs.viewControllers = [\(names[0])Builder.build(), \(names[1])Builder.build(), \(names[2])Builder.build()].map { UINavigationController(rootViewController: $0) }
                    window.rootViewController = tabs
                    window.makeKeyAndVisible()
                    self.window = window
                    UNUserNotificationCenter.current().delegate = self
                    observer.start(window: window)
                    return true
                }

                func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                    DeepLinkHandler.shared.handle(url)
                }

                func application(_ application: UIApplication, continue userActivity: NSUserActivity,
                                 restorationHandler: @escaping ([UIUserActivityRestoring]?) -> Void) -> Bool {
                    guard userActivity.activityType == NSUserActivityTypeBrowsingWeb, let url = userActivity.webpageURL else { return false }
                    return DeepLinkHandler.shared.handle(url)
                }

                func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem,
                                 completionHandler: @escaping (Bool) -> Void) {
                    switch shortcutItem.type {
            \(shortcuts)
                    default:
                        completionHandler(false)
                        return
                    }
                    completionHandler(true)
                }

                func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                            withCompletionHandler completionHandler: @escaping () -> Void) {
                    PushRouter.shared.route(response.notification.request.content.userInfo, action: response.actionIdentifier)
                    completionHandler()
                }

                func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                                 fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
                    PushRouter.shared.route(userInfo, action: nil)
                    completionHandler(.newData)
                }
            }
            """
    }

    static func deepLink(_ names: [String]) -> String {
        let cases = names.map { "    case \(caseName($0))(id: String?)" }.joined(separator: "\n")
        let parsed = names.map { "        case \"\(caseName($0).lowercased())\": self = .\(caseName($0))(id: id)" }.joined(separator: "\n")
        return """
            import Foundation

            indirect enum DeepLink {
            \(cases)
                case secure(DeepLink)
                case login

                init?(url: URL) {
                    let parts = Array(url.pathComponents.dropFirst())
                    let id = parts.first
                    switch url.host?.lowercased() {
            \(parsed)
                    case "secure":
                        guard let inner = URL(string: "app://" + parts.joined(separator: "/")), let link = DeepLink(url: inner) else { return nil }
                        self = .secure(link)
                    case "login":
                        self = .login
                    default:
                        return nil
                    }
                }
            }
            """
    }

    static func deepLinkHandler(_ names: [String], routes: Int) -> String {
        let table = (0..<routes).map { i -> String in
            let name = names[(i * 3) % names.count]
            return "        \"promo\(i)\": { [weak self] url in self?.show(\(name)Builder.build(id: url.lastPathComponent)) },"
        }.joined(separator: "\n")
        let opens = names.map { "        case .\(caseName($0))(let id): show(\($0)Builder.build(id: id))" }.joined(separator: "\n")
        return """
            import UIKit

            final class DeepLinkHandler {
                static let shared = DeepLinkHandler()
                var isLoggedIn = false
                private var afterLogin: (() -> Void)?

                private lazy var routes: [String: (URL) -> Void] = [
            \(table)
                ]

                @discardableResult
                func handle(_ url: URL) -> Bool {
                    if let route = routes[url.host ?? ""] {
                        route(url)
                        return true
                    }
                    guard let link = DeepLink(url: url) else { return false }
                    open(link)
                    return true
                }

                func open(_ link: DeepLink) {
                    switch link {
            \(opens)
                    case .secure(let inner):
                        guard isLoggedIn else {
                            requireLogin { [weak self] in self?.open(link) }
                            return
                        }
                        open(inner)
                    case .login:
                        requireLogin(then: nil)
                    }
                }

                func requireLogin(then: (() -> Void)?) {
                    afterLogin = then
                    present(LoginBuilder.build())
                }

                func loginFinished() {
                    isLoggedIn = true
                    afterLogin?()
                    afterLogin = nil
                }

                func show(_ screen: UIViewController) {
                    topNavigation()?.pushViewController(screen, animated: true)
                }

                func present(_ screen: UIViewController) {
                    topController()?.present(screen, animated: true)
                }

                private func topController() -> UIViewController? {
                    UIApplication.shared.windows.first?.rootViewController
                }

                private func topNavigation() -> UINavigationController? {
                    (topController() as? UITabBarController)?.selectedViewController as? UINavigationController
                }
            }
            """
    }

    static func pushRouter(_ names: [String], kinds: Int) -> String {
        let kindCases = (0..<kinds).map { "    case kind\($0) = \"event_\($0)\"" }.joined(separator: "\n")
        let byString = (0..<kinds).map { i -> String in
            let name = names[(i * 5 + 1) % names.count]
            return "        case \"type_\(i)\": DeepLinkHandler.shared.open(.\(caseName(name))(id: id))"
        }.joined(separator: "\n")
        let byKind = (0..<kinds).map { i -> String in
            let name = names[(i * 11 + 2) % names.count]
            return "        case .kind\(i): DeepLinkHandler.shared.show(\(name)Builder.build(id: id))"
        }.joined(separator: "\n")
        return """
            import UIKit

            enum PushKind: String {
            \(kindCases)
            }

            final class PushRouter {
                static let shared = PushRouter()

                func route(_ userInfo: [AnyHashable: Any], action: String?) {
                    if action == "reply", let thread = userInfo["thread"] as? String {
                        DeepLinkHandler.shared.present(ChatBuilder.build(id: thread))
                        return
                    }
                    guard let type = userInfo["type"] as? String else { return }
                    let id = userInfo["id"] as? String
                    switch type {
            \(byString)
                    case "secure":
                        DeepLinkHandler.shared.open(.secure(.profile(id: id)))
                    default:
                        if let kind = PushKind(rawValue: type) {
                            open(kind, id: id)
                        }
                    }
                }

                func open(_ kind: PushKind, id: String?) {
                    switch kind {
            \(byKind)
                    }
                }
            }
            """
    }

    static func sessionObserver(_ names: [String]) -> String {
        """
        import UIKit

        final class SessionObserver {
            private weak var window: UIWindow?

            func start(window: UIWindow) {
                self.window = window
                NotificationCenter.default.addObserver(self, selector: #selector(sessionExpired), name: .sessionExpired, object: nil)
                NotificationCenter.default.addObserver(forName: .openProfile, object: nil, queue: .main) { [weak self] note in
                    self?.showProfile(id: note.object as? String)
                }
            }

            @objc private func sessionExpired() {
                window?.rootViewController = UINavigationController(rootViewController: LoginBuilder.build())
            }

            private func showProfile(id: String?) {
                DeepLinkHandler.shared.open(.profile(id: id))
            }
        }
        """
    }
}
