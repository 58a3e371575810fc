import UIKit
import Combine

final class StationDetailViewController: UITableViewController {

    var presenter: StationDetailPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BikeCell")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.bikes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BikeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.label(of: presenter.bikes[indexPath.row])
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didPickBike(at: indexPath.row)
    }
}

final class StationDetailPresenter {

    let bikes: [Bike]
    private let station: Station
    private let route: CurrentValueSubject<RideRoute?, Never>

    init(station: Station, bikes: [Bike], route: CurrentValueSubject<RideRoute?, Never>) {
        self.station = station
        self.bikes = bikes
        self.route = route
    }

    var title: String { station.name }

    func label(of bike: Bike) -> String {
        if let battery = bike.batteryPercent {
            return "\(bike.id) · e-bike \(battery)%"
        }
        return "\(bike.id) · classic"
    }

    func didPickBike(at index: Int) {
        route.send(.unlock(bikes[index]))
    }
}

enum StationDetailBuilder {

    static func build(station: Station, network: DockNetwork, route: CurrentValueSubject<RideRoute?, Never>) -> UIViewController {
        let view = StationDetailViewController(style: .insetGrouped)
        view.presenter = StationDetailPresenter(station: station, bikes: network.bikes(at: station), route: route)
        return view
    }
}
