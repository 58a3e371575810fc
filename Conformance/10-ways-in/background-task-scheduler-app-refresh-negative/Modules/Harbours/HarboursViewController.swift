import UIKit

protocol HarboursViewInput: AnyObject {
    func show(_ rows: [HarbourRow])
}

struct HarbourRow {
    let name: String
    let nextTide: String
}

final class HarboursViewController: UITableViewController, HarboursViewInput {

    var presenter: HarboursViewOutput!
    private var rows: [HarbourRow] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Harbours"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "HarbourCell")
        presenter.viewDidLoad()
    }

    func show(_ rows: [HarbourRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "HarbourCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row].name
        content.secondaryText = rows[indexPath.row].nextTide
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectHarbour(at: indexPath.row)
    }
}
