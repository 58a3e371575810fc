import UIKit

protocol StationListViewInput: AnyObject {
    func show(_ stations: [Station])
}

final class StationListViewController: UITableViewController, StationListViewInput {

    var presenter: StationListViewOutput!
    private var stations: [Station] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Chargers nearby"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "StationCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "line.3.horizontal.decrease.circle"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(filtersTapped))
        presenter.viewDidLoad()
    }

    func show(_ stations: [Station]) {
        self.stations = stations
        tableView.reloadData()
    }

    @objc private func filtersTapped() {
        presenter.didTapFilters()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stations.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "StationCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = stations[indexPath.row].name
        content.secondaryText = "\(stations[indexPath.row].powerKW) kW · \(stations[indexPath.row].freePlugs) free"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectStation(at: indexPath.row)
    }
}
