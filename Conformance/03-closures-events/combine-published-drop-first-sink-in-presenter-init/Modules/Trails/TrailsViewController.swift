import UIKit

final class TrailsViewController: UITableViewController {

    var presenter: TrailsPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TrailCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.trails.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TrailCell", for: indexPath)
        cell.textLabel?.text = presenter.trails[indexPath.row].name
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let item = presenter.trails[indexPath.row]
        presenter.selected = item
    }
}
