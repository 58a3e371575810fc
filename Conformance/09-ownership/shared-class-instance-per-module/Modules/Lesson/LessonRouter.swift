import UIKit

protocol LessonRouterInput: AnyObject {
    func showResult(score: Int)
}

final class LessonRouter: LessonRouterInput {

    weak var viewController: UIViewController?

    func showResult(score: Int) {
        let result = LessonResultBuilder.build(score: score)
        result.modalPresentationStyle = .formSheet
        viewController?.present(result, animated: true)
    }
}
