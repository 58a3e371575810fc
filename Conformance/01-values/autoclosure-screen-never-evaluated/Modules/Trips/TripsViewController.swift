import UIKit

protocol TripsViewInput: AnyObject {
    func show(trips: [String])
}

final class TripsViewController: UITableViewController, TripsViewInput {
    var presenter: TripsViewOutput!
    private var trips: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My trips"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: #selector(addTapped))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Trip")
        presenter.viewDidLoad()
    }

    func show(trips: [String]) {
        self.trips = trips
        tableView.reloadData()
    }

    @objc private func addTapped() {
        presenter.didTapAddTrip()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        trips.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Trip", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = trips[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectTrip(at: indexPath.row)
    }
}
