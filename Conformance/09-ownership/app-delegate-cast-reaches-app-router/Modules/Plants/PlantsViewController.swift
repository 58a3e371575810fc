import UIKit

protocol PlantsViewInput: AnyObject {
    func show(_ plants: [Plant])
}

final class PlantsViewController: UITableViewController, PlantsViewInput {

    var presenter: PlantsViewOutput!
    private var plants: [Plant] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My plants"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlantCell")
        presenter.viewDidLoad()
    }

    func show(_ plants: [Plant]) {
        self.plants = plants
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plants.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = plants[indexPath.row].name
        content.secondaryText = "Every \(plants[indexPath.row].wateringIntervalDays) days"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectPlant(at: indexPath.row)
    }
}
