import UIKit

protocol WorkoutListViewInput: AnyObject {
    func show(plans: [String], weeklyCalories: Int)
}

final class WorkoutListViewController: UITableViewController, WorkoutListViewInput {
    var presenter: WorkoutListViewOutput!
    private var plans: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "heart.text.square"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(zonesTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Plan")
        presenter.viewDidLoad()
    }

    func show(plans: [String], weeklyCalories: Int) {
        self.plans = plans
        title = "\(weeklyCalories) kcal this week"
        tableView.reloadData()
    }

    @objc private func zonesTapped() {
        presenter.didTapHeartRateZones()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plans.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Plan", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = plans[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPlan(at: indexPath.row)
    }
}
