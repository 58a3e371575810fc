import UIKit

/// Lists the surf spots and opens a spot's details when its row is tapped.
final class SpotsViewController: UITableViewController, SpotsViewInput {
    var output: SpotsViewOutput?
    private var spots: [Spot] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Spots"
        output?.viewDidLoad()
    }

    func show(spots: [Spot]) {
        self.spots = spots
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        spots.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        output?.didSelect(spotAt: indexPath.row)
    }
}
