import UIKit

final class WaitlistViewController: UITableViewController, WaitlistViewInput {
    var output: WaitlistViewOutput?

    func show(entries: [String]) { tableView.reloadData() }
}
