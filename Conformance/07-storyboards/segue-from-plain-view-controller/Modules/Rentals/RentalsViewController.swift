import UIKit

protocol RentalsView: AnyObject {
    func show(bikes: [String])
}

final class RentalsViewController: UITableViewController, RentalsView {
    var presenter: RentalsPresenter!
    private var rows: [String] = []

    override func awakeFromNib() {
        super.awakeFromNib()
        RentalsConfigurator.configure(self)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "BikeCell")
        presenter.viewDidLoad()
    }

    func show(bikes: [String]) {
        rows = bikes
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "BikeCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectBike(at: indexPath.row)
    }
}
