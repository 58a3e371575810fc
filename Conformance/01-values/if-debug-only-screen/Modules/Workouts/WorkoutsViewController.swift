import UIKit

protocol WorkoutsViewInput: AnyObject {
    func show(workouts: [Workout])
}

final class WorkoutsViewController: UITableViewController, WorkoutsViewInput {
    var presenter: WorkoutsViewOutput!
    private var workouts: [Workout] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workouts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Workout")
        presenter.viewDidLoad()
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        if motion == .motionShake {
            presenter.didShakeDevice()
        }
    }

    func show(workouts: [Workout]) {
        self.workouts = workouts
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        workouts.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Workout", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = workouts[indexPath.row].name
        content.secondaryText = "\(workouts[indexPath.row].minutes) min"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectWorkout(at: indexPath.row)
    }
}
