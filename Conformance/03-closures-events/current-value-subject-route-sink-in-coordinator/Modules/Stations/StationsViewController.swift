import UIKit

protocol StationsViewInput: AnyObject {
    func display(rows: [String])
}

final class StationsViewController: UITableViewController, StationsViewInput {

    var presenter: StationsViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Nearby docks"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "StationCell")
        presenter.viewDidLoad()
    }

    func display(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "StationCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectStation(at: indexPath.row)
    }
}
