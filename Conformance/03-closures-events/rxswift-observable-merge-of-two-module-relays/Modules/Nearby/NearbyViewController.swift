import UIKit

protocol NearbyViewInput: AnyObject {
    func show(_ rows: [String])
}

final class NearbyViewController: UITableViewController, NearbyViewInput {

    var presenter: NearbyViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Seen nearby"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Sighting")
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
        let cell = tableView.dequeueReusableCell(withIdentifier: "Sighting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectSighting(at: indexPath.row)
    }
}
