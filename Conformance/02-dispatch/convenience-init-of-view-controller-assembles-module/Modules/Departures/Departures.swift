import UIKit

final class DeparturesViewController: UITableViewController {
    private var presenter: DeparturesPresenter!

    convenience init(station: Station) {
        self.init(style: .plain)
        let router = DeparturesRouter()
        presenter = DeparturesPresenter(station: station, router: router)
        router.viewController = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = presenter.title
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Departure")
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "exclamationmark.triangle"), primaryAction: UIAction { [weak self] _ in
            self?.presenter.didTapAlerts()
        })
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        presenter.rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Departure", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = presenter.rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class DeparturesPresenter {
    private let station: Station
    private let router: DeparturesRouter

    init(station: Station, router: DeparturesRouter) {
        self.station = station
        self.router = router
    }

    var title: String { station.name }
    var rows: [String] { station.lines.enumerated().map { "\($0.element) · in \(4 + $0.offset * 7) min" } }

    func didTapAlerts() {
        router.openServiceAlerts(for: station)
    }
}

final class DeparturesRouter {
    weak var viewController: UIViewController?

    func openServiceAlerts(for station: Station) {
        let alerts = UINavigationController(rootViewController: ServiceAlertsViewController(station: station))
        viewController?.present(alerts, animated: true)
    }
}
