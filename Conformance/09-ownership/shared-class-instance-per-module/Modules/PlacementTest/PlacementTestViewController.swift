import UIKit

protocol PlacementTestViewInput: AnyObject {
    func showQuestion(_ question: String, isLast: Bool)
}

final class PlacementTestViewController: UITableViewController, PlacementTestViewInput {

    var presenter: PlacementTestViewOutput!
    private let options = ["I'm not sure", "Option A", "Option B", "Option C"]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Placement test"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "OptionCell")
        presenter.viewDidLoad()
    }

    func showQuestion(_ question: String, isLast: Bool) {
        navigationItem.prompt = isLast ? "Last question" : nil
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 80))
        label.text = question
        label.numberOfLines = 0
        label.textAlignment = .center
        tableView.tableHeaderView = label
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        options.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "OptionCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = options[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didAnswer(options[indexPath.row])
    }
}
