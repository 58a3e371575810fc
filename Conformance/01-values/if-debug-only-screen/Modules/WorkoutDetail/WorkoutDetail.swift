import UIKit

protocol WorkoutDetailViewInput: AnyObject {
    func show(name: String, duration: String)
}

final class WorkoutDetailViewController: UIViewController, WorkoutDetailViewInput {
    var presenter: WorkoutDetailPresenter!
    private let durationLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        durationLabel.textAlignment = .center
        durationLabel.frame = view.bounds.insetBy(dx: 20, dy: 200)
        view.addSubview(durationLabel)
        presenter.viewDidLoad()
    }

    func show(name: String, duration: String) {
        title = name
        durationLabel.text = duration
    }
}

final class WorkoutDetailPresenter {
    weak var view: WorkoutDetailViewInput?
    private let workout: Workout

    init(workout: Workout) {
        self.workout = workout
    }

    func viewDidLoad() {
        view?.show(name: workout.name, duration: "\(workout.minutes) minutes")
    }
}

enum WorkoutDetailBuilder {
    static func build(workout: Workout) -> UIViewController {
        let view = WorkoutDetailViewController()
        let presenter = WorkoutDetailPresenter(workout: workout)
        view.presenter = presenter
        presenter.view = view
        return view
    }
}
