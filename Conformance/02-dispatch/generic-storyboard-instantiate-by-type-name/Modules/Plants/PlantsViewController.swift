import UIKit

protocol PlantsViewInput: AnyObject {
    func show(_ names: [String])
}

final class PlantsViewController: UITableViewController, PlantsViewInput {
    var presenter: PlantsViewOutput!
    private var names: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.viewDidLoad()
    }

    func show(_ names: [String]) {
        self.names = names
        tableView.reloadData()
    }

    @IBAction private func scheduleTapped(_ sender: UIBarButtonItem) {
        presenter.didTapSchedule()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        names.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectPlant(at: indexPath.row)
    }
}
