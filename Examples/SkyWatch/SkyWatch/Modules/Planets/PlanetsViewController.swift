import UIKit

/// Lists the planets from the sky catalogue and asks the router to open a tapped planet.
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
