import UIKit

final class AppCoordinator {

    private let window: UIWindow
    private var navigationController: UINavigationController?

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let navigationController = UINavigationController(rootViewController: ShowsBuilder.build(output: self))
        navigationController.navigationBar.prefersLargeTitles = true
        self.navigationController = navigationController
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}

// MARK: - ShowsModuleOutput

extension AppCoordinator: ShowsModuleOutput {

    func showsDidSelect(_ show: Podcast) {
        let detail = ShowDetailBuilder.build(show: show)
        navigationController?.pushViewController(detail, animated: true)
    }

    func showsDidRequestPremium(show: Podcast) {
        let subscribe = UINavigationController(rootViewController: SubscribeBuilder.build(highlighting: show))
        subscribe.modalPresentationStyle = .pageSheet
        navigationController?.present(subscribe, animated: true)
    }
}
