import UIKit

protocol WorkoutSessionRouterInput: AnyObject {
    func showSummary(_ summary: WorkoutResult, unlockedBadge: Badge?)
}

final class WorkoutSessionRouter: WorkoutSessionRouterInput {

    weak var viewController: UIViewController?

    func showSummary(_ summary: WorkoutResult, unlockedBadge: Badge?) {
        let summaryScreen = WorkoutSummaryBuilder.build(result: summary)
        summaryScreen.modalPresentationStyle = .fullScreen
        viewController?.present(summaryScreen, animated: true) {
            guard let badge = unlockedBadge else { return }
            let badgeScreen = BadgeUnlockedBuilder.build(badge: badge)
            badgeScreen.modalPresentationStyle = .overFullScreen
            badgeScreen.modalTransitionStyle = .crossDissolve
            summaryScreen.present(badgeScreen, animated: true)
        }
    }
}
