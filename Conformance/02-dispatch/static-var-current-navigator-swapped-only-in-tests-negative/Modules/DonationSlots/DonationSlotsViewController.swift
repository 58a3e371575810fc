import UIKit

protocol DonationSlotsViewInput: AnyObject {
    func show(_ rows: [String])
}

final class DonationSlotsViewController: UITableViewController, DonationSlotsViewInput {

    var presenter: DonationSlotsViewOutput!
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Give blood"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Slot")
        presenter.viewDidLoad()
    }

    func show(_ rows: [String]) {
        self.rows = rows
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Slot", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectSlot(at: indexPath.row)
    }
}
