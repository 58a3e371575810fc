import UIKit

protocol FleetViewInput: AnyObject {
    func show(_ vans: [Van])
}

final class FleetViewController: UITableViewController, FleetViewInput {
    var presenter: FleetViewOutput!
    private var vans: [Van] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fleet"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add,
            target: self,
            action: #selector(addTapped)
        )
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        presenter.viewWillAppear()
    }

    func show(_ vans: [Van]) {
        self.vans = vans
        tableView.reloadData()
    }

    @objc private func addTapped() {
        presenter.didTapAddVan()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        vans.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let van = vans[indexPath.row]
        cell.textLabel?.text = van.registration
        cell.detailTextLabel?.text = "\(van.model) · \(van.mileage.formatted()) mi"
        return cell
    }
}
