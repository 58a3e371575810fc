/// An app of our own shaped like a large real one, written out as sources (path -> text) for the tests
/// that hold the scan's work counts: Builder/Router/Presenter/View modules, a few view controllers of
/// thousands of lines, and the app's ways in from outside written the way production apps write them:
/// a URL parsed into an enum (`init?(url:)`) and opened by a `switch`, with links that wait for a login and
/// open themselves again from a closure; a long string-keyed routing table of closures; notification
/// handlers that switch on payload strings over many cases; quick actions; universal links; and
/// notifications posted from every module to one app-level observer that changes the screen.
enum LargeAppFixture {
    struct Shape {
        var modules = 40
        /// How many of the modules' view controllers are big, and how many lines each then has.
        var bigScreens = 4
        var bigScreenLines = 5_000
        var routes = 60
        var pushKinds = 30
    }

    static func sources(_ shape: Shape = Shape()) -> [String: String] {
        var files: [String: String] = [:]
        let names = (0..<shape.modules).map(moduleName)
        for (i, name) in names.enumerated() {
            let next = names[(i + 1) % names.count], other = names[(i * 7 + 3) % names.count]
            let folder = "Modules/\(name)/"
            files[folder + "\(name)Builder.swift"] = builder(name)
            files[folder + "\(name)Router.swift"] = router(name, next: next, other: other)
            files[folder + "\(name)Presenter.swift"] = presenter(name)
            files[folder + "\(name)ViewController.swift"] = viewController(name, lines: i < shape.bigScreens ? shape.bigScreenLines : 0)
        }
        files["App/AppDelegate.swift"] = appDelegate(names)
        files["App/DeepLink.swift"] = deepLink(names)
        files["App/DeepLinkHandler.swift"] = deepLinkHandler(names, routes: shape.routes)
        files["App/PushRouter.swift"] = pushRouter(names, kinds: shape.pushKinds)
        files["App/SessionObserver.swift"] = sessionObserver(names)
        files["App/Notifications.swift"] = """
            import Foundation

            extension Notification.Name {
                static let sessionExpired = Notification.Name("sessionExpired")
                static let openProfile = Notification.Name("openProfile")
            }
            """
        return files
    }

    static func moduleName(_ i: Int) -> String {
        let stems = ["Feed", "Cart", "Profile", "Search", "Detail", "Settings", "Chat", "Inbox", "Wallet", "Orders",
                     "Login", "Onboarding", "Camera", "Gallery", "Events", "Groups", "Friends", "Help", "Coupons", "Map"]
        return stems[i % stems.count] + (i < stems.count ? "" : String(i / stems.count + 1))
    }

    private static func builder(_ name: String) -> String {
        """
        import UIKit

        enum \(name)Builder {
            static func build(id: String? = nil) -> UIViewController {
                let view = \(name)ViewController()
                let router = \(name)Router()
                let presenter = \(name)Presenter(view: view, router: router)
                presenter.itemID = id
                view.presenter = presenter
                router.viewController = view
                return view
            }
        }
        """
    }

    private static func router(_ name: String, next: String, other: String) -> String {
        """
        import UIKit

        protocol \(name)RouterProtocol: AnyObject {
            func showNext(id: String)
            func showOther()
            func close()
        }

        final class \(name)Router: \(name)RouterProtocol {
            weak var viewController: UIViewController?

            func showNext(id: String) {
                viewController?.navigationController?.pushViewController(\(next)Builder.build(id: id), animated: true)
            }

            func showOther() {
                let screen = UINavigationController(rootViewController: \(other)Builder.build())
                viewController?.present(screen, animated: true)
            }

            func close() {
                viewController?.dismiss(animated: true)
            }
        }
        """
    }

    private static func presenter(_ name: String) -> String {
        """
        import Foundation

        final class \(name)Presenter {
            weak var view: \(name)ViewController?
            let router: \(name)RouterProtocol
            var itemID: String?
            private var items: [String] = []

            init(view: \(name)ViewController, router: \(name)RouterProtocol) {
                self.view = view
                self.router = router
            }

            func viewDidLoad() {
                load(page: 0)
            }

            func load(page: Int) {
                if page > 10 {
                    NotificationCenter.default.post(name: .sessionExpired, object: nil)
                    return
                }
                items = (0..<20).map { "item \\($0) of page \\(page)" }
            }

            func didSelect(row: Int, kind: String) {
                switch kind {
                case "next": router.showNext(id: items[row])
                case "other": router.showOther()
                case "profile": NotificationCenter.default.post(name: .openProfile, object: items[row])
                default: router.close()
                }
            }
        }
        """
    }

    /// A view controller; a big one gets `lines` lines of methods that branch on strings, keep closures and call its presenter.
    private static func viewController(_ name: String, lines: Int) -> String {
        var methods: [String] = []
        var count = 0
        var k = 0
        while count < lines {
            let method = """
                    func handle\(k)(_ value: String, flag: Bool) {
                        let label = UILabel()
                        label.text = value
                        if flag {
                            titleLabel.text = "section \(k)"
                        } else if value.hasPrefix("x\(k)") {
                            titleLabel.text = value.uppercased()
                        }
                        switch value {
                        case "a\(k)": presenter?.didSelect(row: \(k % 20), kind: "next")
                        case "b\(k)": presenter?.didSelect(row: \(k % 20), kind: "other")
                        case "c\(k)": presenter?.didSelect(row: \(k % 20), kind: "profile")
                        default: break
                        }
                        actions.append { [weak self] in
                            self?.presenter?.load(page: \(k % 12))
                        }
                        view.addSubview(label)
                    }

            """
            methods.append(method)
            count += method.split(separator: "\n", omittingEmptySubsequences: false).count - 1
            k += 1
        }
        return """
            import UIKit

            final class \(name)ViewController: UIViewController {
                var presenter: \(name)Presenter?
                let titleLabel = UILabel()
                private var actions: [() -> Void] = []

                override func viewDidLoad() {
                    super.viewDidLoad()
                    presenter?.viewDidLoad()
                }

            \(methods.joined())}
            """
    }
}
