import UIKit

final class LearningCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let decks = DecksAssembly.assemble(onStudy: { [weak self] deck in
            self?.showStudy(deck)
        })
        navigationController.setViewControllers([decks], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    // Weekly leaderboard: its entry button was removed from the decks screen in 3.2,
    // kept here until the league feature comes back.
    func showLeaderboard() {
        let leaderboard = LeaderboardAssembly.assemble()
        navigationController.pushViewController(leaderboard, animated: true)
    }

    private func showStudy(_ deck: Deck) {
        let study = StudyAssembly.assemble(deck: deck, onFinish: { [weak self] in
            self?.navigationController.popViewController(animated: true)
        })
        navigationController.pushViewController(study, animated: true)
    }
}
