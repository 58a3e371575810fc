import UIKit

protocol SightingsViewInput: AnyObject {
    func show(_ sightings: [Sighting])
}

final class SightingsViewController: UITableViewController, SightingsViewInput {

    var presenter: SightingsViewOutput!
    private var sightings: [Sighting] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Field notes"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .search,
            target: self,
            action: #selector(searchTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    @objc private func searchTapped() {
        presenter.didTapSearch()
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
        cell.textLabel?.text = "\(sighting.count) × \(sighting.bird.commonName)"
        cell.detailTextLabel?.text = sighting.date.formatted(date: .abbreviated, time: .shortened)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectSighting(sightings[indexPath.row])
    }
}
