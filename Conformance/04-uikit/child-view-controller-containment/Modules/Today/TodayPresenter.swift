import Foundation

protocol TodayViewOutput: AnyObject {
    func viewDidLoad()
}

final class TodayPresenter: TodayViewOutput {
    weak var view: TodayViewInput?
    var interactor: TodayInteractor!
    var router: TodayRouter!

    func viewDidLoad() {
        router.embedActivityRings()
        view?.show(greeting: "Good morning, Sam", workouts: interactor.plannedWorkouts())
    }
}
