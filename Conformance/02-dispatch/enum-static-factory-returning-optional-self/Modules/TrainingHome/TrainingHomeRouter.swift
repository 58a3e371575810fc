import UIKit

protocol TrainingHomeRouterInput: AnyObject {
    func openTile(_ identifier: String)
}

final class TrainingHomeRouter: TrainingHomeRouterInput {

    weak var viewController: UIViewController?

    func openTile(_ identifier: String) {
        guard let destination = TrainingDestination.from(identifier) else {
            print("TrainingHome: unknown tile \(identifier)")
            return
        }
        switch destination {
        case .workout(let sport):
            let tracker = WorkoutTrackerBuilder.build(sport: sport)
            viewController?.navigationController?.pushViewController(tracker, animated: true)
        case .history:
            viewController?.navigationController?.pushViewController(TrainingHistoryBuilder.build(), animated: true)
        case .goals:
            let goals = UINavigationController(rootViewController: GoalsBuilder.build())
            viewController?.present(goals, animated: true)
        }
    }
}
