import UIKit

protocol WorkoutDetailViewInput: AnyObject {
    func show(title: String, exercises: [String], lastSession: String?)
}

final class WorkoutDetailViewController: UITableViewController, WorkoutDetailViewInput {

    var presenter: WorkoutDetailPresenter!
    private var exercises: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Log",
            style: .done,
            target: self,
            action: #selector(logTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func logTapped() {
        presenter.didTapLogSession()
    }

    func show(title: String, exercises: [String], lastSession: String?) {
        self.title = title
        self.exercises = exercises
        navigationItem.prompt = lastSession
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        exercises.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell()
        cell.textLabel?.text = exercises[indexPath.row]
        return cell
    }
}

final class WorkoutDetailPresenter {

    weak var view: WorkoutDetailViewInput?
    var router: WorkoutDetailRouter!
    private let workout: Workout

    init(workout: Workout) {
        self.workout = workout
    }

    func viewWillAppear() {
        let last = WorkoutLog.shared.lastSession(of: workout).map { "Last time: \($0.minutes) min, effort \($0.effort)/10" }
        view?.show(title: workout.name, exercises: workout.exercises, lastSession: last)
    }

    func didTapLogSession() {
        router.openLogSession(for: workout)
    }
}

final class WorkoutDetailRouter: BaseRouter {

    func openLogSession(for workout: Workout) {
        present(LogSessionModuleBuilder.build(workout: workout), embedInNavigation: true)
    }
}

enum WorkoutDetailModuleBuilder {

    static func build(workout: Workout) -> UIViewController {
        let view = WorkoutDetailViewController(style: .insetGrouped)
        let presenter = WorkoutDetailPresenter(workout: workout)
        let router = WorkoutDetailRouter()
        view.presenter = presenter
        presenter.view = view
        presenter.router = router
        router.viewController = view
        return view
    }
}
