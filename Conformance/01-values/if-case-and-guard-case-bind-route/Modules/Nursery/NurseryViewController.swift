import UIKit

protocol NurseryViewInput: AnyObject {
    func show(plantNames: [String])
}

final class NurseryViewController: UITableViewController, NurseryViewInput {
    var presenter: NurseryViewOutput!
    private var plantNames: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Greenhouse"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlantCell")
        presenter.viewDidLoad()
    }

    func show(plantNames: [String]) {
        self.plantNames = plantNames
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        plantNames.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = plantNames[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .detailButton
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPlant(at: indexPath.row)
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        presenter.didTapSchedule(at: indexPath.row)
    }
}
