import UIKit

protocol PlantsViewInput: AnyObject {
    func show(names: [String])
}

final class PlantsViewController: UITableViewController, PlantsViewInput {
    var presenter: PlantsViewOutput!
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My plants"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "PlantCell")
        presenter.viewDidLoad()
    }

    func show(names: [String]) {
        self.names = names
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectPlant(at: indexPath.row)
    }
}
