import UIKit

protocol WorkoutsViewInput: AnyObject {
    func show(_ rows: [String])
}

final class WorkoutsViewController: UITableViewController, WorkoutsViewInput {
    var presenter: WorkoutsViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workouts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ExerciseCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Tabata",
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(tabataTapped))
        presenter.viewDidLoad()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    @objc private func tabataTapped() {
        presenter.didTapStartTabata()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ExerciseCell", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectExercise(at: indexPath.row)
    }
}
