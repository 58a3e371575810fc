import UIKit

protocol PlansViewInput: AnyObject {
    func show(_ titles: [String])
}

final class PlansViewController: UITableViewController, PlansViewInput {

    var presenter: PlansViewOutput!
    private var titles: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Workouts"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlanCell")
        presenter.viewDidLoad()
    }

    func show(_ titles: [String]) {
        self.titles = titles
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        titles.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlanCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = titles[indexPath.row]
        content.image = UIImage(systemName: "figure.run")
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectPlan(at: indexPath.row)
    }
}
