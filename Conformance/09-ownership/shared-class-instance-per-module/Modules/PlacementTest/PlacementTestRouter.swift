import UIKit

protocol PlacementTestRouterInput: AnyObject {
    func showSuggestedCourse(level: String)
}

final class PlacementTestRouter: PlacementTestRouterInput {

    weak var viewController: UIViewController?

    func showSuggestedCourse(level: String) {
        let suggestion = CourseSuggestionBuilder.build(level: level)
        viewController?.navigationController?.pushViewController(suggestion, animated: true)
    }
}
