import UIKit

protocol CoursesRouterInput: HelpRouting {
    func openLesson(_ lesson: Lesson)
}

final class CoursesRouter: CoursesRouterInput {
    weak var viewController: UIViewController?

    func openLesson(_ lesson: Lesson) {
        let screen = LessonBuilder.build(lesson: lesson)
        viewController?.navigationController?.pushViewController(screen, animated: true)
    }
}
