import UIKit

protocol RoutesViewInput: AnyObject {
    func show(_ routes: [TrailRoute])
    func showImporting(_ importing: Bool)
}

final class RoutesViewController: UITableViewController, RoutesViewInput {

    var presenter: RoutesViewOutput!
    private var routes: [TrailRoute] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "My routes"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "RouteCell")
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Import GPX",
            style: .plain,
            target: self,
            action: #selector(importTapped)
        )
        presenter.viewDidLoad()
    }

    func show(_ routes: [TrailRoute]) {
        self.routes = routes
        tableView.reloadData()
    }

    func showImporting(_ importing: Bool) {
        navigationItem.rightBarButtonItem?.isEnabled = !importing
    }

    @objc private func importTapped() {
        presenter.didTapImport()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        routes.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "RouteCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = routes[indexPath.row].name
        content.secondaryText = "\(Int(routes[indexPath.row].ascent)) m ascent"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.didSelectRoute(at: indexPath.row)
    }
}
