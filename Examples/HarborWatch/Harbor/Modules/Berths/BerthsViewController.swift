import UIKit

/// Lists the marina's berths and opens a berth's details when one is tapped.
final class BerthsViewController: UITableViewController, BerthsViewInput {
    var output: BerthsViewOutput?
    private var berths: [Berth] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Berths"
        output?.viewDidLoad()
    }

    func show(berths: [Berth]) {
        self.berths = berths
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelect(berth: berths[indexPath.row])
    }
}
