import Foundation

protocol WorkoutDetailViewOutput: AnyObject {
    func viewDidLoad()
    func didTapStart()
}

final class WorkoutDetailPresenter: WorkoutDetailViewOutput {

    weak var view: WorkoutDetailViewInput?
    var router: WorkoutDetailRouterInput!
    private let workout: Workout

    init(workout: Workout) {
        self.workout = workout
    }

    func viewDidLoad() {
        let perRound = workout.minutes / max(workout.rounds, 1)
        view?.show(title: workout.name,
                   plan: "\(workout.rounds) rounds of about \(perRound) minutes, 60 s rest between rounds.")
    }

    func didTapStart() {
        router.showReadyOverlay(for: workout)
    }
}
