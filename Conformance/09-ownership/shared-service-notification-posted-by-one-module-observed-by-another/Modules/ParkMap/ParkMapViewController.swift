import UIKit

protocol ParkMapViewInput: AnyObject {
    func show(zones: [String])
}

final class ParkMapViewController: UITableViewController, ParkMapViewInput {

    var presenter: ParkMapViewOutput!
    private var zones: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Park"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Zone")
        presenter.viewDidLoad()
    }

    func show(zones: [String]) {
        self.zones = zones
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        zones.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Zone", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "Zone \(zones[indexPath.row])"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectZone(zones[indexPath.row])
    }
}
