import Combine
import UIKit

protocol PlantListViewInput: AnyObject {
    var plantSelected: PassthroughSubject<Int, Never> { get }
    func show(_ plants: [Plant])
}

final class PlantListViewController: UITableViewController, PlantListViewInput {

    var presenter: PlantListViewOutput!
    let plantSelected = PassthroughSubject<Int, Never>()
    private var plants: [Plant] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My garden"
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
        content.secondaryText = "Water every \(plants[indexPath.row].wateringDays) days"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        plantSelected.send(indexPath.row)
    }
}
