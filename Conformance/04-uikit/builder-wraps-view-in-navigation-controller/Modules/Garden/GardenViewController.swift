import UIKit

protocol GardenViewInput: AnyObject {
    func show(_ plants: [Plant])
}

final class GardenViewController: UITableViewController, GardenViewInput {

    var presenter: GardenViewOutput!
    private var plants: [Plant] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My Garden"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add,
            primaryAction: UIAction { [weak self] _ in self?.presenter.didTapAddPlant() }
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ plants: [Plant]) {
        self.plants = plants
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = plants[indexPath.row].nickname
        cell.detailTextLabel?.text = "\(plants[indexPath.row].species) · every \(plants[indexPath.row].wateringIntervalDays) days"
        return cell
    }
}
