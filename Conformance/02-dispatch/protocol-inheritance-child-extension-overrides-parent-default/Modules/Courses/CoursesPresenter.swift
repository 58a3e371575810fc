import Foundation

protocol CoursesViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectLesson(at index: Int)
    func didTapHelp()
}

final class CoursesPresenter: CoursesViewOutput {
    weak var view: CoursesViewInput?
    private let interactor: CoursesInteractor
    private let router: CoursesRouterInput

    init(interactor: CoursesInteractor, router: CoursesRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        let rows = interactor.lessons.map { lesson in
            (interactor.isCompleted(lesson) ? "✓ " : "") + "\(lesson.number). \(lesson.title)"
        }
        view?.show(title: interactor.language, rows: rows)
    }

    func didSelectLesson(at index: Int) {
        router.openLesson(interactor.lessons[index])
    }

    func didTapHelp() {
        router.showHelp()
    }
}
