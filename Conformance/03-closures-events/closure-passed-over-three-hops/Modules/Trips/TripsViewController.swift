import UIKit

protocol TripsViewInput: AnyObject {
    func show(_ trips: [Trip])
}

final class TripsViewController: UITableViewController, TripsViewInput {

    var presenter: TripsViewOutput!
    private var trips: [Trip] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My trips"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "TripCell")
        presenter.viewDidLoad()
    }

    func show(_ trips: [Trip]) {
        self.trips = trips
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "TripCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = trips[indexPath.row].destination
        content.secondaryText = trips[indexPath.row].dates
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectTrip(at: indexPath.row)
    }
}
