import UIKit

enum LessonBuilder {
    static func build(lesson: Lesson) -> UIViewController {
        let view = LessonViewController()
        let router = LessonRouter(grammarTopic: lesson.grammarTopic)
        let presenter = LessonPresenter(lesson: lesson, router: router)
        presenter.view = view
        view.output = presenter
        router.viewController = view
        return view
    }
}
