import UIKit

protocol ExploreViewInput: AnyObject {
    func show(_ stays: [Stay])
}

final class ExploreViewController: UITableViewController, ExploreViewInput {

    var presenter: ExploreViewOutput!
    private var stays: [Stay] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Explore"
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "person.crop.circle"),
                                                            style: .plain,
                                                            target: self,
                                                            action: #selector(profileTapped))
        presenter.viewDidLoad()
    }

    func show(_ stays: [Stay]) {
        self.stays = stays
        tableView.reloadData()
    }

    @objc private func profileTapped() {
        presenter.didTapProfile()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        stays.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let stay = stays[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = stay.name
        cell.detailTextLabel?.text = "\(stay.town) · €\(stay.pricePerNight) / night"
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectStay(at: indexPath.row)
    }
}
