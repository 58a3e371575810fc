import UIKit

/// Lists the deep-sky objects from the sky catalogue and pushes an object's details when one is tapped.
final class DeepSkyViewController: UITableViewController {
    private let objects = SkyCatalogService.shared.deepSky()

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        objects.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = ObjectDetailBuilder.build(object: objects[indexPath.row])
        parent?.navigationController?.pushViewController(detail, animated: true)
    }
}
