import UIKit

final class ProjectViewController: UITableViewController {
    var presenter: ProjectPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.plan.room
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Step")
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Continue", style: .done,
                                                            target: self, action: #selector(continueTapped))
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.plan.steps.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Step", for: indexPath)
        let step = presenter.plan.steps[indexPath.row]
        cell.textLabel?.text = step.title
        cell.accessoryType = step.isDone ? .checkmark : .none
        return cell
    }

    @objc private func continueTapped() {
        presenter.didTapContinue()
    }
}
