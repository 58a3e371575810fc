import UIKit

protocol DiveLogViewInput: AnyObject {
    func show(_ rows: [String])
}

final class DiveLogViewController: UITableViewController, DiveLogViewInput {

    var presenter: DiveLogViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Dive log"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Dive")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "Dive", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectDive(at: indexPath.row)
    }
}
