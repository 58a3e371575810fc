import UIKit

protocol MeditationRouterInput: AnyObject {
    func showSummary(minutes: Int)
}

final class MeditationRouter: MeditationRouterInput {

    weak var viewController: UIViewController?

    func showSummary(minutes: Int) {
        let summary = MeditationSummaryBuilder.build(minutes: minutes)
        viewController?.navigationController?.pushViewController(summary, animated: true)
    }
}
