import UIKit

protocol CellarViewInput: AnyObject {
    func show(_ rows: [String])
}

final class CellarViewController: UITableViewController, CellarViewInput {

    var presenter: CellarViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cellar"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Bottle")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapAddTasting() }
        )
        presenter.viewDidLoad()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Bottle", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectBottle(at: indexPath.row)
    }
}
