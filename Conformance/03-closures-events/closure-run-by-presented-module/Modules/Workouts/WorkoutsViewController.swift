import UIKit

protocol WorkoutsViewInput: AnyObject {
    func showPlan(_ names: [String])
}

final class WorkoutsViewController: UITableViewController, WorkoutsViewInput {

    var presenter: WorkoutsViewOutput!
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "This week"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlanCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add,
                                                            target: self,
                                                            action: #selector(addTapped))
        presenter.viewDidLoad()
    }

    func showPlan(_ names: [String]) {
        self.names = names
        tableView.reloadData()
    }

    @objc private func addTapped() {
        presenter.didTapAdd()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlanCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}
