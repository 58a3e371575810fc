import UIKit

protocol ScoresRouterInput: AnyObject {
    func openScore(_ score: Score)
}

final class ScoresRouter: ScoresRouterInput {

    weak var viewController: UIViewController?

    func openScore(_ score: Score) {
        do {
            let reader = try ScoreReaderBuilder.build(score: score)
            viewController?.navigationController?.pushViewController(reader, animated: true)
        } catch {
            let alert = UIAlertController(title: "Can't open \(score.title)",
                                          message: error.localizedDescription,
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            viewController?.present(alert, animated: true)
        }
    }
}
