import UIKit

protocol ShowsViewInput: AnyObject {
    func show(rows: [String])
}

final class ShowsViewController: UITableViewController, ShowsViewInput {

    var presenter: ShowsViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Following"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "ShowCell")
        presenter.viewDidLoad()
    }

    func show(rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ShowCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectShow(at: indexPath.row)
    }
}
