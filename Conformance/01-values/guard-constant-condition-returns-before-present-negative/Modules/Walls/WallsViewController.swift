import UIKit

protocol WallsViewInput: AnyObject {
    func show(problems: [BoulderProblem])
}

final class WallsViewController: UITableViewController, WallsViewInput {
    var output: WallsViewOutput!
    private var problems: [BoulderProblem] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "On the walls"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Problem")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "League", style: .plain, target: self, action: #selector(leagueTapped))
        output.viewDidLoad()
    }

    func show(problems: [BoulderProblem]) {
        self.problems = problems
        tableView.reloadData()
    }

    @objc private func leagueTapped() {
        output.didTapLeague()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        problems.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Problem", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(problems[indexPath.row].grade)  \(problems[indexPath.row].name)"
        content.secondaryText = problems[indexPath.row].wall
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output.didSelect(problems[indexPath.row])
    }
}
