import Foundation
import Testing
import ViperMap
import ViperMapModel

/// The kind of a generic router call: the argument the caller passes, else the parameter's default,
/// also when the router keeps it in a stored property before the UIKit call; one edge per call site.
@Suite struct NavigationKindTests {
    private static let screens = ["Feed", "Detail", "Login"].reduce(into: [String: String]()) { files, name in
        files["App/\(name)/\(name)Router.swift"] = """
        class \(name)Module: ScreenModule { func makeView() -> UIViewController { \(name)ViewController() } }
        class \(name)ViewController: UIViewController {}
        class \(name)Presenter {}
        class \(name)Router {
            let app: AppRouter
        }
        """
    }

    private func edges(router: String, calls: String) -> [String] {
        var sources = Self.screens
        sources["App/Common/AppRouter.swift"] = "enum ShowKind { case push, present, root }\nprotocol ScreenModule { func makeView() -> UIViewController }\n" + router
        sources["App/Feed/FeedRouter+Calls.swift"] = "extension FeedRouter {\n\(calls)\n}"
        return TestSupport.graph(sources).navigation.map { "\($0.from)->\($0.to):\($0.kind.rawValue)" }
    }

    private let switchingRouter = """
    final class AppRouter {
        var window: UIWindow?
        var navigation: UINavigationController?
        func show(module: ScreenModule, kind: ShowKind = .push, animated: Bool = true) {
            let view = module.makeView()
            switch kind {
            case .push: navigation?.pushViewController(view, animated: animated)
            case .present: navigation?.present(view, animated: animated)
            case .root: window?.rootViewController = view
            }
        }
    }
    """

    @Test func aLeftOutKindIsTheParametersDefault() {
        #expect(edges(router: switchingRouter, calls: "func openDetail() { app.show(module: DetailModule()) }") == ["Feed->Detail:push"])
    }

    @Test func aPassedKindIsTheArgument() {
        #expect(edges(router: switchingRouter, calls: """
            func openLogin() { app.show(module: LoginModule(), kind: .present) }
            func restart() { app.show(module: LoginModule(), kind: .root, animated: false) }
        """) == ["Feed->Login:present", "Feed->Login:root"])
    }

    @Test func aKindKeptInAStoredPropertyBeforeTheUIKitCallIsFollowed() {
        let router = """
        final class AppRouter {
            var window: UIWindow?
            var navigation: UINavigationController?
            private var kinds: [ShowKind] = []
            private var current: ShowKind { kinds.last ?? .push }
            func show(module: ScreenModule, kind: ShowKind = .push) {
                kinds.append(kind)
                display(module.makeView())
            }
            func show(module: ScreenModule) { show(module: module, kind: .push) }
            private func display(_ view: UIViewController) {
                if current == .root { window?.rootViewController = view }
                switch current {
                case .push: navigation?.pushViewController(view, animated: true)
                case .present: navigation?.present(view, animated: true)
                case .root: break
                }
            }
        }
        """
        #expect(edges(router: router, calls: """
            func openDetail() { app.show(module: DetailModule()) }
            func openLogin() { app.show(module: LoginModule(), kind: .root) }
        """) == ["Feed->Detail:push", "Feed->Login:root"])
    }

    /// The property holds push or present, set elsewhere and not before the call: which, the code does not say.
    @Test func aKindFromOutsideIsOneUnknownEdge() {
        let router = """
        final class AppRouter {
            var navigation: UINavigationController?
            var style: ShowKind = .push
            func useModals() { style = .present }
            func show(module: ScreenModule) {
                let view = module.makeView()
                switch style {
                case .push: navigation?.pushViewController(view, animated: true)
                case .present: navigation?.present(view, animated: true)
                case .root: navigation?.setViewControllers([view], animated: false)
                }
            }
        }
        """
        #expect(edges(router: router, calls: "func openDetail() { app.show(module: DetailModule()) }") == ["Feed->Detail:unknown"])
    }

    /// `if kind == .present { ... } else { ... }`: the else block is every other case.
    @Test func anIfElseOnTheKindGivesEachCallItsOwnKind() {
        let router = """
        final class AppRouter {
            var navigation: UINavigationController?
            func show(module: ScreenModule, kind: ShowKind = .push) {
                let view = module.makeView()
                if kind == .present { navigation?.present(view, animated: true) } else { navigation?.pushViewController(view, animated: true) }
            }
        }
        """
        #expect(edges(router: router, calls: """
            func openDetail() { app.show(module: DetailModule()) }
            func openLogin() { app.show(module: LoginModule(), kind: .present) }
        """) == ["Feed->Detail:push", "Feed->Login:present"])
    }

    /// A helper that pushes when it can and presents otherwise is one push, not a push and a present
    /// from the same call site.
    @Test func aFallbackKindIsNotASecondEdge() {
        let router = """
        final class AppRouter {
            func show(module: ScreenModule, from source: UIViewController) {
                let view = module.makeView()
                if let nav = source.navigationController { nav.pushViewController(view, animated: true) } else { source.present(view, animated: true) }
            }
        }
        """
        let graph = edges(router: router, calls: "func openDetail(_ vc: UIViewController) { app.show(module: DetailModule(), from: vc) }")
        #expect(graph == ["Feed->Detail:push"])
    }
}
