import UIKit

final class ListeningCoordinator {

    private let window: UIWindow
    private let history: ListeningHistory
    private let navigationController = UINavigationController()

    init(window: UIWindow, history: ListeningHistory) {
        self.window = window
        self.history = history
    }

    func start() {
        let player = PlayerBuilder.build(episode: Episode.latest)
        player.moduleInput.delegate = self
        navigationController.setViewControllers([player.viewController], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }
}

extension ListeningCoordinator: PlayerModuleDelegate {

    func player(didFinish episode: Episode) {
        history.markPlayed(episode)
    }

    func playerDidRequestQueue() {
        let queue = QueueBuilder.build()
        navigationController.present(UINavigationController(rootViewController: queue), animated: true)
    }
}
