import UIKit

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
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = workouts[indexPath.row].name
        cell.detailTextLabel?.text = "\(workouts[indexPath.row].estimatedMinutes) min"
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectWorkout(workouts[indexPath.row])
    }
}

final class WorkoutsPresenter {

    weak var view: WorkoutsViewInput?
    var interactor: WorkoutsInteractor!
    var router: WorkoutsRouter!

    func viewDidLoad() {
        view?.show(interactor.workouts())
    }

    func didSelectWorkout(_ workout: Workout) {
        router.openWorkout(workout)
    }
}

final class WorkoutsInteractor {

    func workouts() -> [Workout] {
        WorkoutLog.shared.workouts
    }
}

final class WorkoutsRouter: BaseRouter {

    func openWorkout(_ workout: Workout) {
        push(WorkoutDetailModuleBuilder.build(workout: workout))
    }
}

enum WorkoutsModuleBuilder {

    static func build() -> UIViewController {
        let view = WorkoutsViewController()
        let presenter = WorkoutsPresenter()
        let router = WorkoutsRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.interactor = WorkoutsInteractor()
        presenter.router = router
        router.viewController = view
        return view
    }
}
