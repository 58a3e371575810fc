import UIKit

protocol LessonRouterInput: LessonHelpRouting {}

final class LessonRouter: LessonRouterInput {
    weak var viewController: UIViewController?
    let grammarTopic: String

    init(grammarTopic: String) {
        self.grammarTopic = grammarTopic
    }
}
