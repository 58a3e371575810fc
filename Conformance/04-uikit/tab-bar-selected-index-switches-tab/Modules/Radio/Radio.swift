import UIKit

// MARK: - View

final class RadioViewController: UITableViewController {

    var presenter: RadioPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Radio"
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.stations.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let station = presenter.stations[indexPath.row]
        cell.textLabel?.text = station.name
        cell.detailTextLabel?.text = station.frequency
        return cell
    }
}

// MARK: - Presenter

final class RadioPresenter {

    struct Station {
        let name: String
        let frequency: String
    }

    let stations = [
        Station(name: "Harbour FM", frequency: "98.4"),
        Station(name: "Night Jazz", frequency: "101.2"),
        Station(name: "Folk Kitchen", frequency: "94.7")
    ]
}

// MARK: - Builder

enum RadioBuilder {

    static func build() -> UIViewController {
        let view = RadioViewController(style: .insetGrouped)
        view.presenter = RadioPresenter()
        return view
    }
}
