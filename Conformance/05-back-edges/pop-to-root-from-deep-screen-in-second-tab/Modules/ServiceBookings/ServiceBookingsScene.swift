import UIKit

final class ServiceBookingsViewController: UITableViewController {
    var interactor: ServiceBookingsInteractor?
    var router: ServiceBookingsRouter?
    private var rows: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Service"
        interactor = ServiceBookingsInteractor()
        let router = ServiceBookingsRouter()
        router.viewController = self
        self.router = router
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Booking")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.router?.routeToGarageSelection()
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        rows = interactor?.fetchBookings() ?? []
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Booking", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }
}

final class ServiceBookingsInteractor {
    func fetchBookings() -> [String] {
        ServiceCalendar.shared.bookings
    }
}

final class ServiceBookingsRouter {
    weak var viewController: ServiceBookingsViewController?

    func routeToGarageSelection() {
        let destination = GarageSelectionViewController()
        viewController?.navigationController?.pushViewController(destination, animated: true)
    }
}
