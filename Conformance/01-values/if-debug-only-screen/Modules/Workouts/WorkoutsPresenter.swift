import Foundation

protocol WorkoutsViewOutput: AnyObject {
    func viewDidLoad()
    func didSelectWorkout(at index: Int)
    func didShakeDevice()
}

final class WorkoutsPresenter: WorkoutsViewOutput {
    weak var view: WorkoutsViewInput?
    var interactor: WorkoutsInteractorInput!
    var router: WorkoutsRouterInput!

    private var workouts: [Workout] = []

    func viewDidLoad() {
        workouts = interactor.plannedWorkouts()
        view?.show(workouts: workouts)
    }

    func didSelectWorkout(at index: Int) {
        router.showWorkout(workouts[index])
    }

    func didShakeDevice() {
        router.showDebugMenu()
    }
}
