import UIKit

protocol SightingsViewInput: AnyObject {
    func show(_ sightings: [Sighting])
}

final class SightingsViewController: UITableViewController, SightingsViewInput {

    var presenter: SightingsViewOutput!
    private var sightings: [Sighting] = []
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sightings"
        presenter.viewDidLoad()
    }

    func show(_ sightings: [Sighting]) {
        self.sightings = sightings
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sightings.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let sighting = sightings[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "\(sighting.species) ×\(sighting.count)"
        cell.detailTextLabel?.text = "\(sighting.place) · \(dateFormatter.string(from: sighting.date))"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelect(sightings[indexPath.row])
    }
}
