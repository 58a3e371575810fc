import Foundation

protocol WorkoutSessionViewOutput: AnyObject {
    func viewDidLoad()
    func didTapFinish()
}

final class WorkoutSessionPresenter: WorkoutSessionViewOutput {

    weak var view: WorkoutSessionViewInput?
    var interactor: WorkoutSessionInteractor!
    var router: WorkoutSessionRouterInput!

    func viewDidLoad() {
        interactor.start()
        view?.showElapsed("00:00")
    }

    func didTapFinish() {
        let result = interactor.finish()
        router.showSummary(result.summary, unlockedBadge: result.newBadge)
    }
}
