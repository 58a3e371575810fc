import UIKit

final class WorkoutViewController: UITableViewController {

    var presenter: WorkoutPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "IntervalCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.intervals.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "IntervalCell", for: indexPath)
        let interval = presenter.intervals[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = interval.name
        content.secondaryText = "\(interval.seconds) s"
        cell.contentConfiguration = content
        return cell
    }
}

final class WorkoutPresenter {

    private let plan: WorkoutPlan

    init(plan: WorkoutPlan) {
        self.plan = plan
    }

    var title: String {
        plan.name
    }

    var intervals: [WorkoutPlan.Interval] {
        plan.intervals
    }
}

enum WorkoutBuilder {

    static func build(plan: WorkoutPlan) -> UIViewController {
        let view = WorkoutViewController()
        view.presenter = WorkoutPresenter(plan: plan)
        return view
    }
}
