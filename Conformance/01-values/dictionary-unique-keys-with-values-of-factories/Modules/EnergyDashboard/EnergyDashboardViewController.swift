import UIKit

protocol EnergyDashboardViewInput: AnyObject {
    func show(readings: [EnergyReading])
}

final class EnergyDashboardViewController: UITableViewController, EnergyDashboardViewInput {
    var presenter: EnergyDashboardPresenter!
    private var readings: [EnergyReading] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Right now"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Reading")
        presenter.viewDidLoad()
    }

    func show(readings: [EnergyReading]) {
        self.readings = readings
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        readings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Reading", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = readings[indexPath.row].source.rawValue
        content.secondaryText = String(format: "%.1f kW", readings[indexPath.row].kilowatts)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(readings[indexPath.row].source)
    }
}
