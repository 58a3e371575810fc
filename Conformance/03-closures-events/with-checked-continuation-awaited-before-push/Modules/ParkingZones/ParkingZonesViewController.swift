import UIKit

@MainActor
protocol ParkingZonesViewInput: AnyObject {
    func show(zones: [String])
    func setLoading(_ loading: Bool)
}

final class ParkingZonesViewController: UITableViewController, ParkingZonesViewInput {

    var output: ParkingZonesViewOutput!
    private var zones: [String] = []
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Parking"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Nearest",
            style: .plain,
            target: self,
            action: #selector(nearestTapped)
        )
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)
        output.viewDidLoad()
    }

    @objc private func nearestTapped() {
        output.didTapFindNearest()
    }

    func show(zones: [String]) {
        self.zones = zones
        tableView.reloadData()
    }

    func setLoading(_ loading: Bool) {
        loading ? spinner.startAnimating() : spinner.stopAnimating()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        zones.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = zones[indexPath.row]
        return cell
    }
}
