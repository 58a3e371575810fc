import Foundation

protocol WorkoutsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectExercise(at index: Int)
    func didTapStartTabata()
}

final class WorkoutsPresenter: WorkoutsViewOutput {
    weak var view: WorkoutsViewInput?
    private let interactor: WorkoutsInteractor
    private let router: WorkoutsRouterInput

    init(interactor: WorkoutsInteractor, router: WorkoutsRouterInput) {
        self.interactor = interactor
        self.router = router
    }

    func viewDidLoad() {
        view?.show(interactor.exercises.map { "\($0.name) · \($0.muscleGroup)" })
    }

    func didSelectExercise(at index: Int) {
        router.openExercise(interactor.exercises[index])
    }

    func didTapStartTabata() {
        router.startTimer(with: .tabata)
    }
}
