import UIKit

final class DrillCoordinator {

    private let window: UIWindow
    private let navigationController = UINavigationController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let drill = FlashcardDrillBuilder.build(
            deck: Flashcard.spanishVerbs,
            onFinished: { [weak self] correct in self?.showSummary(correct: correct) },
            onTimeUp: { [weak self] in self?.showTimesUp() }
        )
        navigationController.setViewControllers([drill], animated: false)
        window.rootViewController = navigationController
        window.makeKeyAndVisible()
    }

    private func showSummary(correct: Int) {
        let summary = DrillSummaryBuilder.build(correct: correct, total: Flashcard.spanishVerbs.count)
        navigationController.pushViewController(summary, animated: true)
    }

    private func showTimesUp() {
        navigationController.present(TimesUpBuilder.build(), animated: true)
    }
}
