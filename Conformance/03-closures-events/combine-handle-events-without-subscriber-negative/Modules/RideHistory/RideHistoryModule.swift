import UIKit

struct Ride: Hashable {
    let from: String
    let to: String
    let minutes: Int
}

final class RideHistoryViewController: UITableViewController {

    var presenter: RideHistoryPresenter!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Your rides"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Ride")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rides.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Ride", for: indexPath)
        let ride = presenter.rides[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "\(ride.from) → \(ride.to)"
        content.secondaryText = "\(ride.minutes) min"
        cell.contentConfiguration = content
        return cell
    }
}

final class RideHistoryPresenter {

    let rides: [Ride] = [
        Ride(from: "Canal Basin", to: "Digbeth Coach Station", minutes: 14),
        Ride(from: "Jewellery Quarter", to: "Canal Basin", minutes: 9)
    ]
}

enum RideHistoryBuilder {

    static func build() -> UIViewController {
        let view = RideHistoryViewController()
        view.presenter = RideHistoryPresenter()
        return view
    }
}
