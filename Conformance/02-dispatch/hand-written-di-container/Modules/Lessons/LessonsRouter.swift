import UIKit

protocol LessonsRouting: AnyObject {
    var viewController: UIViewController? { get set }
    func openQuiz(lessonID: String)
}

final class LessonsRouter: LessonsRouting {
    weak var viewController: UIViewController?
    private unowned let container: Container

    init(container: Container) {
        self.container = container
    }

    func openQuiz(lessonID: String) {
        let quiz = container.resolve(QuizModuleBuilding.self).build(lessonID: lessonID)
        viewController?.navigationController?.pushViewController(quiz, animated: true)
    }
}
