import Foundation

protocol LessonViewOutput: AnyObject {
    func viewDidLoad()
    func didSubmit(answer: String)
}

final class LessonPresenter: LessonViewOutput {

    weak var view: LessonViewInput?
    private let interactor: LessonInteractorInput
    private let router: LessonRouterInput
    private let pager: StepPager

    init(interactor: LessonInteractorInput, router: LessonRouterInput) {
        self.interactor = interactor
        self.router = router
        self.pager = StepPager(count: interactor.exercises().count)
        pager.onFinish = { [weak self] in
            guard let self else { return }
            self.router.showResult(score: self.interactor.score())
        }
    }

    func viewDidLoad() {
        showCurrent()
    }

    func didSubmit(answer: String) {
        interactor.record(answer: answer, forExercise: pager.index)
        pager.next()
        showCurrent()
    }

    private func showCurrent() {
        let exercises = interactor.exercises()
        view?.showExercise(exercises[pager.index], step: pager.index + 1, of: exercises.count)
    }
}
