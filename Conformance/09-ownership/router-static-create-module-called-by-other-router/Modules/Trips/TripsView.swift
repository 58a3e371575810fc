import UIKit

class TripsView: UITableViewController, TripsViewProtocol {

    var presenter: TripsPresenterProtocol?
    private var trips: [Trip] = []
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Upcoming trips"
        presenter?.viewDidLoad()
    }

    func showTrips(_ trips: [Trip]) {
        self.trips = trips
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let trip = trips[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = trip.destination
        cell.detailTextLabel?.text = "\(dateFormatter.string(from: trip.departure)) · \(trip.nights) nights"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter?.didSelectTrip(at: indexPath.row)
    }
}
