import UIKit

protocol GreenhouseViewInput: AnyObject {
    func show(sensorNames: [String])
    func setSyncing(_ syncing: Bool)
}

final class GreenhouseViewController: UITableViewController, GreenhouseViewInput {

    var presenter: GreenhouseViewOutput!
    private var sensorNames: [String] = []
    private let spinner = UIActivityIndicatorView(style: .medium)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Greenhouse"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "SensorCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Sync all",
            style: .plain,
            target: self,
            action: #selector(syncTapped)
        )
        navigationItem.leftBarButtonItem = UIBarButtonItem(customView: spinner)
        presenter.viewDidLoad()
    }

    @objc private func syncTapped() {
        presenter.didTapSyncAll()
    }

    func show(sensorNames: [String]) {
        self.sensorNames = sensorNames
        tableView.reloadData()
    }

    func setSyncing(_ syncing: Bool) {
        navigationItem.rightBarButtonItem?.isEnabled = !syncing
        syncing ? spinner.startAnimating() : spinner.stopAnimating()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sensorNames.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "SensorCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sensorNames[indexPath.row]
        content.image = UIImage(systemName: "sensor")
        cell.contentConfiguration = content
        return cell
    }
}
