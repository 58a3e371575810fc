import UIKit

// MARK: - View

protocol WorkoutsViewInput: AnyObject {
    func show(_ workouts: [Workout])
}

final class WorkoutsViewController: UITableViewController, WorkoutsViewInput {

    var presenter: WorkoutsPresenter!
    private var workouts: [Workout] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workouts"
        presenter.viewDidLoad()
    }

    func show(_ workouts: [Workout]) {
        self.workouts = workouts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        workouts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let workout = workouts[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = workout.name
        cell.detailTextLabel?.text = "\(workout.rounds) rounds · \(workout.minutes) min"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(workouts[indexPath.row])
    }
}

// MARK: - Presenter

final class WorkoutsPresenter {

    weak var view: WorkoutsViewInput?
    var router: WorkoutsRouter!

    func viewDidLoad() {
        view?.show([
            Workout(name: "Kettlebell ladder", rounds: 5, minutes: 25),
            Workout(name: "Rowing intervals", rounds: 8, minutes: 32),
            Workout(name: "Mobility flow", rounds: 3, minutes: 15)
        ])
    }

    func didSelect(_ workout: Workout) {
        router.openDetail(for: workout)
    }
}

// MARK: - Router

final class WorkoutsRouter {

    weak var viewController: UIViewController?

    func openDetail(for workout: Workout) {
        let detail = WorkoutDetailBuilder.build(workout: workout)
        viewController?.navigationController?.pushViewController(detail, animated: true)
    }
}

// MARK: - Builder

enum WorkoutsBuilder {

    static func build() -> UIViewController {
        let view = WorkoutsViewController(style: .insetGrouped)
        let presenter = WorkoutsPresenter()
        let router = WorkoutsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
