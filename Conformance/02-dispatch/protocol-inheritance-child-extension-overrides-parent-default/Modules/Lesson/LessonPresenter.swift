import Foundation

protocol LessonViewOutput: AnyObject {
    func viewDidLoad()
    func didTapHelp()
}

final class LessonPresenter: LessonViewOutput {
    weak var view: LessonViewInput?
    private let lesson: Lesson
    private let router: LessonRouterInput

    init(lesson: Lesson, router: LessonRouterInput) {
        self.lesson = lesson
        self.router = router
    }

    func viewDidLoad() {
        view?.show(title: lesson.title, phrases: lesson.phrases)
    }

    func didTapHelp() {
        router.showHelp()
    }
}
