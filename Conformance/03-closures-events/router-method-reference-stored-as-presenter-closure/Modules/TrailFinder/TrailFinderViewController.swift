import UIKit

final class TrailFinderViewController: UITableViewController {

    var presenter: TrailFinderPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails nearby"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Trail")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.trails.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Trail", for: indexPath)
        let trail = presenter.trails[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = trail.name
        content.secondaryText = String(format: "%.1f km", trail.lengthKm)
        cell.contentConfiguration = content
        cell.accessoryType = .detailDisclosureButton
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectTrail(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        presenter.didTapConditions(at: indexPath.row)
    }
}
