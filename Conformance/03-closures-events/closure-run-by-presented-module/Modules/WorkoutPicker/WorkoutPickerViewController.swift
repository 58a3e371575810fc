import UIKit

protocol WorkoutPickerViewInput: AnyObject {
    func show(_ workouts: [Workout])
}

final class WorkoutPickerViewController: UITableViewController, WorkoutPickerViewInput {

    var presenter: WorkoutPickerViewOutput!
    private var workouts: [Workout] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Pick a workout"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "WorkoutCell")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "WorkoutCell", for: indexPath)
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
