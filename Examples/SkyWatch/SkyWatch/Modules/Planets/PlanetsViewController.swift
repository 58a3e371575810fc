import UIKit

final class PlanetsViewController: UITableViewController {
    var router: PlanetsRoutingLogic?
    private let planets = SkyCatalogService.shared.planets()

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        planets.count
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router?.routeToDetail(planets[indexPath.row])
    }
}
