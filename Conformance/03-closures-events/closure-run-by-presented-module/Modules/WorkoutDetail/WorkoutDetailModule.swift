import UIKit

final class WorkoutDetailViewController: UIViewController {

    var presenter: WorkoutDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = presenter.title
    }
}

final class WorkoutDetailPresenter {

    private let workout: Workout

    init(workout: Workout) {
        self.workout = workout
    }

    var title: String {
        "\(workout.name) · \(workout.minutes) min"
    }
}

enum WorkoutDetailBuilder {

    static func build(workout: Workout) -> UIViewController {
        let view = WorkoutDetailViewController()
        view.presenter = WorkoutDetailPresenter(workout: workout)
        return view
    }
}
